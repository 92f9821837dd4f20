/** Creating matches, taking and leaving seats, rematches, a player's matches, records: the service in memory. */
import { createHash } from 'node:crypto';
import { replayRecord } from '@gameshelf/engine';
import { findGame, SHELF } from '@gameshelf/shelf';
import { describe, expect, it } from 'vitest';
import { memoryServer, playToEnd, Recorder, unwrapWire } from '../support/service.ts';

describe('match service: lobby', () => {
  it('lists every game on the shelf with its players, options and bots', () => {
    const { lobby } = memoryServer();
    const games = lobby.games();
    expect(games.map((g) => g.id)).toEqual(SHELF.map((m) => m.game.id));
    for (const g of games) expect(g.bots).toContain('random');
  });

  it.each([
    [{ game: 'chess' }, 'game/unknown'],
    [{ game: 'digit-dash', players: 9 }, 'setup/bad-player-count'],
    [{ game: 'digit-dash', options: { nonsense: 1 } }, 'options/invalid'],
    [{ game: 'digit-dash', seats: [{ kind: 'human' }, { kind: 'bot', bot: 'nobody' }] }, 'bot/unknown'],
    [
      { game: 'digit-dash', players: 3, seats: [{ kind: 'human' }, { kind: 'human' }] },
      'setup/bad-player-count',
    ],
  ] as const)('refuses to create %j with %s', async (request, code) => {
    const { lobby, service } = memoryServer();
    expect(await lobby.create(request as never)).toMatchObject({ ok: false, error: { code } });
    expect(service.stats().liveMatches).toBe(0);
  });

  it('gives each open seat to one person, with a long token stored only as its sha256', async () => {
    const { lobby, store } = memoryServer();
    const { match } = unwrapWire(
      await lobby.create({
        game: 'digit-dash',
        players: 3,
        seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }, { kind: 'human' }],
      }),
    );
    const first = unwrapWire(await lobby.join(match, { name: 'Ann' }));
    expect(await lobby.join(match, { seat: 0 })).toMatchObject({
      ok: false,
      error: { code: 'match/no-open-seat' },
    });
    expect(await lobby.join(match, { seat: 1 })).toMatchObject({
      ok: false,
      error: { code: 'match/no-open-seat' },
    });
    const second = unwrapWire(await lobby.join(match, {}));
    expect([first.seat, second.seat]).toEqual([0, 2]);
    expect(await lobby.join(match, {})).toMatchObject({ ok: false, error: { code: 'match/no-open-seat' } });
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const seats = await store.loadSeats(match);
    expect(seats[0]?.tokenHash).toBe(createHash('sha256').update(first.token).digest('hex'));
    expect(JSON.stringify(await store.loadMatch(match))).not.toContain(first.token);
    const summary = unwrapWire(await lobby.summary(match));
    expect(summary.seats.map((s) => [s.kind, s.name, s.taken])).toEqual([
      ['human', 'Ann', true],
      ['bot', null, true],
      ['human', null, true],
    ]);
    expect(await lobby.join('no-such-match-0000', {})).toMatchObject({
      ok: false,
      error: { code: 'match/unknown' },
    });
  });

  it('reopens a left seat, cuts off its old token, and can hand it to a bot that then plays it', async () => {
    const { lobby, service } = memoryServer();
    const { match } = unwrapWire(await lobby.create({ game: 'digit-dash', players: 2 }));
    const ann = unwrapWire(await lobby.join(match, {}));
    const bob = unwrapWire(await lobby.join(match, {}));
    const annSink = new Recorder();
    const bobSink = new Recorder();
    unwrapWire(await service.subscribe(match, { token: ann.token }, annSink));
    unwrapWire(await service.subscribe(match, { token: bob.token }, bobSink));
    expect(await lobby.leave(match, ann.token, { bot: 'nobody' })).toMatchObject({
      ok: false,
      error: { code: 'bot/unknown' },
    });
    expect(unwrapWire(await lobby.leave(match, ann.token, {}))).toEqual({ match, seat: ann.seat, bot: null });
    expect(annSink.endings.map((e) => e.code)).toEqual(['auth/bad-token']);
    expect(bobSink.of('info').at(-1)?.seats[ann.seat]).toMatchObject({ kind: 'human', taken: false });
    expect(await service.play(match, ann.token, 0, {})).toMatchObject({
      ok: false,
      error: { code: 'auth/bad-token' },
    });
    expect(await lobby.leave(match, ann.token, {})).toMatchObject({
      ok: false,
      error: { code: 'auth/bad-token' },
    });
    const cam = unwrapWire(await lobby.join(match, {}));
    expect(cam.seat).toBe(ann.seat);
    unwrapWire(await lobby.leave(match, cam.token, { bot: 'random' }));
    await playToEnd(service, match, ann.seat === 0 ? [null, bob.token] : [bob.token, null]);
    expect(unwrapWire(await lobby.summary(match)).status).toBe('over');
    await service.close();
  });

  it('sets up one rematch for everyone, keeping each in their seat, only after the end', async () => {
    const { lobby, service } = memoryServer();
    const { match } = unwrapWire(await lobby.create({ game: 'digit-dash', players: 2 }));
    const ann = unwrapWire(await lobby.join(match, { name: 'Ann' }));
    const bob = unwrapWire(await lobby.join(match, { name: 'Bob' }));
    expect(await lobby.rematch(match, ann.token)).toMatchObject({
      ok: false,
      error: { code: 'match/in-progress' },
    });
    await playToEnd(service, match, [ann.token, bob.token]);
    const again = unwrapWire(await lobby.rematch(match, bob.token));
    const also = unwrapWire(await lobby.rematch(match, ann.token));
    expect(again.match).toBe(also.match);
    expect(again.match).not.toBe(match);
    expect([again.seat, also.seat]).toEqual([bob.seat, ann.seat]);
    expect(await lobby.rematch(match, ann.token)).toMatchObject({
      ok: false,
      error: { code: 'match/no-open-seat' },
    });
    const next = unwrapWire(await lobby.summary(again.match));
    expect(next).toMatchObject({ game: 'digit-dash', players: 2, status: 'live' });
    expect(next.seats.map((s) => s.name)).toEqual(['Ann', 'Bob']);
    expect(unwrapWire(await lobby.summary(match)).rematch).toBe(again.match);
    await service.close();
  });

  it('keeps a rematch’s seats for the players of the match before, until they take them or leave', async () => {
    const { lobby, service } = memoryServer();
    const { match } = unwrapWire(await lobby.create({ game: 'digit-dash', players: 2 }));
    const ann = unwrapWire(await lobby.join(match, { name: 'Ann' }));
    const bob = unwrapWire(await lobby.join(match, { name: 'Bob' }));
    await playToEnd(service, match, [ann.token, bob.token]);
    const next = unwrapWire(await lobby.rematch(match, ann.token)).match;
    // A stranger who knows the rematch's public id finds no seat: Bob's is kept for him.
    expect(await lobby.join(next, {})).toMatchObject({ ok: false, error: { code: 'match/no-open-seat' } });
    expect(await lobby.join(next, { seat: bob.seat })).toMatchObject({
      ok: false,
      error: { code: 'match/no-open-seat' },
    });
    expect(unwrapWire(await lobby.summary(next)).seats.map((s) => s.taken)).toEqual([true, true]);
    // Bob leaves the finished match: his seat in the rematch opens to anyone.
    unwrapWire(await lobby.leave(match, bob.token, {}));
    expect(await lobby.rematch(match, bob.token)).toMatchObject({
      ok: false,
      error: { code: 'auth/bad-token' },
    });
    expect(unwrapWire(await lobby.join(next, {})).seat).toBe(bob.seat);
    await service.close();
  });

  it('lists the matches a set of tokens hold seats in', async () => {
    const { lobby } = memoryServer();
    const one = unwrapWire(await lobby.create({ game: 'digit-dash', players: 2 }));
    const two = unwrapWire(await lobby.create({ game: 'domino-run' }));
    const a = unwrapWire(await lobby.join(one.match, {}));
    const b = unwrapWire(await lobby.join(two.match, {}));
    const mine = unwrapWire(await lobby.mine([a.token, b.token, 'y'.repeat(43)]));
    expect(mine.map((m) => [m.summary.match, m.seat]).sort()).toEqual(
      [
        [one.match, a.seat],
        [two.match, b.seat],
      ].sort(),
    );
  });

  it('publishes a record only once the match is over, and the record replays', async () => {
    const { lobby, service } = memoryServer();
    const { match } = unwrapWire(await lobby.create({ game: 'domino-run' }));
    const solo = unwrapWire(await lobby.join(match, {}));
    expect(await lobby.record(match)).toMatchObject({ ok: false, error: { code: 'match/in-progress' } });
    await playToEnd(service, match, [solo.token]);
    const record = unwrapWire(await lobby.record(match));
    const replayed = replayRecord(unwrapWire(findGame('domino-run')).game, record);
    expect(replayed.ok).toBe(true);
    await service.close();
  });
});
