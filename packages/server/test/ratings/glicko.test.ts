import { describe, expect, it } from 'vitest';
import { INITIAL_RATING, ratePeriod } from '../../src/ratings/glicko.ts';
import { pairwiseScore, rateRanking } from '../../src/ratings/pairwise.ts';
import { placesOf } from '../../src/ratings/places.ts';
import { ratingClassOf } from '../../src/ratings/rating-class.ts';

describe('Glicko-2', () => {
  it("reproduces the worked example of Glickman's paper (1500/200/0.06, τ 0.5: beats 1400/30, loses to 1550/100 and 1700/300)", () => {
    const after = ratePeriod({ rating: 1500, rd: 200, volatility: 0.06 }, [
      { opponent: { rating: 1400, rd: 30, volatility: 0.06 }, score: 1 },
      { opponent: { rating: 1550, rd: 100, volatility: 0.06 }, score: 0 },
      { opponent: { rating: 1700, rd: 300, volatility: 0.06 }, score: 0 },
    ]);
    expect(after.rating).toBeCloseTo(1464.06, 1);
    expect(after.rd).toBeCloseTo(151.52, 1);
    expect(after.volatility).toBeCloseTo(0.05999, 4);
  });

  it('a win over an equal raises the rating and a loss lowers it by the same amount', () => {
    const win = ratePeriod(INITIAL_RATING, [{ opponent: INITIAL_RATING, score: 1 }]);
    const loss = ratePeriod(INITIAL_RATING, [{ opponent: INITIAL_RATING, score: 0 }]);
    expect(win.rating).toBeGreaterThan(1500);
    expect(win.rating - 1500).toBeCloseTo(1500 - loss.rating, 6);
    expect(win.rd).toBeLessThan(INITIAL_RATING.rd);
  });
});

describe('player-count classes', () => {
  it('2 players is 2p, 3 and 4 share 3-4p, 5 to 8 share 5-8p; solo games are not rated', () => {
    expect([1, 2, 3, 4, 5, 8, 9].map(ratingClassOf)).toEqual([
      null,
      '2p',
      '3-4p',
      '3-4p',
      '5-8p',
      '5-8p',
      null,
    ]);
  });
});

describe('multiplayer games as pairwise results', () => {
  it('the winners share first place and everyone else second', () => {
    expect(placesOf({ scores: [3, 9, 1, 9], winners: [1, 3] }, 4)).toEqual([2, 1, 2, 1]);
  });

  it('scores 1 ahead, 0.5 tied and 0 behind', () => {
    expect([pairwiseScore(1, 2), pairwiseScore(2, 2), pairwiseScore(2, 1)]).toEqual([1, 0.5, 0]);
  });

  it('a 4-player match: the winner rises, the others fall equally, a fixed bot seat does not move', () => {
    const bot = { rating: 1700, rd: 50, volatility: 0.06 };
    const after = rateRanking([
      { before: INITIAL_RATING, place: 1, fixed: false },
      { before: INITIAL_RATING, place: 2, fixed: false },
      { before: INITIAL_RATING, place: 2, fixed: false },
      { before: bot, place: 2, fixed: true },
    ]);
    const [winner, second, third, botAfter] = after;
    expect(winner?.rating).toBeGreaterThan(1500);
    expect(second?.rating).toBeLessThan(1500);
    expect(second).toEqual(third);
    expect(botAfter).toEqual(bot);
    // The winner beat three opponents, each counted as one game of the period.
    const byHand = ratePeriod(INITIAL_RATING, [
      { opponent: INITIAL_RATING, score: 1 },
      { opponent: INITIAL_RATING, score: 1 },
      { opponent: bot, score: 1 },
    ]);
    expect(winner).toEqual(byHand);
  });
});
