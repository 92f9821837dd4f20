/** The Web Worker that runs local matches: the host of host.ts, wired to the page's messages. */
import { loadModule } from '@gameshelf/shelf/catalog';
import { createHost } from './host.ts';
import type { GuestMessage, HostMessage } from './messages.ts';

// In a worker `self` is the worker's own scope: what it posts goes to the page, and the page's messages come to it.
const post = (message: HostMessage): void => self.postMessage(message);
const receive = createHost(post, { loadModule });
self.addEventListener('message', (event: MessageEvent<GuestMessage>) => receive(event.data));
