/**
 * One battery for the table around the game in every store adapter (issue
 * #22): starting once, the lobby's listing, clocks found when they ran out,
 * ends and bot seats stored only at the position they were decided at, and
 * push subscriptions linked to the seats their tokens hold.
 */
import { describe, expect, it } from 'vitest';
import type { MatchStore, SeatRow } from '../../src/store/store.ts';
import { after, newMatch } from './contract.ts';

const human = (seat: number, tokenHash: string | null = null, name: string | null = null): SeatRow => ({
  seat,
  kind: 'human',
  bot: null,
  name,
  tokenHash,
  reservedFor: null,
  account: null,
});

const push = (n: number) => ({
  endpoint: `https://push.example/send/${n}-${Math.random()}`,
  p256dh: `key${n}`,
  auth: `auth${n}`,
  createdAt: n,
});

export function tableContract(name: string, open: () => Promise<MatchStore>) {
  describe(`${name} store: the table around the game`, () => {
    it('starts a waiting match once', async () => {
      const store = await open();
      const m = newMatch({ startedAt: null });
      await store.createMatch(m);
      expect(await store.startMatch(m.row.id, 42)).toBe(true);
      expect(await store.startMatch(m.row.id, 43)).toBe(false);
      expect((await store.loadRow(m.row.id))?.startedAt).toBe(42);
      expect(await store.startMatch('no-such-match-here', 1)).toBe(false);
      await store.close();
    });

    it('lists the listed matches that still wait, of one game or all, the oldest first', async () => {
      const store = await open();
      const game = `lobby-${Math.random().toString(36).slice(2, 8)}`;
      // Opened by quick pairing, with the range its creator asked for.
      const pairRange = { min: 1400, max: 1650.5 };
      const waiting = newMatch({ game, listed: true, startedAt: null, createdAt: 2, pairRange }, [
        human(0, 'w0'),
        human(1),
      ]);
      const older = newMatch({ game, listed: true, startedAt: null, createdAt: 1 }, [human(0), human(1)]);
      const started = newMatch({ game, listed: true, startedAt: 5 });
      const unlisted = newMatch({ game, startedAt: null });
      const over = newMatch({ game, listed: true, startedAt: null, status: 'over' });
      for (const m of [waiting, older, started, unlisted, over]) await store.createMatch(m);
      const listed = await store.waitingListed(50, game);
      expect(listed.map((l) => l.row.id)).toEqual([older.row.id, waiting.row.id]);
      expect(listed[1]?.seats).toEqual(waiting.seats);
      expect(listed.map((l) => l.row.pairRange)).toEqual([null, pairRange]);
      expect((await store.loadRow(waiting.row.id))?.pairRange).toEqual(pairRange);
      expect((await store.waitingListed(1000)).map((l) => l.row.id)).toContain(waiting.row.id);
      expect(await store.waitingListed(50, 'no-such-game')).toEqual([]);
      await store.close();
    });

    it('finds the started live matches whose clock ran out, from the later of the last move and the start', async () => {
      const store = await open();
      const timed = newMatch({ turnSeconds: 60, updatedAt: 1000, startedAt: 500 });
      const lateStart = newMatch({ turnSeconds: 60, updatedAt: 1000, startedAt: 30_000 });
      const waiting = newMatch({ turnSeconds: 60, updatedAt: 1000, startedAt: null });
      const untimed = newMatch({ updatedAt: 1000 });
      for (const m of [timed, lateStart, waiting, untimed]) await store.createMatch(m);
      const due = (now: number) =>
        store
          .clocksDue(now)
          .then((ids) =>
            ids.filter((id) => [timed, lateStart, waiting, untimed].some((m) => m.row.id === id)),
          );
      expect(await due(60_999)).toEqual([]);
      expect(await due(61_000)).toEqual([timed.row.id]);
      expect((await due(90_000)).sort()).toEqual([timed.row.id, lateStart.row.id].sort());
      // A move resets the clock.
      expect(
        await store.appendMoves(timed.row.id, 1, [{ seq: 1, actor: 0, move: 1 }], after(2, { at: 80_000 })),
      ).toBe('ok');
      expect(await due(90_000)).toEqual([lateStart.row.id]);
      await store.close();
    });

    it('ends a match only at the position it was decided at, and takes no move after', async () => {
      const store = await open();
      const m = newMatch();
      await store.createMatch(m);
      const forfeit = { scores: [], winners: [1], forfeit: { seat: 0, reason: 'timeout' } };
      expect(await store.endMatch(m.row.id, 0, forfeit, 7)).toBe(false);
      expect(await store.endMatch(m.row.id, 1, forfeit, 7)).toBe(true);
      expect(await store.endMatch(m.row.id, 1, forfeit, 8)).toBe(false);
      expect(await store.loadRow(m.row.id)).toMatchObject({
        status: 'over',
        toAct: [],
        result: forfeit,
        updatedAt: 7,
      });
      const move = [{ seq: 1, actor: 0, move: { type: 'late' } }];
      expect(await store.appendMoves(m.row.id, 1, move, after(2))).toBe('conflict');
      expect(await store.appendMoves(m.row.id, 1, move, after(2), { seat: 0, tokenHash: 'x' })).toBe(
        'conflict',
      );
      expect(await store.movesFrom(m.row.id, 1)).toEqual([]);
      await store.close();
    });

    it('hands a person’s seat to a bot at the position it was decided at, keeping the name', async () => {
      const store = await open();
      const m = newMatch({}, [human(0, 'ann', 'Ann'), human(1, 'bob', 'Bob')]);
      await store.createMatch(m);
      expect(await store.seatBot(m.row.id, 0, 'medium', 3)).toBe(false);
      expect(await store.seatBot(m.row.id, 0, 'medium', 1)).toBe(true);
      expect(await store.seatBot(m.row.id, 0, 'hard', 1)).toBe(false); // a bot's seat now
      expect((await store.loadSeats(m.row.id))[0]).toEqual({
        seat: 0,
        kind: 'bot',
        bot: 'medium',
        name: 'Ann',
        tokenHash: null,
        reservedFor: null,
        account: null,
      });
      await store.close();
    });

    it('links a push subscription to the seats its tokens hold, and forgets it', async () => {
      const store = await open();
      const tag = Math.random().toString(36).slice(2);
      const m = newMatch({}, [human(0, `a-${tag}`), human(1, `b-${tag}`)]);
      await store.createMatch(m);
      const first = push(1);
      expect(await store.addPushSubscription(first, [`a-${tag}`, `nobody-${tag}`])).toBe(1);
      expect(await store.addPushSubscription({ ...first, p256dh: 'new' }, [`a-${tag}`])).toBe(1);
      expect(await store.pushSubscriptionsOf(m.row.id, 0)).toEqual([{ ...first, p256dh: 'new' }]);
      expect(await store.pushSubscriptionsOf(m.row.id, 1)).toEqual([]);
      // Whoever holds the seat is told: a token that left it is not.
      expect(await store.releaseSeat(m.row.id, 0, `a-${tag}`, null)).toBe(true);
      expect(await store.pushSubscriptionsOf(m.row.id, 0)).toEqual([]);
      expect(await store.removePushSubscription(first.endpoint)).toBe(true);
      expect(await store.removePushSubscription(first.endpoint)).toBe(false);
      await store.close();
    });
  });
}
