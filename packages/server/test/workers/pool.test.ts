/**
 * The worker pool: workers start when needed, up to the pool's size, one
 * task each at a time; a task that throws fails alone; a worker that dies or
 * overruns is retired, and the tasks waiting go to a new one.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type PoolOptions, WorkerPool } from '../../src/workers/pool.ts';
import type { Chore } from './chores-worker.ts';

type Echoed = { value: unknown; thread: number };

const pools: WorkerPool<Chore, unknown>[] = [];
function pool(size: number, timeoutMs = 30_000): WorkerPool<Chore, unknown> {
  const options: PoolOptions<Chore> = {
    entry: new URL('./chores-worker.ts', import.meta.url),
    size,
    timeoutMs,
    name: 'chores',
    describe: (chore) => `the chore ${chore.do}`,
  };
  const made = new WorkerPool<Chore, unknown>(options);
  pools.push(made);
  return made;
}
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

const echo = (value: unknown): Chore => ({ do: 'echo', value });

describe('worker pool', () => {
  it('starts workers only when tasks come, up to its size, and runs two tasks at once on two workers', async () => {
    const two = pool(2);
    expect(two.workers).toBe(0);
    const met = new SharedArrayBuffer(4);
    const [a, b] = await Promise.all([two.run({ do: 'meet', met }), two.run({ do: 'meet', met })]);
    expect(typeof a).toBe('number');
    expect(typeof b).toBe('number');
    expect(a).not.toBe(b);
    await Promise.all([1, 2, 3, 4].map((n) => two.run(echo(n))));
    expect(two.workers).toBe(2);
  });

  it('fails a task whose work throws, alone: the same worker answers the next one', async () => {
    const one = pool(1);
    const first = (await one.run(echo('a'))) as Echoed;
    await expect(one.run({ do: 'throw' })).rejects.toThrow('the chore went wrong');
    const next = (await one.run(echo('b'))) as Echoed;
    expect(next).toEqual({ value: 'b', thread: first.thread });
  });

  it('fails a task that cannot be copied to a thread, alone: the worker answers the next one', async () => {
    const one = pool(1);
    const first = (await one.run(echo('a'))) as Echoed;
    await expect(one.run(echo(() => 'a function'))).rejects.toThrow(/could not be cloned/);
    expect(((await one.run(echo('b'))) as Echoed).thread).toBe(first.thread);
  });

  it('fails the task of a worker that dies, and gives the next task to a new worker', async () => {
    const one = pool(1);
    const first = (await one.run(echo('a'))) as Echoed;
    await expect(one.run({ do: 'exit' })).rejects.toThrow('chores worker exited with code 3');
    const next = (await one.run(echo('b'))) as Echoed;
    expect(next.value).toBe('b');
    expect(next.thread).not.toBe(first.thread);
    expect(one.workers).toBe(1);
  });

  it('cuts off a task that overruns; the task waiting behind it goes to a new worker', async () => {
    const one = pool(1, 300);
    const stuck = one.run({ do: 'hang' });
    const waiting = one.run(echo('after'));
    await expect(stuck).rejects.toThrow('the chore hang took over 300 ms');
    expect(((await waiting) as Echoed).value).toBe('after');
  });

  it('once closed, fails the tasks still waiting and refuses new ones', async () => {
    const one = pool(1);
    const stuck = one.run({ do: 'hang' });
    const waiting = one.run(echo('never'));
    const failed = Promise.all([
      expect(stuck).rejects.toThrow('the chores pool is closed'),
      expect(waiting).rejects.toThrow('the chores pool is closed'),
    ]);
    await one.close();
    await failed;
    await expect(one.run(echo('late'))).rejects.toThrow('the chores pool is closed');
    expect(one.workers).toBe(0);
  });
});
