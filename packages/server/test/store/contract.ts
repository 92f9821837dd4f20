/**
 * One battery for every store adapter: what the match service relies on,
 * above all that a position of a match's log can be taken only once.
 */
import { describe, expect, it } from 'vitest';
import type { MatchRow, MatchStore, NewMatch, SeatRow } from '../../src/store/store.ts';

let counter = 0;

export function newMatch(overrides: Partial<MatchRow> = {}, seats?: SeatRow[]): NewMatch {
  const id = `test-match-${process.pid}-${Date.now()}-${counter++}`;
  const row: MatchRow = {
    id,
    game: 'toy',
    players: 2,
    options: { rounds: 3, open: false, deck: 'short' },
    seed: 'seed-1',
    engineVersion: '0.1.0',
    turnSeconds: null,
    clock: null,
    listed: false,
    startedAt: 1_700_000_000_000,
    createdAt: 1_700_000_000_000,
    seq: 1,
    stateHash: 'h1',
    status: 'live',
    toAct: [0],
    result: null,
    rematch: null,
    client: 'ip:0123456789abcdef',
    rated: false,
    pairRange: null,
    address: 'ip:fedcba9876543210',
    updatedAt: 1_700_000_000_000,
    ...overrides,
  };
  return {
    row,
    seats: seats ?? [
      { seat: 0, kind: 'human', bot: null, name: null, tokenHash: null, reservedFor: null, account: null },
      { seat: 1, kind: 'bot', bot: 'easy', name: null, tokenHash: null, reservedFor: null, account: null },
    ],
    moves: [{ seq: 0, actor: 'chance', move: { type: 'deal', card: 3 } }],
  };
}

export const after = (seq: number, extra: Partial<{ status: 'live' | 'over'; at: number }> = {}) => ({
  at: extra.at ?? 1_700_000_000_000 + seq,
  seq,
  stateHash: `h${seq}`,
  status: extra.status ?? ('live' as const),
  toAct: extra.status === 'over' ? [] : [seq % 2],
  result: extra.status === 'over' ? { scores: [1, 0], winners: [0] } : null,
});

export function storeContract(
  name: string,
  open: () => Promise<MatchStore>,
  reopen?: () => Promise<MatchStore>,
) {
  describe(`${name} store`, () => {
    it('stores a new match and gives back its row, seats and log as they were', async () => {
      const store = await open();
      const m = newMatch();
      await store.createMatch(m);
      expect(await store.loadMatch(m.row.id)).toEqual(m);
      expect(await store.loadRow(m.row.id)).toEqual(m.row);
      expect(await store.loadSeats(m.row.id)).toEqual(m.seats);
      expect(await store.loadMatch('no-such-match-here')).toBeNull();
      expect(await store.loadRow('no-such-match-here')).toBeNull();
      await store.close();
    });

    it('keeps whether a match is rated (issue #22)', async () => {
      const store = await open();
      const rated = newMatch({ rated: true });
      await store.createMatch(rated);
      expect((await store.loadRow(rated.row.id))?.rated).toBe(true);
      expect((await store.loadMatch(rated.row.id))?.row).toEqual(rated.row);
      await store.close();
    });

    it('appends moves at the position the match is at, with the position they lead to', async () => {
      const store = await open();
      const m = newMatch();
      await store.createMatch(m);
      const moves = [
        { seq: 1, actor: 0, move: { type: 'draw' } },
        { seq: 2, actor: 'chance' as const, move: { type: 'deal', card: 5 } },
      ];
      expect(await store.appendMoves(m.row.id, 1, moves, after(3, { status: 'over' }))).toBe('ok');
      const loaded = await store.loadMatch(m.row.id);
      expect(loaded?.moves).toEqual([...m.moves, ...moves]);
      expect(loaded?.row).toMatchObject({
        seq: 3,
        stateHash: 'h3',
        status: 'over',
        toAct: [],
        result: { winners: [0] },
      });
      expect(await store.movesFrom(m.row.id, 2)).toEqual([moves[1]]);
      await store.close();
    });

    it('refuses a position already taken, or one the match is not at, and writes nothing', async () => {
      const store = await open();
      const m = newMatch();
      await store.createMatch(m);
      expect(
        await store.appendMoves(m.row.id, 1, [{ seq: 1, actor: 0, move: { type: 'stand' } }], after(2)),
      ).toBe('ok');
      const taken = await store.appendMoves(
        m.row.id,
        1,
        [{ seq: 1, actor: 0, move: { type: 'draw' } }],
        after(2),
      );
      const gap = await store.appendMoves(
        m.row.id,
        5,
        [{ seq: 5, actor: 1, move: { type: 'draw' } }],
        after(6),
      );
      expect([taken, gap]).toEqual(['conflict', 'conflict']);
      const loaded = await store.loadMatch(m.row.id);
      expect(loaded?.moves.map((x) => x.move)).toEqual([{ type: 'deal', card: 3 }, { type: 'stand' }]);
      expect(loaded?.row.seq).toBe(2);
      await store.close();
    });

    it('lets exactly one of many racing appends of the same position win', async () => {
      const store = await open();
      const m = newMatch();
      await store.createMatch(m);
      const outcomes = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          store.appendMoves(m.row.id, 1, [{ seq: 1, actor: 0, move: { type: 'try', i } }], after(2)),
        ),
      );
      expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1);
      expect(await store.movesFrom(m.row.id, 1)).toHaveLength(1);
      await store.close();
    });

    it('gives an open human seat to one token only, and frees it only for that token', async () => {
      const store = await open();
      const m = newMatch();
      await store.createMatch(m);
      const id = m.row.id;
      expect(await store.claimSeat(id, 0, 'aa', 'Ann')).toBe(true);
      expect(await store.claimSeat(id, 0, 'bb', 'Bob')).toBe(false);
      expect(await store.claimSeat(id, 1, 'bb', 'Bob')).toBe(false); // a bot's seat
      expect(await store.seatsByTokenHashes(['aa', 'bb', 'cc'])).toEqual([{ match: id, seat: 0 }]);
      expect(await store.releaseSeat(id, 0, 'bb', null)).toBe(false);
      expect(await store.releaseSeat(id, 0, 'aa', null)).toBe(true);
      expect((await store.loadSeats(id))[0]).toEqual({
        seat: 0,
        kind: 'human',
        bot: null,
        name: null,
        tokenHash: null,
        reservedFor: null,
        account: null,
      });
      expect(await store.claimSeat(id, 0, 'bb', 'Bob')).toBe(true);
      expect(await store.releaseSeat(id, 0, 'bb', 'hard')).toBe(true);
      expect((await store.loadSeats(id))[0]).toEqual({
        seat: 0,
        kind: 'bot',
        bot: 'hard',
        name: null,
        tokenHash: null,
        reservedFor: null,
        account: null,
      });
      await store.close();
    });

    it('stores a move made with a token only while the token holds its seat (revoked, else)', async () => {
      const store = await open();
      const m = newMatch();
      await store.createMatch(m);
      const id = m.row.id;
      expect(await store.claimSeat(id, 0, 'aa', null)).toBe(true);
      const move = (seq: number) => [{ seq, actor: 0, move: { type: 'draw', seq } }];
      expect(await store.appendMoves(id, 1, move(1), after(2), { seat: 0, tokenHash: 'aa' })).toBe('ok');
      expect(await store.releaseSeat(id, 0, 'aa', null)).toBe(true);
      // The old token is refused even by a process whose copy of the seats still says it holds seat 0.
      expect(await store.appendMoves(id, 2, move(2), after(3), { seat: 0, tokenHash: 'aa' })).toBe('revoked');
      expect(await store.appendMoves(id, 2, move(2), after(3), { seat: 1, tokenHash: 'aa' })).toBe('revoked');
      // A position already taken is a conflict, whoever holds what.
      expect(await store.appendMoves(id, 1, move(1), after(2), { seat: 0, tokenHash: 'aa' })).toBe(
        'conflict',
      );
      expect((await store.loadRow(id))?.seq).toBe(2);
      expect(await store.claimSeat(id, 0, 'bb', null)).toBe(true);
      expect(await store.appendMoves(id, 2, move(2), after(3, { at: 5 }), { seat: 0, tokenHash: 'bb' })).toBe(
        'ok',
      );
      expect((await store.loadRow(id))?.updatedAt).toBe(5);
      await store.close();
    });

    it('keeps a seat for the player it is reserved for, until they take it or it is given up', async () => {
      const store = await open();
      const kept = (seat: number, reservedFor: string | null) => ({
        seat,
        kind: 'human' as const,
        bot: null,
        name: null,
        tokenHash: null,
        reservedFor,
        account: null,
      });
      const m = newMatch({}, [kept(0, 'old-a'), kept(1, 'old-b')]);
      await store.createMatch(m);
      const id = m.row.id;
      expect(await store.claimSeat(id, 0, 'stranger', null)).toBe(false);
      expect(await store.claimSeat(id, 0, 'stranger', null, 'old-b')).toBe(false);
      expect(await store.claimSeat(id, 0, 'new-a', 'Ann', 'old-a')).toBe(true);
      expect((await store.loadSeats(id))[0]).toMatchObject({
        tokenHash: 'new-a',
        reservedFor: null,
        account: null,
      });
      expect(await store.unreserve(id, 'old-a')).toBe(false);
      expect(await store.unreserve(id, 'old-b')).toBe(true);
      expect(await store.claimSeat(id, 1, 'stranger', null)).toBe(true);
      await store.close();
    });

    it('finds the live matches waiting on a bot that have not moved since a moment', async () => {
      const store = await open();
      const waiting = newMatch({ toAct: [1], updatedAt: 1000 });
      const recent = newMatch({ toAct: [1], updatedAt: 5000 });
      const human = newMatch({ toAct: [0], updatedAt: 1000 });
      const over = newMatch({ toAct: [], status: 'over', updatedAt: 1000 });
      for (const m of [waiting, recent, human, over]) await store.createMatch(m);
      const found = await store.botMatchesWaiting(2000);
      expect(found).toContain(waiting.row.id);
      for (const m of [recent, human, over]) expect(found).not.toContain(m.row.id);
      await store.close();
    });

    it('finds the live matches with a bot that a client or an address created and that moved since a moment', async () => {
      const store = await open();
      // Creators of this run only: the store may hold other tests' matches.
      const client = `ip:c${process.pid}${counter}`;
      const address = `ip:a${process.pid}${counter}`;
      const people = [0, 1].map((seat) => ({
        seat,
        kind: 'human' as const,
        bot: null,
        name: null,
        tokenHash: null,
        reservedFor: null,
        account: null,
      }));
      const byClient = newMatch({ client, address: 'ip:elsewhere', updatedAt: 5000 });
      const byAddress = newMatch({ client: 'ac:someone', address, updatedAt: 5000 });
      const both = newMatch({ client, address, updatedAt: 9000 });
      const idle = newMatch({ client, address, updatedAt: 1000 });
      const over = newMatch({ client, address, status: 'over', toAct: [], updatedAt: 5000 });
      const noBots = newMatch({ client, address, updatedAt: 5000 }, people);
      const stranger = newMatch({ client: 'ip:stranger', address: 'ip:stranger', updatedAt: 5000 });
      for (const m of [byClient, byAddress, both, idle, over, noBots, stranger]) await store.createMatch(m);
      expect((await store.liveBotMatchesOf(client, 2000)).sort()).toEqual(
        [byClient.row.id, both.row.id].sort(),
      );
      expect((await store.liveBotMatchesOf(address, 2000)).sort()).toEqual(
        [byAddress.row.id, both.row.id].sort(),
      );
      // A match of two bots is one match.
      const twoBots = newMatch({ client: `${client}x`, updatedAt: 5000 }, [
        { seat: 0, kind: 'bot', bot: 'easy', name: null, tokenHash: null, reservedFor: null, account: null },
        { seat: 1, kind: 'bot', bot: 'hard', name: null, tokenHash: null, reservedFor: null, account: null },
      ]);
      await store.createMatch(twoBots);
      expect(await store.liveBotMatchesOf(`${client}x`, 2000)).toEqual([twoBots.row.id]);
      expect(await store.liveBotMatchesOf(client, 9000)).toEqual([both.row.id]);
      await store.close();
    });

    it('links one rematch to a match; a second request gets the first one', async () => {
      const store = await open();
      const m = newMatch();
      await store.createMatch(m);
      const first = newMatch();
      const second = newMatch();
      expect(await store.createRematch(m.row.id, first)).toBe(first.row.id);
      expect(await store.createRematch(m.row.id, second)).toBe(first.row.id);
      expect(await store.loadMatch(second.row.id)).toBeNull();
      expect((await store.loadRow(m.row.id))?.rematch).toBe(first.row.id);
      await store.close();
    });

    if (reopen) {
      it('keeps everything across a reopen, migrating only once', async () => {
        const store = await open();
        const m = newMatch();
        await store.createMatch(m);
        await store.close();
        const again = await reopen();
        expect(await again.loadMatch(m.row.id)).toEqual(m);
        await again.close();
      });
    }
  });
}
