/**
 * Worker threads on TypeScript modules: the server's bot pool (and its
 * other workers) and the lab's series of games run on them. They live with
 * the bots, not the lab, because the server runs its bots on them and may
 * depend on the bots but not on the lab.
 */
import { Worker } from 'node:worker_threads';

/**
 * Starts a worker thread on `entry` (a TypeScript module URL), with `task`
 * as its `workerData.task`. For long-lived workers that take tasks by
 * message (the server's bot pool); `runTsWorker` is the one-shot form.
 */
export function startTsWorker(entry: URL, task: unknown): Worker {
  return new Worker(new URL('./ts-worker.mjs', import.meta.url), {
    workerData: { entry: entry.href, task },
  });
}

/**
 * Runs `entry` (a TypeScript module URL) in a worker thread with `task` as
 * its input. Messages the worker posts go to `onMessage`; resolves when the
 * worker exits cleanly.
 */
export function runTsWorker<T>(entry: URL, task: unknown, onMessage: (message: T) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = startTsWorker(entry, task);
    worker.on('message', onMessage);
    worker.on('error', reject);
    worker.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`worker exited with code ${code}`)),
    );
  });
}
