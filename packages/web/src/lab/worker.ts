/** The Web Worker that plays a lab experiment's games: the host of host.ts, wired to the page's messages. */
import { loadModule } from '@gameshelf/shelf/catalog';
import { createLabHost } from './host.ts';
import type { LabGuestMessage, LabHostMessage } from './messages.ts';

interface WorkerScope {
  postMessage(message: LabHostMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<LabGuestMessage>) => void): void;
}

const scope = self as unknown as WorkerScope;
const receive = createLabHost((message) => scope.postMessage(message), { loadModule });
scope.addEventListener('message', (event) => receive(event.data));
