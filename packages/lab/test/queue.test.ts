/**
 * The queue against the local Redis (`.ci/run` starts it; TEST_REDIS_URL
 * names another), each run under its own key prefix, as the server's tests
 * do: two workers share an experiment, and the merged measures equal those
 * of one machine.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { planOnShelf, playExperiment } from '../src/experiment.ts';
import { type LabWorker, playOnQueue, removeQueue, startLabWorker } from '../src/queue.ts';

const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `gs-test:lab:${process.pid}:${randomBytes(4).toString('hex')}`;
const workers: LabWorker[] = [];

afterAll(async () => {
  await Promise.all(workers.map((w) => w.close()));
  // Nothing of this run is left in Redis.
  await removeQueue({ url, prefix });
});

describe('an experiment on a queue', () => {
  it('two workers play it, and the merged result equals one machine’s', async () => {
    const plan = planOnShelf({
      game: 'domino-havoc',
      arms: [
        { bots: ['greedy', 'random'], options: { rounds: '1' } },
        { bots: ['random'], options: { rounds: '1' } },
      ],
      games: 6,
      seed: 'queue-test',
    });
    if (!plan.ok) throw new Error(plan.error.message);
    const address = { url, prefix };
    workers.push(await startLabWorker(address), await startLabWorker(address));
    const progress: number[] = [];
    const queued = await playOnQueue(plan.value, address, (done) => progress.push(done));
    const local = await playExperiment(plan.value, 1);
    expect(queued).toEqual(local);
    expect(progress.at(-1)).toBe(12);
    // 12 games make 3 jobs of 4, shared between the two workers.
    expect(workers.reduce((n, w) => n + w.finished(), 0)).toBe(3);
  });
});
