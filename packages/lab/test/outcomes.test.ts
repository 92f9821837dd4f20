/**
 * Each game's kinds of ending (`StatsCollector.outcome`), which the lab
 * counts as `outcomes`: on games played by bots, each outcome agrees with
 * what the result and the final state say by another road, and an arm's
 * outcomes share out all its games.
 */
import { createBot, playGame } from '@gameshelf/bots/browser';
import type { AnyGameModule, GameResult } from '@gameshelf/engine';
import { findGame } from '@gameshelf/shelf';
import { describe, expect, it } from 'vitest';
import { gameJobs, planExperiment } from '../src/core/experiment.ts';
import { armMetrics } from '../src/core/metrics.ts';
import { playMeasured } from '../src/core/play.ts';

const module = (id: string) => {
  const found = findGame(id);
  if (!found.ok) throw new Error(found.error.message);
  return found.value;
};

interface Ended {
  readonly outcome: string | undefined;
  readonly result: GameResult;
  // biome-ignore lint/suspicious/noExplicitAny: each test reads its own game's final state
  readonly final: any;
}

/** `games` games of `id` between `bot`s, each with its outcome, result and final state. */
function played(
  id: string,
  games: number,
  bot: string,
  options: Record<string, unknown> = {},
  players = 2,
): Ended[] {
  const m = module(id);
  const plan = planExperiment(m, { game: id, arms: [{ bots: [bot], options, players }], games: 1, seed: 1 });
  if (!plan.ok) throw new Error(plan.error.message);
  const armOptions = plan.value.arms[0]?.options ?? {};
  return Array.from({ length: games }, (_, i) => {
    const bots = Array.from({ length: players }, () => {
      const b = createBot(m, bot);
      if (!b.ok) throw new Error(b.error.message);
      return b.value;
    });
    let final: unknown = null;
    const { result } = playGame(
      m,
      { players, options: armOptions },
      bots,
      `outcomes/${i}`,
      undefined,
      (s) => {
        final = s.after;
      },
    );
    return { outcome: m.stats?.().outcome?.(final), result, final };
  });
}

const kinds = (ended: readonly Ended[]) => [...new Set(ended.map((e) => e.outcome))].sort();

describe('how each game says its games ended', () => {
  it('Domino Run: escaped, caught or still running at the turn limit, as the result says', () => {
    const ended = played('domino-run', 12, 'greedy', { turnLimit: 12 }, 1);
    const said = (summary = '') =>
      summary.startsWith('escaped') ? 'escaped' : summary.startsWith('caught') ? 'caught' : 'turn limit';
    for (const e of ended) {
      expect(e.outcome).toBe(said(e.result.summary));
      expect(e.outcome === 'escaped').toBe(e.result.winners.length > 0);
    }
    expect(kinds(ended)).toEqual(expect.arrayContaining(['caught', 'turn limit']));
  });

  it('Digit Dash: went out when the last game has the player who went out, else blocked', () => {
    for (const e of played('digit-dash', 6, 'greedy', { blockLimit: 10 })) {
      const last = e.final.games.at(-1);
      expect(e.outcome).toBe('player' in last ? 'went out' : 'blocked');
      expect(e.result.summary?.startsWith(e.outcome === 'blocked' ? 'blocked' : 'P')).toBe(true);
    }
  });

  it('DIGIT Solitaire: the rating of the score in the seed’s bands (DG-7)', () => {
    const band = (score: number) =>
      score >= -5
        ? 'exceptional'
        : score >= -10
          ? 'very good'
          : score >= -15
            ? 'good'
            : score >= -20
              ? 'satisfactory'
              : 'needs practice';
    for (const e of played('digit', 4, 'greedy', { version: 'solitaire' }, 1))
      expect(e.outcome).toBe(band(e.result.scores[0] ?? 0));
  });

  it('DIGIT Standard: a hand emptied (a score of 0) or the 500-move cap', () => {
    const ended = played('digit', 6, 'greedy');
    for (const e of ended) expect(e.outcome).toBe(e.result.scores.includes(0) ? 'hand emptied' : 'move cap');
    expect(kinds(ended)).toContain('hand emptied');
  });

  it('Smashdodes: whose D20 the ending shot knocked out: the other’s, the shooter’s own, or both (SD-11)', () => {
    const [e] = played('smashdodes', 1, 'greedy');
    if (!e) throw new Error('one game expected');
    const winner: number = e.result.winners[0] ?? -1;
    const loser = 1 - winner;
    const outcome = module('smashdodes').stats?.().outcome;
    if (!outcome) throw new Error('Smashdodes names its outcomes');
    // The rules' reason names a knocked-out D20; a D20 is the seventh die of its player's seven.
    expect(e.final.dice[loser * 7 + 6].place.at).toBe('ko');
    const shot = (shooter: number) => ({ ...e.final, last: { ...e.final.last, shooter } });
    expect(outcome(shot(winner))).toBe('other D20 knocked out');
    expect(outcome(shot(loser))).toBe('own D20 knocked out');
    const dice = e.final.dice.map((d: { place: object }, i: number) =>
      i === winner * 7 + 6 ? { ...d, place: { at: 'ko' } } : d,
    );
    expect(outcome({ ...shot(loser), dice })).toBe('both D20s knocked out');
    expect(e.outcome).toBe(e.final.last.shooter === winner ? 'other D20 knocked out' : 'own D20 knocked out');
  });

  it('Double Domino Havoc names none: its rounds end in different ways, not its games', () => {
    const havoc: AnyGameModule = module('domino-havoc');
    expect(havoc.stats?.().outcome).toBeUndefined();
  });
});

describe('the arm’s outcomes', () => {
  it('share out all the arm’s games, with the win rate in each kind (Domino Run)', () => {
    const m = module('domino-run');
    const plan = planExperiment(m, {
      game: 'domino-run',
      arms: [{ bots: ['greedy'], options: { turnLimit: 12 } }],
      games: 12,
      seed: 5,
    });
    if (!plan.ok) throw new Error(plan.error.message);
    const metrics = armMetrics(gameJobs(plan.value).map((job) => playMeasured(m, plan.value, job)));
    const outcomes = metrics.outcomes ?? [];
    expect(outcomes.reduce((n, o) => n + o.games.count, 0)).toBe(12);
    for (const o of outcomes) expect(o.primary.rate).toBe(o.outcome === 'escaped' ? 1 : 0);
    const counts = outcomes.map((o) => o.games.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('are null for a game that names no kinds of ending (Havoc)', () => {
    const m = module('domino-havoc');
    const plan = planExperiment(m, {
      game: 'domino-havoc',
      arms: [{ bots: ['greedy'], options: { rounds: 1 } }],
      games: 1,
      seed: 1,
    });
    if (!plan.ok) throw new Error(plan.error.message);
    const [job] = gameJobs(plan.value);
    if (!job) throw new Error('one job expected');
    expect(armMetrics([playMeasured(m, plan.value, job)]).outcomes).toBeNull();
  });
});
