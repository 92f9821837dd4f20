/**
 * Calls to a module Web Worker answered by id: the worker is started on the
 * first call (by `start`, which keeps `new Worker(new URL(…, import.meta.url))`
 * literal where the build can see it) and kept for the page's next calls.
 * The worker answers each request with the request's `id` in its reply.
 */
export function workerCalls<Request extends object, Answer>(
  start: () => Worker,
): (request: Request) => Promise<Answer> {
  let worker: Worker | null = null;
  let next = 0;
  const waiting = new Map<number, (answer: Answer) => void>();
  return (request) => {
    if (!worker) {
      worker = start();
      worker.addEventListener('message', (event: MessageEvent<Answer & { readonly id: number }>) => {
        const done = waiting.get(event.data.id);
        waiting.delete(event.data.id);
        done?.(event.data);
      });
    }
    const id = next++;
    const started = worker;
    return new Promise((done) => {
      waiting.set(id, done);
      started.postMessage({ ...request, id });
    });
  };
}
