/** The Web Worker that runs local matches: the host of host.ts, wired to the page's messages. */
import { loadModule } from '@gameshelf/shelf/catalog';
import { createHost } from './host.ts';
import type { GuestMessage, HostMessage } from './messages.ts';

interface WorkerScope {
  postMessage(message: HostMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<GuestMessage>) => void): void;
}

const scope = self as unknown as WorkerScope;
const receive = createHost((message) => scope.postMessage(message), { loadModule });
scope.addEventListener('message', (event) => receive(event.data));
