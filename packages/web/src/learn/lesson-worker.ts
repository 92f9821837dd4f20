/** The Web Worker that runs a tutorial: the host of lesson-host.ts, wired to the page's messages. */
import { loadModule, loadTutorial } from '@gameshelf/shelf/catalog';
import { createLessonHost } from './lesson-host.ts';
import type { LessonGuestMessage, LessonHostMessage } from './lesson-messages.ts';

// In a worker `self` is the worker's own scope: what it posts goes to the page, and the page's messages come to it.
const post = (message: LessonHostMessage): void => self.postMessage(message);
const receive = createLessonHost(post, { loadModule, loadTutorial });
self.addEventListener('message', (event: MessageEvent<LessonGuestMessage>) => receive(event.data));
