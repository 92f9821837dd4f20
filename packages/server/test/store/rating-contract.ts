/**
 * One battery for the rating store of every adapter (issue #22): a rated
 * match's update lands once (a replayed end is `already`), an update from a
 * rating that moved since it was read is `stale` and writes nothing, and the
 * history reads back oldest first.
 */
import { describe, expect, it } from 'vitest';
import type { RatedMatchUpdate } from '../../src/store/rating-store.ts';
import type { MatchStore } from '../../src/store/store.ts';

let counter = 0;
const unique = (prefix: string): string => `${prefix}-${process.pid}-${Date.now()}-${counter++}`;

function update(
  match: string,
  subject: string,
  gamesBefore: number,
  rating: number,
  at: number,
): RatedMatchUpdate {
  return {
    match,
    game: 'digit-dash',
    ratingClass: '2p',
    at,
    seats: [{ subject, gamesBefore, place: 1, before: 1500, rating, rd: 290, volatility: 0.06 }],
  };
}

export function ratingContract(name: string, open: () => Promise<MatchStore>): void {
  describe(`${name}: the rating store`, () => {
    it('applies a rated match once: the same end replayed is already applied and changes nothing', async () => {
      const store = await open();
      const subject = unique('acc');
      const match = unique('m');
      expect(await store.ratings.applyRated(update(match, subject, 0, 1662.3, 10))).toBe('applied');
      expect(await store.ratings.applyRated(update(match, subject, 0, 1900, 11))).toBe('already');
      expect(await store.ratings.applyRated(update(match, subject, 1, 1900, 11))).toBe('already');
      const row = await store.ratings.rating(subject, 'digit-dash', '2p');
      expect(row).toEqual({
        subject,
        game: 'digit-dash',
        ratingClass: '2p',
        rating: 1662.3,
        rd: 290,
        volatility: 0.06,
        games: 1,
        updatedAt: 10,
      });
      await store.close();
    });

    it('refuses an update read before another match moved the rating, writing nothing', async () => {
      const store = await open();
      const subject = unique('acc');
      const [first, second, late] = [unique('m'), unique('m'), unique('m')];
      expect(await store.ratings.applyRated(update(first, subject, 0, 1600, 10))).toBe('applied');
      expect(await store.ratings.applyRated(update(second, subject, 1, 1650, 20))).toBe('applied');
      // Computed from the rating after one game: two have been counted since.
      expect(await store.ratings.applyRated(update(late, subject, 1, 1400, 30))).toBe('stale');
      expect((await store.ratings.rating(subject, 'digit-dash', '2p'))?.rating).toBe(1650);
      const history = await store.ratings.historyOf(subject, 'digit-dash', '2p', 10);
      expect(history.map((h) => [h.match, h.rating, h.at])).toEqual([
        [first, 1600, 10],
        [second, 1650, 20],
      ]);
      expect((await store.ratings.historyOf(subject, 'digit-dash', '2p', 1)).map((h) => h.match)).toEqual([
        second,
      ]);
      expect((await store.ratings.ratingsOf(subject)).map((r) => [r.game, r.ratingClass, r.games])).toEqual([
        ['digit-dash', '2p', 2],
      ]);
      await store.close();
    });

    it('a new account racing another match to its first rating is stale, not doubled', async () => {
      const store = await open();
      const subject = unique('acc');
      expect(await store.ratings.applyRated(update(unique('m'), subject, 0, 1600, 10))).toBe('applied');
      expect(await store.ratings.applyRated(update(unique('m'), subject, 0, 1400, 11))).toBe('stale');
      expect((await store.ratings.rating(subject, 'digit-dash', '2p'))?.games).toBe(1);
      await store.close();
    });
  });
}
