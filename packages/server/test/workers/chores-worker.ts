/** A worker for the pool's tests: it echoes, throws, exits, hangs, or waits to meet a second task. */
import { threadId } from 'node:worker_threads';
import { serveTasks } from '../../src/workers/serve.ts';

export type Chore =
  | { readonly do: 'echo'; readonly value: unknown }
  | { readonly do: 'throw' }
  | { readonly do: 'exit' }
  | { readonly do: 'hang' }
  /** Counts itself in `met` and waits (up to 10 s) until a second task has too: only two workers can meet. */
  | { readonly do: 'meet'; readonly met: SharedArrayBuffer };

function meet(met: SharedArrayBuffer): number | 'alone' {
  const count = new Int32Array(met);
  Atomics.add(count, 0, 1);
  Atomics.notify(count, 0);
  const deadline = Date.now() + 10_000;
  while (Atomics.load(count, 0) < 2 && Date.now() < deadline) Atomics.wait(count, 0, 1, 100);
  return Atomics.load(count, 0) >= 2 ? threadId : 'alone';
}

serveTasks((chore: Chore) => {
  switch (chore.do) {
    case 'echo':
      return { value: chore.value, thread: threadId };
    case 'throw':
      throw new Error('the chore went wrong');
    case 'exit':
      return process.exit(3);
    case 'hang': {
      // Stuck without burning a core: wakes now and then, so the pool can still terminate it.
      const never = new Int32Array(new SharedArrayBuffer(4));
      for (;;) Atomics.wait(never, 0, 0, 50);
    }
    case 'meet':
      return meet(chore.met);
  }
});
