/**
 * The Web Worker that simulates shot previews for the Smashdodes board
 * (preview.ts). The game's preview, with its physics, is imported after the
 * listener is in place: Rapier starts with a top-level await, and a message
 * that arrives while a worker's first module is still evaluating finds no
 * listener and is lost.
 */
import type { PreviewReply, PreviewRequest } from './preview.ts';

const loading = import('@gameshelf/smashdodes/preview');

// In a worker `self` is the worker's own scope: what it posts goes to the page, and the page's messages come to it.
const post = (message: PreviewReply): void => self.postMessage(message);
self.addEventListener('message', (event: MessageEvent<PreviewRequest>) => {
  const { id, view, player, move } = event.data;
  void loading.then(
    ({ previewShot }) => {
      try {
        post({ ...previewShot(view, player, move), id });
      } catch (error) {
        post({
          ok: false,
          error: { code: 'input/invalid', message: `the preview failed: ${String(error)}` },
          id,
        });
      }
    },
    (error: unknown) =>
      post({
        ok: false,
        error: { code: 'input/invalid', message: `the preview failed: ${String(error)}` },
        id,
      }),
  );
});
