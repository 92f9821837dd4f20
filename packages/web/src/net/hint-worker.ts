/** The Web Worker that finds hints from a seat's view for the page (view-hints.ts). */
import { hintHere, type ViewHintRequest } from './view-hints.ts';

// In a worker `self` is the worker's own scope: what it posts goes to the page, and the page's messages come to it.
self.addEventListener('message', (event: MessageEvent<ViewHintRequest & { readonly id: number }>) => {
  const { id, ...request } = event.data;
  void hintHere(request).then((answer) => self.postMessage({ ...answer, id }));
});
