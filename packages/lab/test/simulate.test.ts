import { describe, expect, it } from 'vitest';
import { planSimulation, runSeries, simulate } from '../src/simulate.ts';

const request = { game: 'digit-dash', bots: ['greedy', 'random'], games: 4, seed: 7 } as const;

describe('planning a series', () => {
  it('seats the bots in turn and gives each game its own seed', () => {
    const planned = planSimulation(request);
    if (!planned.ok) throw new Error(planned.error.message);
    expect(planned.value.task.config.players).toBe(2);
    expect(planned.value.task.games).toEqual([
      { seats: ['greedy', 'random'], seed: '7/0' },
      { seats: ['random', 'greedy'], seed: '7/1' },
      { seats: ['greedy', 'random'], seed: '7/2' },
      { seats: ['random', 'greedy'], seed: '7/3' },
    ]);
  });

  it('refuses an unknown game, a bad player count, no or unknown bots and no games, with codes', () => {
    const code = (r: ReturnType<typeof planSimulation>) => (r.ok ? 'ok' : r.error.code);
    expect(code(planSimulation({ ...request, game: 'chess' }))).toBe('game/unknown');
    expect(code(planSimulation({ ...request, players: 9 }))).toBe('setup/bad-player-count');
    expect(code(planSimulation({ ...request, bots: [] }))).toBe('bot/invalid');
    expect(code(planSimulation({ ...request, bots: ['nobody'] }))).toBe('bot/unknown');
    expect(code(planSimulation({ ...request, games: 0 }))).toBe('input/invalid');
  });
});

describe('playing a series', () => {
  it('gives the same outcomes on one thread or two workers', async () => {
    const planned = planSimulation(request);
    if (!planned.ok) throw new Error(planned.error.message);
    const progress: number[] = [];
    const one = await runSeries(planned.value.task, 1);
    const two = await runSeries(planned.value.task, 2, (done) => progress.push(done));
    expect(two).toEqual(one);
    expect(progress).toEqual([1, 2, 3, 4]);
  });

  it('summarizes the series with the seats it was played in', async () => {
    const report = await simulate(request);
    if (!report.ok) throw new Error(report.error.message);
    expect(report.value).toMatchObject({ game: 'digit-dash', players: 2, seed: 7, games: 4 });
    expect(report.value.bots.map((b) => [b.bot, b.seats])).toEqual([
      ['greedy', 4],
      ['random', 4],
    ]);
  });
});
