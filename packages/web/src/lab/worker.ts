/** The Web Worker that plays a lab experiment's games: the host of host.ts, wired to the page's messages. */
import { loadModule } from '@gameshelf/shelf/catalog';
import { createLabHost } from './host.ts';
import type { LabGuestMessage, LabHostMessage } from './messages.ts';

// In a worker `self` is the worker's own scope: what it posts goes to the page, and the page's messages come to it.
const post = (message: LabHostMessage): void => self.postMessage(message);
const receive = createLabHost(post, { loadModule });
self.addEventListener('message', (event: MessageEvent<LabGuestMessage>) => receive(event.data));
