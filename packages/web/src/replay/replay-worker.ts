/** The Web Worker that replays records by the rules for the page (replayer.ts). */
import { type ReplayReply, type ReplayRequest, replayHere } from './replayer.ts';

// In a worker `self` is the worker's own scope: what it posts goes to the page, and the page's messages come to it.
const post = (message: ReplayReply): void => self.postMessage(message);
self.addEventListener('message', (event: MessageEvent<ReplayRequest>) => {
  const { id, raw } = event.data;
  void replayHere(raw).then((answer) => post({ ...answer, id }));
});
