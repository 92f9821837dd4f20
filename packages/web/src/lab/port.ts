/**
 * The line between the lab page and one of its workers: a Web Worker in the
 * app, or the same host in the page's own thread (tests, and browsers
 * without module workers), which answers asynchronously, as a worker would.
 */
import { loadModule } from '@gameshelf/shelf/catalog';
import { createLabHost, type LabHostDeps } from './host.ts';
import type { LabGuestMessage, LabHostMessage } from './messages.ts';

export interface LabPort {
  post(message: LabGuestMessage): void;
  listen(listener: (message: LabHostMessage) => void): void;
  close(): void;
}

export function workerLabPort(): LabPort {
  const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
  return {
    post: (message) => worker.postMessage(message),
    listen: (listener) =>
      worker.addEventListener('message', (event: MessageEvent<LabHostMessage>) => listener(event.data)),
    close: () => worker.terminate(),
  };
}

/** The host in this thread: each message waits a task, so the page still draws between games. */
export function inlineLabPort(deps: LabHostDeps = { loadModule }): LabPort {
  let listener: (message: LabHostMessage) => void = () => {};
  let closed = false;
  const later = (run: () => void) => setTimeout(() => closed || run(), 0);
  const receive = createLabHost((message) => {
    const copy = structuredClone(message);
    later(() => listener(copy));
  }, deps);
  return {
    post: (message) => later(() => receive(structuredClone(message))),
    listen: (l) => {
      listener = l;
    },
    close: () => {
      closed = true;
    },
  };
}

export function defaultLabPort(): LabPort {
  return typeof Worker === 'function' ? workerLabPort() : inlineLabPort();
}

/** How many workers to play on: the device's cores (as the browser tells them), no more than the games. */
export function workerCount(games: number, cores = globalThis.navigator?.hardwareConcurrency ?? 1): number {
  return Math.max(1, Math.min(games, Math.floor(cores) || 1, 32));
}
