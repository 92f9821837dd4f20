import { describe, expect, it } from 'vitest';
import { botRatingsFrom } from '../../src/ratings/bot-ratings.ts';
import { INITIAL_RATING, ratePeriod } from '../../src/ratings/glicko.ts';
import { applyRatedEnd, type FinishedRatedMatch } from '../../src/ratings/rate-match.ts';
import { SqliteStore } from '../../src/store/sqlite.ts';

const bots = botRatingsFrom([{ game: 'digit-dash', ratingClass: '2p', level: 'hard', rating: 1700, rd: 60 }]);
const hard = { rating: 1700, rd: 60, volatility: 0.06 };

function finished(match: string, winners: number[], seats: FinishedRatedMatch['seats']): FinishedRatedMatch {
  return { match, game: 'digit-dash', seats, result: { scores: seats.map(() => 0), winners }, at: 100 };
}

describe('a rated match updates its accounts once', () => {
  it('2 players: an account that beats the hard bot gains what Glicko-2 gives a win over 1700/60; the bot is not stored', async () => {
    const store = new SqliteStore(':memory:');
    const end = finished(
      'm1',
      [0],
      [
        { kind: 'account', account: 'ann' },
        { kind: 'bot', level: 'hard' },
      ],
    );
    expect(await applyRatedEnd(store.ratings, bots, end)).toBe('applied');
    const expected = ratePeriod(INITIAL_RATING, [{ opponent: hard, score: 1 }]);
    expect(await store.ratings.rating('ann', 'digit-dash', '2p')).toMatchObject({ ...expected, games: 1 });
    expect(await store.ratings.ratingsOf('hard')).toEqual([]);
    await store.close();
  });

  it('a replayed end is already applied and changes nothing', async () => {
    const store = new SqliteStore(':memory:');
    const end = finished(
      'm1',
      [1],
      [
        { kind: 'account', account: 'ann' },
        { kind: 'account', account: 'bob' },
      ],
    );
    expect(await applyRatedEnd(store.ratings, bots, end)).toBe('applied');
    const once = await store.ratings.rating('bob', 'digit-dash', '2p');
    expect(await applyRatedEnd(store.ratings, bots, end)).toBe('already');
    expect(await store.ratings.rating('bob', 'digit-dash', '2p')).toEqual(once);
    expect(once?.rating).toBeGreaterThan(1500);
    await store.close();
  });

  it('4 players (class 3-4p): the winner rises, the two losing accounts fall alike, rated pairwise', async () => {
    const store = new SqliteStore(':memory:');
    const fourBots = botRatingsFrom([
      { game: 'digit-dash', ratingClass: '3-4p', level: 'easy', rating: 1300, rd: 80 },
    ]);
    const end = finished(
      'm4',
      [2],
      [
        { kind: 'account', account: 'ann' },
        { kind: 'account', account: 'bob' },
        { kind: 'account', account: 'cy' },
        { kind: 'bot', level: 'easy' },
      ],
    );
    expect(await applyRatedEnd(store.ratings, fourBots, end)).toBe('applied');
    const easy = { rating: 1300, rd: 80, volatility: 0.06 };
    const winner = ratePeriod(INITIAL_RATING, [
      { opponent: INITIAL_RATING, score: 1 },
      { opponent: INITIAL_RATING, score: 1 },
      { opponent: easy, score: 1 },
    ]);
    const loser = ratePeriod(INITIAL_RATING, [
      { opponent: INITIAL_RATING, score: 0.5 },
      { opponent: INITIAL_RATING, score: 0 },
      { opponent: easy, score: 0.5 },
    ]);
    expect(await store.ratings.rating('cy', 'digit-dash', '3-4p')).toMatchObject(winner);
    expect(await store.ratings.rating('ann', 'digit-dash', '3-4p')).toMatchObject(loser);
    expect(await store.ratings.rating('bob', 'digit-dash', '3-4p')).toMatchObject(loser);
    expect(await store.ratings.rating('cy', 'digit-dash', '2p')).toBeNull();
    await store.close();
  });

  it('3 players, one resigned (left under way): rated behind everyone, even when its seat won; places renumbered', async () => {
    const store = new SqliteStore(':memory:');
    // The bot that took over Bob's seat won; Bob resigned, so he is last and Ann and Cy tie for first.
    const end = finished(
      'm3',
      [1],
      [
        { kind: 'account', account: 'ann' },
        { kind: 'account', account: 'bob', resigned: true },
        { kind: 'account', account: 'cy' },
      ],
    );
    expect(await applyRatedEnd(store.ratings, bots, end)).toBe('applied');
    const ahead = ratePeriod(INITIAL_RATING, [
      { opponent: INITIAL_RATING, score: 1 },
      { opponent: INITIAL_RATING, score: 0.5 },
    ]);
    const resigned = ratePeriod(INITIAL_RATING, [
      { opponent: INITIAL_RATING, score: 0 },
      { opponent: INITIAL_RATING, score: 0 },
    ]);
    expect(await store.ratings.rating('ann', 'digit-dash', '3-4p')).toMatchObject(ahead);
    expect(await store.ratings.rating('cy', 'digit-dash', '3-4p')).toMatchObject(ahead);
    expect(await store.ratings.rating('bob', 'digit-dash', '3-4p')).toMatchObject(resigned);
    const places = await Promise.all(
      ['ann', 'bob', 'cy'].map(
        async (a) => (await store.ratings.historyOf(a, 'digit-dash', '3-4p', 1))[0]?.place,
      ),
    );
    expect(places).toEqual([1, 2, 1]);
    await store.close();
  });

  it('refuses a bot level with no measured rating, or one account in two seats, and stores nothing', async () => {
    const store = new SqliteStore(':memory:');
    const unmeasured = finished(
      'm5',
      [0],
      [
        { kind: 'account', account: 'ann' },
        { kind: 'bot', level: 'medium' },
      ],
    );
    expect(await applyRatedEnd(store.ratings, bots, unmeasured)).toBe('ratings/unrated-bot');
    const twice = finished(
      'm6',
      [0],
      [
        { kind: 'account', account: 'ann' },
        { kind: 'account', account: 'ann' },
      ],
    );
    expect(await applyRatedEnd(store.ratings, bots, twice)).toBe('ratings/same-account');
    expect(await store.ratings.ratingsOf('ann')).toEqual([]);
    await store.close();
  });
});
