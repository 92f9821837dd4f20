/**
 * The line between a page and the host that answers it (a local match, a
 * lab experiment, a tutorial): a Web Worker in the app, or the same host in
 * the page's own thread (tests, and browsers without module workers), which
 * passes each message on later and as a copy, as a worker would.
 */

export interface HostPort<Out, In> {
  post(message: Out): void;
  listen(listener: (message: In) => void): void;
  close(): void;
}

/** A port to a module worker (`new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' })` at the call, for the bundler). */
export function workerHostPort<Out, In>(worker: Worker): HostPort<Out, In> {
  return {
    post: (message) => worker.postMessage(message),
    listen: (listener) =>
      worker.addEventListener('message', (event: MessageEvent<In>) => listener(event.data)),
    close: () => worker.terminate(),
  };
}

/**
 * A port to a host made in this thread by `create` (given how to answer, it
 * returns how to receive). `later` defers each message: a microtask by
 * default; a task (`setTimeout`) lets the page draw between messages.
 */
export function inlineHostPort<Out, In>(
  create: (send: (message: In) => void) => (message: Out) => void,
  later: (run: () => void) => void = queueMicrotask,
): HostPort<Out, In> {
  let listener: (message: In) => void = () => {};
  let closed = false;
  const receive = create((message) => {
    const copy = structuredClone(message);
    later(() => closed || listener(copy));
  });
  return {
    post: (message) => later(() => closed || receive(structuredClone(message))),
    listen: (l) => {
      listener = l;
    },
    close: () => {
      closed = true;
    },
  };
}
