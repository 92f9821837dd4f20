/**
 * An experiment played by the page's workers gives the report the lab's core
 * gives for the same request played in one loop (the command line's numbers),
 * whatever the number of workers and the order the games come back in.
 */
import { digitDashModule } from '@gameshelf/digit-dash';
import { buildReport, type GameMeasures, gameJobs, playMeasured } from '@gameshelf/lab/core';
import { describe, expect, it } from 'vitest';
import { defaultChoice, planChoice } from '../../src/lab/choice.ts';
import { inlineLabPort, workerCount } from '../../src/lab/port.ts';
import { batchSize, dealOrder, playOnPorts } from '../../src/lab/runner.ts';

const choice = {
  ...defaultChoice(digitDashModule),
  mode: 'compare' as const,
  bots: ['random', 'greedy'],
  games: 6,
  seed: 'web-lab',
  vs: { ...defaultChoice(digitDashModule).options, blockLimit: 30 },
};

function playOn(workers: number): Promise<GameMeasures[]> {
  const planned = planChoice(digitDashModule, choice);
  if (!planned.ok) throw new Error(planned.error.message);
  const ports = Array.from({ length: workers }, () => inlineLabPort());
  return new Promise((done, fail) => {
    const measures: GameMeasures[] = [];
    playOnPorts(planned.value.request, planned.value.plan, ports, {
      measured: (m) => measures.push(m),
      done: () => done(measures),
      failed: (error) => fail(new Error(error.message)),
    });
  });
}

describe('the lab in the page’s workers', () => {
  it('gives the same report as the core played in one loop, on one worker or three', async () => {
    const planned = planChoice(digitDashModule, choice);
    if (!planned.ok) throw new Error(planned.error.message);
    const { plan } = planned.value;
    const direct = buildReport(
      plan,
      gameJobs(plan).map((job) => playMeasured(digitDashModule, plan, job)),
    );
    const three = await playOn(3);
    expect(three).toHaveLength(12);
    expect(buildReport(plan, three)).toEqual(direct);
    expect(buildReport(plan, await playOn(1))).toEqual(direct);
    expect(direct.comparison?.b).toBe('B');
  });

  it('deals game 0 of every arm first, in small batches, on no more workers than games', () => {
    const planned = planChoice(digitDashModule, { ...choice, games: 2 });
    if (!planned.ok) throw new Error(planned.error.message);
    expect(dealOrder(planned.value.plan)).toEqual([
      { arm: 0, index: 0 },
      { arm: 1, index: 0 },
      { arm: 0, index: 1 },
      { arm: 1, index: 1 },
    ]);
    expect(batchSize(12, 4)).toBe(1);
    expect(batchSize(10_000, 8)).toBe(4);
    expect(workerCount(3, 8)).toBe(3);
    expect(workerCount(100, 0)).toBe(1);
  });

  it('a worker that cannot play says so with a code, and nothing more arrives', async () => {
    const planned = planChoice(digitDashModule, choice);
    if (!planned.ok) throw new Error(planned.error.message);
    const port = inlineLabPort({ loadModule: () => null });
    const error = await new Promise((done) => {
      playOnPorts(planned.value.request, planned.value.plan, [port], {
        measured: () => done('measured'),
        done: () => done('done'),
        failed: (e) => done(e.code),
      });
    });
    expect(error).toBe('game/unknown');
  });
});
