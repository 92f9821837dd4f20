/**
 * Bots in a pool of worker threads (see workers/pool.ts), their tasks served
 * fairly across the addresses, then the clients, whose matches they play. A worker that dies or
 * overruns the time limit (the cap on bot thinking and a grace) is replaced,
 * and its task fails (the service then falls back to a random legal move).
 */
import { WorkerPool } from '../workers/pool.ts';
import type { BotRunner, BotTask, BotTurn } from './runner.ts';

const ENTRY = new URL('./worker.ts', import.meta.url);

export class WorkerBots implements BotRunner {
  private readonly pool: WorkerPool<BotTask, unknown>;

  /** `waited` is told how long each task waited for a worker. */
  constructor(size: number, timeoutMs = 60_000, waited?: (ms: number) => void) {
    this.pool = new WorkerPool({
      entry: ENTRY,
      size,
      timeoutMs,
      name: 'bot',
      describe: (t) => `bot ${t.bot}`,
      ...(waited ? { waited } : {}),
    });
  }

  choose(task: BotTask, turn?: BotTurn): Promise<unknown> {
    if (!turn) return this.pool.run(task);
    return this.pool.run(task, [turn.address ?? turn.client, turn.client]);
  }

  queued(): number {
    return this.pool.queued;
  }

  get workers(): number {
    return this.pool.workers;
  }

  drain(graceMs: number): Promise<void> {
    return this.pool.drain(graceMs);
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
