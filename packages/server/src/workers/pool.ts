/**
 * A pool of worker threads for work that would hold up the event loop (bots
 * thinking, the physics of a costly game's moves). Workers start lazily, up
 * to the pool's size, and each runs one task at a time: a task goes to an
 * idle worker, or waits for the first to be free, so a long task never has
 * another queued behind it on its worker while a second worker sits idle.
 * Waiting tasks are served fairly by key: the address whose work it is
 * first, then the client (`[address, client]`, fair-queue.ts). The addresses
 * take turns, and within one the clients take turns, so one client's many
 * tasks never make another's wait behind all of them, and many clients
 * (accounts) behind one address share that address's turn. A task whose work throws fails alone. A worker that
 * dies or overruns the time limit is retired and the task it was running
 * fails; waiting tasks go to the other workers, or to a new one.
 */
import type { Worker } from 'node:worker_threads';
import { startTsWorker } from '@gameshelf/bots';
import { type FairKey, FairQueue } from './fair-queue.ts';
import type { WorkerReply } from './serve.ts';

export interface PoolOptions<T> {
  /** The worker's module: one that answers tasks through `serveTasks`. */
  readonly entry: URL;
  readonly size: number;
  /** How long one task may run, from the moment its worker takes it. */
  readonly timeoutMs: number;
  /** What the pool is for, in its error messages (`bot`, `rules`). */
  readonly name: string;
  /** Names a task in the error of one that overran (`bot ismcts:2000ms`). */
  readonly describe: (task: T) => string;
  /** Told how long each task waited for a worker (for the server's metrics). */
  readonly waited?: (ms: number) => void;
}

interface Job<T> {
  readonly task: T;
  /** When it was queued (performance.now()). */
  readonly since: number;
  resolve(answer: unknown): void;
  reject(error: Error): void;
}

interface Slot<T> {
  readonly worker: Worker;
  /** The worker finished starting (importing the games takes a while). */
  ready: boolean;
  job: Job<T> | null;
  timer: NodeJS.Timeout | undefined;
}

export class WorkerPool<T, A> {
  private readonly options: PoolOptions<T>;
  private readonly size: number;
  private readonly slots: Slot<T>[] = [];
  private readonly waiting = new FairQueue<Job<T>>(2);
  /** Every task not yet answered, waiting or running. */
  private readonly pending = new Set<Promise<unknown>>();
  private closed = false;

  constructor(options: PoolOptions<T>) {
    this.options = options;
    this.size = Math.max(1, options.size);
  }

  /**
   * The worker's answer to `task`, queued under `key` (`[address, client]`,
   * whose turns it takes; one string is both); rejects if the worker threw,
   * died or overran, or the pool is closed.
   */
  run(task: T, key: FairKey = ''): Promise<A> {
    if (this.closed) return Promise.reject(this.closedError());
    const answer = new Promise<A>((resolve, reject) => {
      const since = performance.now();
      this.waiting.push(key, { task, since, resolve: resolve as (answer: unknown) => void, reject });
      this.dispatch();
    });
    this.pending.add(answer);
    const forget = () => this.pending.delete(answer);
    answer.then(forget, forget);
    return answer;
  }

  /** Workers started and not retired. */
  get workers(): number {
    return this.slots.length;
  }

  /** Tasks waiting for a worker. */
  get queued(): number {
    return this.waiting.size;
  }

  /** Gives waiting tasks to idle workers, and starts workers (up to the size) for those left over. */
  private dispatch(): void {
    for (const slot of this.slots) {
      const job = slot.ready && slot.job === null ? this.waiting.shift() : undefined;
      if (job) this.start(slot, job);
    }
    let starting = this.slots.filter((s) => !s.ready).length;
    while (this.waiting.size > starting && this.slots.length < this.size) {
      this.spawn();
      starting++;
    }
  }

  /** Hands a job to an idle worker; its time starts now. */
  private start(slot: Slot<T>, job: Job<T>): void {
    slot.job = job;
    this.options.waited?.(performance.now() - job.since);
    const limit = new Error(`${this.options.describe(job.task)} took over ${this.options.timeoutMs} ms`);
    slot.timer = setTimeout(() => this.retire(slot, limit), this.options.timeoutMs);
    try {
      slot.worker.postMessage(job.task);
    } catch (error) {
      // A task that cannot be copied to a thread is the caller's bug; the worker is fine.
      this.finish(slot);
      job.reject(error instanceof Error ? error : new Error(String(error)));
      this.dispatch();
    }
  }

  private spawn(): void {
    const slot: Slot<T> = {
      worker: startTsWorker(this.options.entry, null),
      ready: false,
      job: null,
      timer: undefined,
    };
    slot.worker.on('message', (reply: WorkerReply) => this.receive(slot, reply));
    slot.worker.on('error', (error) => this.retire(slot, error));
    slot.worker.on('exit', (code) =>
      this.retire(slot, new Error(`${this.options.name} worker exited with code ${code}`)),
    );
    this.slots.push(slot);
  }

  private receive(slot: Slot<T>, reply: WorkerReply): void {
    if ('ready' in reply) {
      slot.ready = true;
    } else {
      const job = slot.job;
      if (!job) return;
      this.finish(slot);
      if ('error' in reply) job.reject(new Error(reply.error));
      else job.resolve(reply.answer);
    }
    this.dispatch();
  }

  private finish(slot: Slot<T>): void {
    clearTimeout(slot.timer);
    slot.timer = undefined;
    slot.job = null;
  }

  /** Stops a worker and fails the task it was running. */
  private retire(slot: Slot<T>, error: Error): Promise<number> | undefined {
    const index = this.slots.indexOf(slot);
    if (index < 0) return undefined;
    this.slots.splice(index, 1);
    const job = slot.job;
    this.finish(slot);
    job?.reject(error);
    // A worker that could not even start would fail its replacement the same way: the waiting tasks fail now.
    if (!slot.ready) for (const waiting of this.waiting.takeAll()) waiting.reject(error);
    const stopped = slot.worker.terminate();
    if (!this.closed) this.dispatch();
    return stopped;
  }

  private closedError(): Error {
    return new Error(`the ${this.options.name} pool is closed`);
  }

  /**
   * Takes no more tasks and fails the waiting ones; the running ones may
   * finish within `graceMs`, then the pool closes (failing any still running).
   */
  async drain(graceMs: number): Promise<void> {
    this.closed = true;
    const error = this.closedError();
    for (const job of this.waiting.takeAll()) job.reject(error);
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, graceMs);
    });
    await Promise.race([Promise.allSettled([...this.pending]), grace]);
    clearTimeout(timer);
    await this.close();
  }

  async close(): Promise<void> {
    this.closed = true;
    const error = this.closedError();
    for (const job of this.waiting.takeAll()) job.reject(error);
    await Promise.all([...this.slots].map((slot) => this.retire(slot, error)));
  }
}
