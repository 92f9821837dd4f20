/**
 * Bots in a pool of worker threads. Each task goes to the least busy
 * worker; a worker that dies or overruns the time limit is replaced, and its
 * tasks fail (the service then falls back to a random legal move).
 */
import type { Worker } from 'node:worker_threads';
import { startTsWorker } from '@gameshelf/bots';
import type { BotRunner, BotTask } from './runner.ts';

interface Pending {
  resolve(move: unknown): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout | undefined;
}

interface Slot {
  readonly worker: Worker;
  readonly pending: Map<number, Pending>;
  /** Tasks given before the worker finished starting. */
  readonly waiting: { id: number; task: BotTask }[];
  ready: boolean;
}

const ENTRY = new URL('./worker.ts', import.meta.url);

export class WorkerBots implements BotRunner {
  private readonly slots: Slot[] = [];
  private readonly size: number;
  private readonly timeoutMs: number;
  private nextId = 0;
  private closed = false;

  constructor(size: number, timeoutMs = 60_000) {
    this.size = Math.max(1, size);
    this.timeoutMs = timeoutMs;
  }

  choose(task: BotTask): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error('the bot pool is closed'));
    const slot = this.pick();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      slot.pending.set(id, { resolve, reject, timer: undefined });
      if (slot.ready) this.dispatch(slot, id, task);
      else slot.waiting.push({ id, task });
    });
  }

  /** Sends a task to a started worker; its time starts now. */
  private dispatch(slot: Slot, id: number, task: BotTask): void {
    const pending = slot.pending.get(id);
    if (!pending) return;
    const limit = new Error(`bot ${task.bot} took over ${this.timeoutMs} ms`);
    pending.timer = setTimeout(() => this.fail(slot, limit), this.timeoutMs);
    slot.worker.postMessage({ id, task });
  }

  /** Starts workers lazily, up to the pool size, then shares tasks among them. */
  private pick(): Slot {
    const idle = this.slots.find((s) => s.pending.size === 0);
    if (idle) return idle;
    if (this.slots.length < this.size) return this.spawn();
    return this.slots.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
  }

  private spawn(): Slot {
    const slot: Slot = { worker: startTsWorker(ENTRY, null), pending: new Map(), waiting: [], ready: false };
    slot.worker.on('message', (m: { ready?: true; id: number; move?: unknown; error?: string }) => {
      if (!m.ready) return this.answer(slot, m);
      slot.ready = true;
      for (const { id, task } of slot.waiting.splice(0)) this.dispatch(slot, id, task);
    });
    slot.worker.on('error', (error) => this.fail(slot, error));
    slot.worker.on('exit', (code) => this.fail(slot, new Error(`bot worker exited with code ${code}`)));
    this.slots.push(slot);
    return slot;
  }

  private answer(slot: Slot, m: { id: number; move?: unknown; error?: string }): void {
    const pending = slot.pending.get(m.id);
    if (!pending) return;
    slot.pending.delete(m.id);
    clearTimeout(pending.timer);
    if (m.error !== undefined) pending.reject(new Error(m.error));
    else pending.resolve(m.move);
  }

  /** Retires a worker and fails what it was doing. */
  private fail(slot: Slot, error: Error): void {
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots.splice(index, 1);
    for (const pending of slot.pending.values()) {
      clearTimeout(pending.timer);
      pending.reject(error);
    }
    slot.pending.clear();
    slot.waiting.length = 0;
    void slot.worker.terminate();
  }

  get workers(): number {
    return this.slots.length;
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.slots].map((s) => this.fail(s, new Error('the bot pool is closed'))));
  }
}
