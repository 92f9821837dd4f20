/**
 * The lobby, in memory: listed games that wait for players, followed live
 * (created, a seat taken or left, started, gone), on one service and across
 * two; quick pairing by game, player count, time control and rating range;
 * a seated player starting a waiting match early.
 */
import type { LobbyEntry, ServerMessage, TimeControl } from '@gameshelf/protocol';
import { describe, expect, it } from 'vitest';
import { LocalFanout } from '../../src/fanout/fanout.ts';
import { httpStatus } from '../../src/http/status.ts';
import type { SeatRatings } from '../../src/lobby/entries.ts';
import { LobbyBoard } from '../../src/lobby/lobby-board.ts';
import { quickPair } from '../../src/lobby/pairing.ts';
import { Lobby } from '../../src/service/lobby.ts';
import { startNow } from '../../src/service/start.ts';
import { SqliteStore } from '../../src/store/sqlite.ts';
import { MemoryBus } from '../support/bus.ts';
import { Recorder, until, unwrapWire } from '../support/service.ts';
import { tableServer } from '../support/tables.ts';

class LobbyFollower {
  readonly messages: ServerMessage[] = [];
  send(message: ServerMessage): void {
    this.messages.push(message);
  }
  /** The listing as the follower holds it: the snapshot with every change played on it. */
  listing(): LobbyEntry[] {
    let entries: LobbyEntry[] = [];
    for (const m of this.messages) {
      if (m.type === 'lobby') entries = [...m.entries];
      if (m.type === 'lobby-entry') {
        entries = entries.filter((e) => e.match !== m.entry.match);
        entries.push(m.entry);
      }
      if (m.type === 'lobby-gone') entries = entries.filter((e) => e.match !== m.match);
    }
    return entries;
  }
}

const corr: TimeControl = { kind: 'correspondence', days: 3, onTimeout: 'lose' };

describe('the lobby', () => {
  it('lists a listed game once someone waits in it, live, until it starts', async () => {
    const server = tableServer();
    const follower = new LobbyFollower();
    await server.tables.board.follow(follower, undefined, 7);
    expect(follower.messages[0]).toEqual({ type: 'lobby', ref: 7, entries: [] });

    const { match } = unwrapWire(
      await server.lobby.create({ game: 'domino-havoc', players: 3, listed: true, clock: corr }),
    );
    // Nobody waits in it yet: not listed.
    expect(await server.tables.board.entries()).toEqual([]);
    unwrapWire(await server.lobby.join(match, { name: 'Ann' }));
    await until(() => follower.listing().length === 1, 5_000, 'the entry');
    expect(follower.listing()[0]).toMatchObject({
      match,
      game: 'domino-havoc',
      players: 3,
      clock: corr,
      seats: [
        { seat: 0, kind: 'human', name: 'Ann', taken: true },
        { seat: 1, taken: false },
        { seat: 2, taken: false },
      ],
    });
    expect(await server.tables.board.entries('domino-havoc')).toEqual(follower.listing());
    expect(await server.tables.board.entries('digit')).toEqual([]);

    const bob = unwrapWire(await server.lobby.join(match, { name: 'Bob' }));
    await until(() => follower.listing()[0]?.seats[1]?.name === 'Bob', 5_000, 'Bob’s seat');
    unwrapWire(await server.lobby.leave(match, bob.token, {}));
    await until(() => follower.listing()[0]?.seats[1]?.taken === false, 5_000, 'Bob leaving');
    unwrapWire(await server.lobby.join(match, { name: 'Cy' }));
    unwrapWire(await server.lobby.join(match, { name: 'Di' }));
    await until(() => follower.messages.at(-1)?.type === 'lobby-gone', 5_000, 'the start');
    expect(follower.listing()).toEqual([]);
    expect(server.service.held(match)?.waiting).toBe(false);
    server.tables.board.unfollow(follower);
    await server.close();
  });

  it('shows a lobby change made through another service, and leaves a game whose last waiting player left', async () => {
    const store = new SqliteStore(':memory:');
    const bus = new MemoryBus();
    const one = tableServer({ store, fanout: bus.join() });
    const two = tableServer({ store, fanout: bus.join() });
    const follower = new LobbyFollower();
    await two.tables.board.follow(follower, 'digit');
    const { match } = unwrapWire(await one.lobby.create({ game: 'digit', players: 2, listed: true }));
    const ann = unwrapWire(await one.lobby.join(match, { name: 'Ann' }));
    await until(() => follower.listing().length === 1, 5_000, 'the entry through the other service');
    unwrapWire(await one.lobby.leave(match, ann.token, {}));
    await until(() => follower.listing().length === 0, 5_000, 'the entry gone');
    await one.close();
    await two.close();
  });

  it('pairs the second player with the first, in the oldest game that fits', async () => {
    const server = tableServer();
    const first = unwrapWire(
      await quickPair(server.lobby, server.tables.board, { game: 'digit-dash', name: 'Ann' }),
    );
    expect(first.paired).toBe(false);
    const waiting = server.service.held(first.match);
    expect(waiting).toMatchObject({ waiting: true, meta: { listed: true } });
    const ann = new Recorder();
    unwrapWire(await server.service.subscribe(first.match, { token: first.token }, ann));

    // A different time control does not fit: it waits in a game of its own.
    const other = unwrapWire(
      await quickPair(server.lobby, server.tables.board, { game: 'digit-dash', clock: corr, name: 'Cy' }),
    );
    expect(other).toMatchObject({ paired: false });
    expect(other.match).not.toBe(first.match);

    const second = unwrapWire(
      await quickPair(server.lobby, server.tables.board, { game: 'digit-dash', clock: null, name: 'Bob' }),
    );
    expect(second).toMatchObject({ match: first.match, paired: true });
    await until(() => ann.of('info').some((i) => i.waiting === false), 5_000, 'the start');
    expect(
      ann
        .of('info')
        .at(-1)
        ?.seats.map((s) => s.name),
    ).toEqual(['Ann', 'Bob']);
    expect((await server.tables.board.entries()).map((e) => e.match)).toEqual([other.match]);
    await server.close();
  });

  it('pairs two players asking at once, each into a seat', async () => {
    const server = tableServer();
    const first = unwrapWire(
      await quickPair(server.lobby, server.tables.board, { game: 'digit', players: 3 }),
    );
    const [b, c, d] = await Promise.all(
      [1, 2, 3].map(() => quickPair(server.lobby, server.tables.board, { game: 'digit', players: 3 })),
    );
    const joined = [b, c, d].flatMap((r) => (r ? [unwrapWire(r)] : []));
    expect(
      joined
        .filter((j) => j.match === first.match)
        .map((j) => j.seat)
        .sort(),
    ).toEqual([1, 2]);
    expect(joined.filter((j) => j.match !== first.match)).toHaveLength(1);
    await server.close();
  });

  it('keeps to a rating range for the players whose rating is known', async () => {
    const ratings = new Map([
      ['Ann', 1500],
      ['Bob', 1900],
    ]);
    const server = tableServer();
    const board = new LobbyBoard(server.service, new LocalFanout(), async (_game, _players, seats) =>
      seats.map((s) => (s.name === null ? null : (ratings.get(s.name) ?? null))),
    );
    for (const name of ['Ann', 'Bob']) {
      const { match } = unwrapWire(await server.lobby.create({ game: 'digit-dash', listed: true }));
      unwrapWire(await server.lobby.join(match, { name }));
    }
    const listed = await board.entries('digit-dash');
    expect(listed.map((e) => e.seats.map((s) => s.rating))).toEqual([
      [1500, null],
      [1900, null],
    ]);
    const near = unwrapWire(
      await quickPair(server.lobby, board, { game: 'digit-dash', rating: { min: 1800, max: 2000 } }),
    );
    expect(near).toMatchObject({ match: listed[1]?.match, paired: true });
    const none = unwrapWire(
      await quickPair(server.lobby, board, { game: 'digit-dash', rating: { min: 2200, max: 2400 } }),
    );
    expect(none.paired).toBe(false);
    await server.close();
  });

  it('keeps the range of the player who opened a game: nobody rated outside it is paired into it', async () => {
    const ratings = new Map([
      ['Ann', 1500],
      ['Bob', 1900],
      ['Cy', 1550],
    ]);
    const server = tableServer();
    const board = new LobbyBoard(server.service, new LocalFanout(), async (_game, _players, seats) =>
      seats.map((s) => (s.name === null ? null : (ratings.get(s.name) ?? null))),
    );
    const pair = (name: string, rating?: { min: number; max: number }) =>
      quickPair(server.lobby, board, { game: 'digit-dash', name, ...(rating ? { rating } : {}) });
    const ann = unwrapWire(await pair('Ann', { min: 1400, max: 1600 }));
    expect(ann.paired).toBe(false);
    expect((await board.openings('digit-dash')).map((o) => o.pairRange)).toEqual([{ min: 1400, max: 1600 }]);
    // Bob asks for any rating, but Ann asked for 1400 to 1600: he opens a game of his own.
    const bob = unwrapWire(await pair('Bob'));
    expect(bob).toMatchObject({ paired: false });
    expect(bob.match).not.toBe(ann.match);
    // Cy, within Ann's range, is paired with her.
    const cy = unwrapWire(await pair('Cy'));
    expect(cy).toMatchObject({ match: ann.match, paired: true });
    await server.close();
  });

  it('keeps the range of the player who opened a game on a join by its id too: out of range is refused', async () => {
    const ratings = new Map([
      ['Ann', 1500],
      ['Bob', 1900],
      ['Cy', 1550],
    ]);
    const server = tableServer();
    const rate: SeatRatings = async (_game, _players, seats) =>
      seats.map((s) => (s.name === null ? null : (ratings.get(s.name) ?? null)));
    const board = new LobbyBoard(server.service, new LocalFanout(), rate);
    // The lobby reads a joining player's rating where the board does (as server.ts wires them).
    const lobby = new Lobby(server.service, (game, players, player) => board.ratingOf(game, players, player));
    // Ann opens a game for 1600 to 1800: her own rating (1500) is outside it, and she still sits.
    const ann = unwrapWire(
      await quickPair(lobby, board, { game: 'digit-dash', name: 'Ann', rating: { min: 1600, max: 1800 } }),
    );
    expect(ann).toMatchObject({ paired: false, seat: 0 });
    // Bob (1900) picks it from the listing and joins it by its id: refused, with a code, and no seat taken.
    const listed = await board.entries('digit-dash');
    expect(listed.map((e) => e.match)).toEqual([ann.match]);
    const bob = await lobby.join(ann.match, { name: 'Bob' });
    expect(bob).toMatchObject({ ok: false, error: { code: 'ratings/out-of-range' } });
    expect(!bob.ok && bob.error.message).toContain('1600 to 1800');
    expect(!bob.ok && httpStatus(bob.error.code)).toBe(403);
    expect((await server.store.loadSeats(ann.match)).filter((s) => s.tokenHash !== null)).toHaveLength(1);
    // Cy (1550) is outside it too; a player whose rating is unknown is let in, as quick pairing lets them in.
    expect(await lobby.join(ann.match, { name: 'Cy' })).toMatchObject({
      ok: false,
      error: { code: 'ratings/out-of-range' },
    });
    ratings.set('Di', 1700);
    // A game opened without a range takes anyone: Bob sits at Di's.
    const di = unwrapWire(await quickPair(lobby, board, { game: 'digit-dash', name: 'Di', players: 3 }));
    unwrapWire(await lobby.join(di.match, { name: 'Bob' }));
    // Di, within Ann's range, joins it by its id.
    expect(unwrapWire(await lobby.join(ann.match, { name: 'Di' }))).toMatchObject({ seat: 1 });
    const unknown = unwrapWire(
      await quickPair(lobby, board, { game: 'digit-dash', name: 'Ann', rating: { min: 1600, max: 1800 } }),
    );
    expect(unwrapWire(await lobby.join(unknown.match, { name: 'Eve' }))).toMatchObject({ seat: 1 });
    await server.close();
  });

  it('lets a seated player start a waiting match without the open seats', async () => {
    const server = tableServer();
    const { match } = unwrapWire(
      await server.lobby.create({ game: 'digit-dash', players: 3, waitForPlayers: true }),
    );
    const ann = unwrapWire(await server.lobby.join(match, { name: 'Ann' }));
    const stranger = await startNow(server.service, match, 'x'.repeat(43));
    expect(stranger.ok ? 'started' : stranger.error.code).toBe('auth/bad-token');
    const started = unwrapWire(await startNow(server.service, match, ann.token));
    expect(started).toMatchObject({ waiting: false, status: 'live' });
    expect(started.seats.filter((s) => !s.taken)).toHaveLength(2);
    const live = server.service.held(match);
    const seat = live?.toAct()[0];
    expect(seat).toBeDefined();
    // Starting again changes nothing.
    expect(unwrapWire(await startNow(server.service, match, ann.token)).waiting).toBe(false);
    await server.close();
  });
});
