/**
 * Experiments on many machines: the games go on a BullMQ queue in Redis (the
 * Redis the server uses), `gameshelf lab-worker` processes take them on any
 * number of machines, and the measures come back to the process that queued
 * them. Each game is played from its own seed, so the merged measures, and
 * the report built from them, equal those of one machine.
 *
 * A job is a few games of one experiment (its plan travels with it, so a
 * worker needs nothing else). A worker plays a job's games one after the
 * other on its thread, letting BullMQ renew the job's lock between games.
 */
import { randomUUID } from 'node:crypto';
import { startTsWorker } from '@gameshelf/bots';
import { findGame } from '@gameshelf/shelf';
import { type Job, Queue, QueueEvents, Worker } from 'bullmq';
import {
  type ExperimentPlan,
  type GameJob,
  type GameMeasures,
  gameJobs,
  playMeasured,
} from './core/index.ts';
import type { Progress } from './experiment.ts';

export interface QueueAddress {
  /** redis://host:port (or rediss://) */
  readonly url: string;
  /** The prefix of the queue's Redis keys: runs with different prefixes never meet. */
  readonly prefix: string;
}

/** What a job carries: a slice of one experiment. */
export interface QueuedGames {
  readonly experiment: string;
  readonly plan: ExperimentPlan;
  readonly jobs: readonly GameJob[];
}

export const QUEUE_NAME = 'experiments';
/** Games per job: small, so that many workers share an experiment evenly. */
export const GAMES_PER_JOB = 4;
/** A job's games may take long (a search bot in a long game): its lock is held this long between renewals. */
const LOCK_MS = 10 * 60_000;

const connection = (address: QueueAddress) => ({ url: address.url, maxRetriesPerRequest: null });

/** Whether a value read back from the queue is a list of game measures. */
function isMeasureList(value: unknown): value is GameMeasures[] {
  return (
    Array.isArray(value) &&
    value.every((m) => typeof m === 'object' && m !== null && 'arm' in m && 'index' in m && 'moves' in m)
  );
}

/**
 * Queues every game of `plan`, waits for the workers to play them, and
 * returns their measures in the plan's order. Progress is reported as jobs
 * finish; a job that fails fails the experiment with its reason.
 */
export async function playOnQueue(
  plan: ExperimentPlan,
  address: QueueAddress,
  onProgress?: Progress,
): Promise<GameMeasures[]> {
  const experiment = randomUUID();
  const queue = new Queue<QueuedGames>(QUEUE_NAME, {
    connection: connection(address),
    prefix: address.prefix,
  });
  const events = new QueueEvents(QUEUE_NAME, { connection: connection(address), prefix: address.prefix });
  try {
    // Listening before the jobs exist, so that no job can finish unheard.
    await events.waitUntilReady();
    const all = gameJobs(plan);
    const slices: GameJob[][] = [];
    for (let k = 0; k < all.length; k += GAMES_PER_JOB) slices.push(all.slice(k, k + GAMES_PER_JOB));
    const jobs = await queue.addBulk(
      slices.map((slice, k) => ({
        name: `${experiment}/${k}`,
        data: { experiment, plan, jobs: slice },
        opts: { removeOnComplete: { age: 3600 }, removeOnFail: { age: 24 * 3600 } },
      })),
    );
    let done = 0;
    const results = await Promise.all(
      jobs.map(async (job: Job<QueuedGames>) => {
        const value: unknown = await job.waitUntilFinished(events);
        if (!isMeasureList(value)) throw new Error(`job ${job.id ?? '?'} returned no game measures`);
        done += value.length;
        onProgress?.(done, all.length);
        return value;
      }),
    );
    return results.flat().sort((a, b) => a.arm - b.arm || a.index - b.index);
  } finally {
    await events.close();
    await queue.close();
  }
}

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Plays one job's games, yielding between them so the worker's lock is renewed. */
async function playJob(data: QueuedGames): Promise<GameMeasures[]> {
  const found = findGame(data.plan.game);
  if (!found.ok) throw new Error(found.error.message);
  const out: GameMeasures[] = [];
  for (const job of data.jobs) {
    out.push(playMeasured(found.value, data.plan, job));
    await nextTick();
  }
  return out;
}

export interface LabWorker {
  /** Jobs this worker has finished. */
  readonly finished: () => number;
  /** Resolves when the worker has seen no job for `ms` milliseconds. */
  readonly idle: (ms: number) => Promise<void>;
  readonly close: () => Promise<void>;
}

/** Starts a worker on the queue at `address`: it takes jobs until closed. */
export async function startLabWorker(address: QueueAddress): Promise<LabWorker> {
  let finished = 0;
  let busy = 0;
  let last = Date.now();
  const worker = new Worker<QueuedGames, GameMeasures[]>(QUEUE_NAME, (job) => playJob(job.data), {
    connection: connection(address),
    prefix: address.prefix,
    concurrency: 1,
    lockDuration: LOCK_MS,
  });
  worker.on('active', () => {
    busy++;
  });
  worker.on('completed', () => {
    finished++;
    busy--;
    last = Date.now();
  });
  worker.on('failed', () => {
    busy--;
    last = Date.now();
  });
  await worker.waitUntilReady();
  return {
    finished: () => finished,
    idle: async (ms) => {
      while (busy > 0 || Date.now() - last < ms) {
        await new Promise((resolve) => setTimeout(resolve, Math.min(ms, 200)));
      }
    },
    close: () => worker.close(),
  };
}

/**
 * Runs `threads` queue workers, each on its own thread, until `stop`
 * resolves or each has been idle for `idleMs`; resolves with the number of
 * jobs they finished.
 */
export async function runQueueWorkers(
  address: QueueAddress,
  threads: number,
  idleMs: number | null,
  stop: Promise<void>,
): Promise<number> {
  let finished = 0;
  const workers = Array.from({ length: threads }, () =>
    startTsWorker(new URL('./queue-thread.ts', import.meta.url), { address, idleMs }),
  );
  const ended = workers.map(
    (w) =>
      new Promise<void>((resolve, reject) => {
        w.on('message', (m: { finished: number }) => {
          finished += m.finished;
        });
        w.on('error', reject);
        w.on('exit', () => resolve());
      }),
  );
  void stop.then(() => {
    for (const w of workers) w.postMessage('close');
  });
  await Promise.all(ended);
  return finished;
}

/** Removes the queue at `address` and every job on it, finished or not (a test's own queue, when it is done). */
export async function removeQueue(address: QueueAddress): Promise<void> {
  const queue = new Queue(QUEUE_NAME, { connection: connection(address), prefix: address.prefix });
  await queue.obliterate({ force: true });
  await queue.close();
}
