/** The Web Worker that replays records by the rules for the page (replayer.ts). */
import { type ReplayReply, type ReplayRequest, replayHere } from './replayer.ts';

interface WorkerScope {
  postMessage(message: ReplayReply): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ReplayRequest>) => void): void;
}

const scope = self as unknown as WorkerScope;
scope.addEventListener('message', (event) => {
  const { id, raw } = event.data;
  void replayHere(raw).then((answer) => scope.postMessage({ ...answer, id }));
});
