import { describe, expect, it } from 'vitest';
import { buildReport } from '../src/core/report.ts';
import { planOnShelf, playExperiment, runExperiment } from '../src/experiment.ts';

const request = {
  game: 'digit-dash',
  arms: [{ bots: ['greedy', 'random'] }, { bots: ['greedy', 'random'], options: { blockLimit: '20' } }],
  games: 4,
  seed: 'lab-test',
};

describe('an experiment on this machine', () => {
  it('refuses bad games, options, player counts, bots and counts with codes', () => {
    const code = (r: ReturnType<typeof planOnShelf>) => (r.ok ? 'ok' : r.error.code);
    expect(code(planOnShelf({ ...request, game: 'chess' }))).toBe('game/unknown');
    expect(code(planOnShelf({ ...request, arms: [{ bots: ['random'], options: { nope: 1 } }] }))).toBe(
      'options/invalid',
    );
    expect(code(planOnShelf({ ...request, arms: [{ bots: ['random'], players: 9 }] }))).toBe(
      'setup/bad-player-count',
    );
    expect(code(planOnShelf({ ...request, arms: [{ bots: ['nobody'] }] }))).toBe('bot/unknown');
    expect(code(planOnShelf({ ...request, games: 0 }))).toBe('options/invalid');
    expect(code(planOnShelf(request))).toBe('ok');
  });

  it('gives the same measures and report on one thread and on four', async () => {
    const plan = planOnShelf(request);
    if (!plan.ok) throw new Error(plan.error.message);
    const progress: number[] = [];
    const one = await playExperiment(plan.value, 1);
    const four = await playExperiment(plan.value, 4, (done) => progress.push(done));
    expect(four).toEqual(one);
    expect(progress).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(buildReport(plan.value, four)).toEqual(buildReport(plan.value, one));
  });

  it('reports each arm with its options, and compares two arms game by game', async () => {
    const report = await runExperiment(request);
    if (!report.ok) throw new Error(report.error.message);
    const [a, b] = report.value.arms;
    expect(a?.options.blockLimit).toBe(60);
    expect(b?.options.blockLimit).toBe(20);
    expect(a?.metrics.games).toBe(4);
    expect(report.value.comparison?.primary.measure).toBe('first mover win rate');
  });
});
