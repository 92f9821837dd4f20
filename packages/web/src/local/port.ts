/**
 * The line between the page and a local match's host: a Web Worker in the
 * app, or the host in the same thread (tests, and browsers without module
 * workers).
 */
import { loadModule } from '@gameshelf/shelf/catalog';
import { createHost } from './host.ts';
import type { GuestMessage, HostMessage } from './messages.ts';

export interface HostPort {
  post(message: GuestMessage): void;
  listen(listener: (message: HostMessage) => void): void;
  close(): void;
}

export function workerPort(): HostPort {
  const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
  return {
    post: (message) => worker.postMessage(message),
    listen: (listener) =>
      worker.addEventListener('message', (event: MessageEvent<HostMessage>) => listener(event.data)),
    close: () => worker.terminate(),
  };
}

/** The host in this thread; messages are passed asynchronously, as a worker would. */
export function inlinePort(deps = { loadModule }): HostPort {
  let listener: (message: HostMessage) => void = () => {};
  let closed = false;
  const receive = createHost((message) => {
    const copy = structuredClone(message);
    queueMicrotask(() => {
      if (!closed) listener(copy);
    });
  }, deps);
  return {
    post: (message) => queueMicrotask(() => closed || receive(structuredClone(message))),
    listen: (l) => {
      listener = l;
    },
    close: () => {
      closed = true;
    },
  };
}

export function defaultPort(): HostPort {
  return typeof Worker === 'function' ? workerPort() : inlinePort();
}
