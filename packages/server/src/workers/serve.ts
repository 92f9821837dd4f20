/**
 * The worker's side of a `WorkerPool`: says when it is ready, then answers
 * each task it is given, one at a time, with `handle`'s answer or the
 * message of what it threw.
 */
import { parentPort } from 'node:worker_threads';

/** What a worker posts to its pool. */
export type WorkerReply =
  | { readonly ready: true }
  | { readonly answer: unknown }
  | { readonly error: string };

export function serveTasks<T>(handle: (task: T) => unknown): void {
  const port = parentPort;
  if (!port) throw new Error('serveTasks runs in a worker thread');
  const reply = (message: WorkerReply) => port.postMessage(message);
  port.on('message', (task: T) => {
    try {
      reply({ answer: handle(task) });
    } catch (error) {
      // Thrown by the handler, or an answer that cannot be copied back: either way the task failed.
      reply({ error: error instanceof Error ? error.message : String(error) });
    }
  });
  // Importing the games takes a while: the pool starts the clock on a task only once this arrives.
  reply({ ready: true });
}
