/**
 * Every measure on Count (count-game.ts), whose games are worked out by hand:
 * `plustwo` against `plusone` with the seats rotated, so game 0 has plustwo
 * in seat 0 and game 1 in seat 1.
 *
 * Game 0: counts [2,0] [2,1] [4,1] [4,2]: seat 0 leads throughout and wins.
 * Game 1: counts [1,0] [1,2] [2,2] [2,4]: seat 0, then 1, then both, then 1
 * (who wins): three lead changes, at 2/4, 3/4 and 4/4 of the game.
 */
import { unwrap } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { compareArms } from '../src/core/compare.ts';
import { skillArms, skillRungs, sweepArms } from '../src/core/designer.ts';
import { gameJobs, planExperiment } from '../src/core/experiment.ts';
import { armMetrics } from '../src/core/metrics.ts';
import { playMeasured } from '../src/core/play.ts';
import { buildReport } from '../src/core/report.ts';
import { countModule } from './count-game.ts';

const plan = unwrap(
  planExperiment(countModule, { game: 'count', arms: [{ bots: ['plustwo', 'plusone'] }], games: 2, seed: 1 }),
);
const [game0, game1] = gameJobs(plan).map((job) => playMeasured(countModule, plan, job));
if (!game0 || !game1) throw new Error('two games expected');

describe('one game of Count, measured', () => {
  it('length: four moves in four turns', () => {
    expect(game0).toMatchObject({ moves: 4, turns: 4, firstMover: 0, seats: ['plustwo', 'plusone'] });
    expect(game1.seats).toEqual(['plusone', 'plustwo']);
  });

  it('scores and winners', () => {
    expect(game0).toMatchObject({ scores: [4, 2], winners: [0] });
    expect(game1).toMatchObject({ scores: [2, 4], winners: [1] });
  });

  it('lead changes: none in game 0, three in game 1 at 2/4, 3/4 and 4/4', () => {
    expect(game0.leadChanges).toEqual([]);
    expect(game1.leadChanges).toEqual([0.5, 0.75, 1]);
  });

  it('decisiveness: game 0 decided at the first move, game 1 at the last', () => {
    expect(game0.decisiveAt).toBe(0.25);
    expect(game1.decisiveAt).toBe(1);
  });

  it('drama: the winner of game 1 stood 1/6 behind at the first of four positions', () => {
    expect(game0.drama).toEqual({ gap: 0, behind: 0 });
    expect(game1.drama?.gap).toBeCloseTo(1 / 24, 12);
    expect(game1.drama?.behind).toBe(0.25);
  });

  it('branching: two legal moves at every decision', () => {
    expect(game0.branchingMean).toBe(2);
    expect(game0.branching.filter((b) => b !== null)).toEqual([2, 2, 2, 2]);
  });

  it('hidden information per seat: seat 0 misses one leaf of six, seat 1 two, their mean 1/4', () => {
    expect(game0.hiddenBySeat).toEqual([1 / 6, 2 / 6]);
    expect(game0.hiddenMean).toBe(0.25);
    expect(game0.hidden?.filter((h) => h !== null)).toEqual([0.25, 0.25, 0.25, 0.25]);
  });

  it('the outcome is the game’s own kind of ending: seat 1 won game 0, seat 2 game 1', () => {
    expect(game0.outcome).toBe('seat 1 won');
    expect(game1.outcome).toBe('seat 2 won');
  });
});

describe('the arm of both games', () => {
  const m = armMetrics([game1, game0]);

  it('win rate by seat, by bot, and of the first mover, with intervals', () => {
    expect(m.bySeat.map((r) => r.rate)).toEqual([0.5, 0.5]);
    expect(m.firstMover).toMatchObject({ count: 1, n: 2, rate: 0.5, fair: 0.5 });
    expect(m.byBot).toEqual([
      expect.objectContaining({ bot: 'plustwo', seats: 2, meanScore: 4 }),
      expect.objectContaining({ bot: 'plusone', seats: 2, meanScore: 2 }),
    ]);
    expect(m.byBot[0]?.wins.rate).toBe(1);
    expect(m.byBot[0]?.wins.low).toBeLessThan(1);
  });

  it('draws, length, margins', () => {
    expect(m.draws.count).toBe(0);
    expect(m.noWinner.count).toBe(0);
    expect(m.moves).toMatchObject({ mean: 4, min: 4, max: 4 });
    expect(m.scores.margin).toMatchObject({ mean: 2 });
  });

  it('hidden information: the mean of the seats per game and over the game, and each seat’s', () => {
    expect(m.hidden?.perGame).toMatchObject({ n: 2, mean: 0.25, min: 0.25, max: 0.25 });
    expect(m.hidden?.bySeat.map((d) => d.mean)).toEqual([0.1667, 0.3333]);
    expect(m.hidden?.curve.filter((v) => v !== null)).toEqual([0.25, 0.25, 0.25, 0.25]);
  });

  it('outcomes: each kind of ending with its share of the games, their length and the first mover’s wins', () => {
    expect(
      m.outcomes?.map((o) => [o.outcome, o.games.count, o.games.n, o.moves.mean, o.primary.rate]),
    ).toEqual([
      ['seat 1 won', 1, 2, 4, 1],
      ['seat 2 won', 1, 2, 4, 0],
    ]);
    expect(m.outcomes?.[0]?.games).toMatchObject({ rate: 0.5 });
    // Most frequent first; a game whose statistics name no outcome has none.
    const more = armMetrics([game0, game1, { ...game1, index: 2 }]);
    expect(more.outcomes?.map((o) => [o.outcome, o.games.count])).toEqual([
      ['seat 2 won', 2],
      ['seat 1 won', 1],
    ]);
    expect(armMetrics([{ ...game0, outcome: null }]).outcomes).toBeNull();
  });

  it('lead changes, their lateness and curve; decisiveness; drama', () => {
    expect(m.lead?.changes.mean).toBe(1.5);
    expect(m.lead?.anyChange.rate).toBe(0.5);
    expect(m.lead?.lastChange.mean).toBe(1);
    // Game 1's changes fall in the 5th, 8th and 10th tenths; averaged over the two games.
    expect(m.lead?.curve).toEqual([0, 0, 0, 0, 0.5, 0, 0, 0.5, 0, 0.5]);
    expect(m.decisiveness?.mean).toBe(0.625);
    expect(m.drama?.gap.mean).toBeCloseTo(1 / 48, 4);
  });

  it('a statistic that is 1 or 0 in every game splits the first mover’s win rate', () => {
    const flagged = armMetrics([
      { ...game0, stats: { doubled: 1, score: 3 } },
      { ...game1, stats: { doubled: 0, score: 1 } },
    ]);
    expect(flagged.conditions).toEqual([
      expect.objectContaining({ stat: 'doubled', when: expect.objectContaining({ n: 1, rate: 1 }) }),
    ]);
    expect(flagged.conditions[0]?.otherwise).toMatchObject({ n: 1, rate: 0 });
  });

  it('the same games in any order give the same metrics', () => {
    expect(armMetrics([game0, game1])).toEqual(m);
  });
});

describe('shared wins and games nobody won, worked out by hand', () => {
  // Game 0 as played (seat 0 wins alone), game 1 shared by both seats, game 1 again won by nobody.
  const shared = { ...game1, index: 1, winners: [0, 1] };
  const none = { ...game1, index: 2, winners: [] };
  const m = armMetrics([game0, shared, none]);

  it('a shared win is shared: seat 0 has 1 + 1/2 + 0 of 3 games, seat 1 has 0 + 1/2 + 0', () => {
    expect(m.bySeat.map((r) => r.count)).toEqual([1.5, 0.5]);
    expect(m.bySeat.map((r) => r.rate)).toEqual([0.5, 0.1667]);
  });

  it('draws count the shared win, noWinner the game nobody won, won the other two', () => {
    expect(m.draws).toMatchObject({ count: 1, n: 3 });
    expect(m.noWinner).toMatchObject({ count: 1, n: 3 });
    expect(m.won).toMatchObject({ count: 2, n: 3 });
  });

  it('the first mover (seat 0 in every game) has 1 + 1/2 + 0 of the three', () => {
    expect(m.firstMover).toMatchObject({ count: 1.5, n: 3, rate: 0.5, fair: 0.5 });
  });
});

describe('comparing arms and the designer’s extra arms', () => {
  it('the paired difference of the first mover’s win rate between two arms', () => {
    const a = [game0, game1];
    const b = [
      { ...game0, winners: [0] },
      { ...game1, winners: [0] },
    ];
    const c = compareArms({ a: 'A', b: 'B' }, a, b);
    expect(c.primary).toMatchObject({ measure: 'first mover win rate', a: 0.5, b: 1, difference: 0.5 });
    expect(c.primary.sequential.settledAfter).toBeNull();
  });

  it('the skill ladder: random, then each level, each spec once', () => {
    expect(skillRungs(countModule).map((r) => r.spec)).toEqual(['random', 'plusone', 'plustwo']);
    expect(skillArms(countModule, { bots: ['random'] }, 2).map((a) => a.label)).toEqual([
      'hard vs medium',
      'medium vs random',
      'hard vs random',
    ]);
  });

  it('the skill ladder’s index: plustwo beat random in every game of this seed', () => {
    const arms = skillArms(countModule, { bots: ['random'] }, 2);
    const skillPlan = unwrap(planExperiment(countModule, { game: 'count', arms, games: 4, seed: 2 }));
    const report = buildReport(
      skillPlan,
      gameJobs(skillPlan).map((job) => playMeasured(countModule, skillPlan, job)),
    );
    const top = report.skill?.pairs.at(-1);
    expect(top).toMatchObject({ label: 'hard vs random', fair: 0.5 });
    expect(top?.share.rate).toBe(1);
    expect(report.skill?.index).toBe(1);
  });

  it('a game without options has no sweep', () => {
    expect(sweepArms(countModule, { bots: ['random'] }, 2)).toEqual([]);
  });
});
