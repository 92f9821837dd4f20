/**
 * Bots in a pool of worker threads (see workers/pool.ts). A worker that dies
 * or overruns the time limit is replaced, and its task fails (the service
 * then falls back to a random legal move).
 */
import { WorkerPool } from '../workers/pool.ts';
import type { BotRunner, BotTask } from './runner.ts';

const ENTRY = new URL('./worker.ts', import.meta.url);

export class WorkerBots implements BotRunner {
  private readonly pool: WorkerPool<BotTask, unknown>;

  constructor(size: number, timeoutMs = 60_000) {
    this.pool = new WorkerPool({
      entry: ENTRY,
      size,
      timeoutMs,
      name: 'bot',
      describe: (t) => `bot ${t.bot}`,
    });
  }

  choose(task: BotTask): Promise<unknown> {
    return this.pool.run(task);
  }

  get workers(): number {
    return this.pool.workers;
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
