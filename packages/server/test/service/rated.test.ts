/**
 * Rated matches (issue #22): asked for by a signed-in player, for 2 to 8
 * seats, bots only of a measured level; their seats go to accounts, one
 * each; the end updates each account's rating in the game and class once.
 */
import type { CreateMatchRequest } from '@gameshelf/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { httpStatus } from '../../src/http/status.ts';
import { quickPair } from '../../src/lobby/pairing.ts';
import { BOT_RATINGS } from '../../src/ratings/bot-ratings-data.ts';
import { applyRatedEnd } from '../../src/ratings/rate-match.ts';
import type { AccountRow } from '../../src/store/account-store.ts';
import { playToEnd, unwrapWire } from '../support/service.ts';
import { type TableServer, tableServer } from '../support/tables.ts';

let server: TableServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

let counter = 0;
async function signedUp(s: TableServer, name: string): Promise<string> {
  const n = counter++;
  const account: AccountRow = {
    id: `acc-rated-${n}`,
    name: `${name}${n}`,
    nameKey: `${name.toLowerCase()}${n}`,
    passwordHash: null,
    createdAt: 1,
  };
  expect(await s.store.accounts.createAccount(account, null)).toBe(true);
  return account.id;
}

const againstBot = (bot: string): CreateMatchRequest => ({
  game: 'digit',
  players: 2,
  options: { version: 'standard' },
  seats: [{ kind: 'human' }, { kind: 'bot', bot }],
  rated: true,
});

describe('rated matches', () => {
  it('a rated game is asked for by a signed-in player only, and waits for its players', async () => {
    server = tableServer();
    const refused = await server.lobby.create(againstBot('easy'), 'ip:a');
    expect(refused).toMatchObject({ ok: false, error: { code: 'account/signed-out' } });
    const ada = await signedUp(server, 'Ada');
    const created = unwrapWire(await server.lobby.create(againstBot('easy'), 'ip:a', ada));
    expect(created).toMatchObject({ rated: true, waiting: true });
    const row = await server.store.loadRow(created.match);
    expect(row?.rated).toBe(true);
  });

  it('a solo game, or a bot with no measured rating, cannot be rated', async () => {
    server = tableServer();
    const ada = await signedUp(server, 'Ada');
    const solo = await server.lobby.create({ game: 'domino-run', players: 1, rated: true }, 'ip:a', ada);
    expect(solo).toMatchObject({ ok: false, error: { code: 'ratings/not-ratable' } });
    const random = await server.lobby.create(againstBot('random'), 'ip:a', ada);
    expect(random).toMatchObject({ ok: false, error: { code: 'ratings/unrated-bot' } });
    const searching = await server.lobby.create(againstBot('ismcts:200'), 'ip:a', ada);
    expect(searching).toMatchObject({ ok: false, error: { code: 'ratings/unrated-bot' } });
    // A bad request, answered 400 over HTTP (not 500: the ratings' codes are the asker's fault).
    expect([solo, random].map((r) => !r.ok && httpStatus(r.error.code))).toEqual([400, 400]);
  });

  it("a rated game's seats go to accounts, one seat each", async () => {
    server = tableServer();
    const ada = await signedUp(server, 'Ada');
    const bea = await signedUp(server, 'Bea');
    const { match } = unwrapWire(
      await server.lobby.create({ game: 'digit-dash', players: 2, rated: true }, 'ip:a', ada),
    );
    expect(await server.lobby.join(match, {})).toMatchObject({
      ok: false,
      error: { code: 'account/signed-out' },
    });
    unwrapWire(await server.lobby.join(match, {}, undefined, ada));
    const twice = await server.lobby.join(match, {}, undefined, ada);
    expect(twice).toMatchObject({ ok: false, error: { code: 'ratings/same-account' } });
    expect(!twice.ok && httpStatus(twice.error.code)).toBe(409);
    unwrapWire(await server.lobby.join(match, {}, undefined, bea));
    // Both seats taken: the rated game starts.
    expect(server.service.held(match)?.waiting).toBe(false);
  });

  it("a rated game against the easy bot moves the account's rating once, from the bot's measured rating", async () => {
    server = tableServer();
    const ada = await signedUp(server, 'Ada');
    const { match } = unwrapWire(await server.lobby.create(againstBot('easy'), 'ip:a', ada));
    const { token } = unwrapWire(await server.lobby.join(match, {}, undefined, ada));
    await playToEnd(server.service, match, [token, null]);
    await server.tables.ratedEnds.settled();
    const live = server.service.held(match);
    const result = live?.result();
    if (!live || !result) throw new Error('the match did not end');
    const rating = await server.store.ratings.rating(ada, 'digit', '2p');
    expect(rating?.games).toBe(1);
    const history = await server.store.ratings.historyOf(ada, 'digit', '2p', 10);
    expect(history.map((h) => [h.match, h.before])).toEqual([[match, 1500]]);
    // Against a bot rated below 1500, a win gains less than a loss costs; either way the rating moved.
    const won = result.winners.includes(0) && !result.winners.includes(1);
    const lost = result.winners.includes(1) && !result.winners.includes(0);
    if (won) expect(rating?.rating).toBeGreaterThan(1500);
    if (lost) expect(rating?.rating).toBeLessThan(1500);
    // The same end told again (another process, a replay) changes nothing.
    const again = await applyRatedEnd(server.store.ratings, BOT_RATINGS, {
      match,
      game: 'digit',
      seats: [
        { kind: 'account', account: ada },
        { kind: 'bot', level: 'easy' },
      ],
      result,
      at: 5,
    });
    expect(again).toBe('already');
    expect((await server.store.ratings.rating(ada, 'digit', '2p'))?.games).toBe(1);
  });

  it('leaving a rated game under way resigns it: the leaver is rated last, whoever plays the seat after', async () => {
    server = tableServer();
    const ada = await signedUp(server, 'Ada');
    const bea = await signedUp(server, 'Bea');
    const request: CreateMatchRequest = {
      ...againstBot('easy'),
      seats: [{ kind: 'human' }, { kind: 'human' }],
    };
    const { match } = unwrapWire(await server.lobby.create(request, 'ip:a', ada));
    const { token: adaToken } = unwrapWire(await server.lobby.join(match, {}, undefined, ada));
    const { token: beaToken } = unwrapWire(await server.lobby.join(match, {}, undefined, bea));
    expect(server.service.held(match)?.waiting).toBe(false);
    // Bea leaves mid-game; the easy bot plays her seat to the end.
    expect(unwrapWire(await server.lobby.leave(match, beaToken, { bot: 'easy' }))).toMatchObject({ seat: 1 });
    expect(await server.store.resignedSeats(match)).toEqual([{ seat: 1, account: bea }]);
    await playToEnd(server.service, match, [adaToken, null]);
    await server.tables.ratedEnds.settled();
    // Whatever the bot made of the seat, Ada finished ahead of Bea: first, a win against an equal rating.
    const [adaHistory, beaHistory] = await Promise.all(
      [ada, bea].map((a) => server?.store.ratings.historyOf(a, 'digit', '2p', 10)),
    );
    expect(adaHistory?.map((h) => [h.match, h.place, h.before])).toEqual([[match, 1, 1500]]);
    expect(beaHistory?.map((h) => [h.match, h.place, h.before])).toEqual([[match, 2, 1500]]);
    expect((await server.store.ratings.rating(ada, 'digit', '2p'))?.rating).toBeGreaterThan(1500);
    expect((await server.store.ratings.rating(bea, 'digit', '2p'))?.rating).toBeLessThan(1500);
  });

  it('leaving a rated game before it starts, or after it ended, resigns nothing', async () => {
    server = tableServer();
    const ada = await signedUp(server, 'Ada');
    const bea = await signedUp(server, 'Bea');
    const request: CreateMatchRequest = {
      ...againstBot('easy'),
      seats: [{ kind: 'human' }, { kind: 'human' }],
    };
    const { match } = unwrapWire(await server.lobby.create(request, 'ip:a', ada));
    const first = unwrapWire(await server.lobby.join(match, {}, undefined, ada));
    unwrapWire(await server.lobby.leave(match, first.token, {}));
    expect(await server.store.resignedSeats(match)).toEqual([]);
    const { token: adaToken } = unwrapWire(await server.lobby.join(match, {}, undefined, ada));
    const { token: beaToken } = unwrapWire(await server.lobby.join(match, {}, undefined, bea));
    await playToEnd(server.service, match, [adaToken, beaToken]);
    await server.tables.ratedEnds.settled();
    unwrapWire(await server.lobby.leave(match, beaToken, {}));
    expect(await server.store.resignedSeats(match)).toEqual([]);
    // Rated as the game went: Bea's place is the result's, not a resignation's last.
    const result = server.service.held(match)?.result();
    const beaPlace = result?.winners.includes(1) ? 1 : 2;
    expect((await server.store.ratings.historyOf(bea, 'digit', '2p', 10)).map((h) => h.place)).toEqual([
      beaPlace,
    ]);
  });

  it('a rated end whose update failed (or a process that stopped before it) is rated by the next sweep', async () => {
    server = tableServer();
    const ada = await signedUp(server, 'Ada');
    const { match } = unwrapWire(await server.lobby.create(againstBot('easy'), 'ip:a', ada));
    const { token } = unwrapWire(await server.lobby.join(match, {}, undefined, ada));
    const ratings = server.store.ratings;
    const applyRated = ratings.applyRated.bind(ratings);
    ratings.applyRated = async () => {
      throw new Error('the database went away');
    };
    await playToEnd(server.service, match, [token, null]);
    await server.tables.ratedEnds.settled();
    expect(await ratings.rating(ada, 'digit', '2p')).toBeNull();
    expect(await ratings.unratedEnds(10)).toEqual([match]);
    ratings.applyRated = applyRated;
    expect(await server.tables.ratedEnds.sweep()).toBe(1);
    expect((await ratings.historyOf(ada, 'digit', '2p', 10)).map((h) => h.match)).toEqual([match]);
    expect(await ratings.unratedEnds(10)).toEqual([]);
    // A second sweep finds nothing left to rate.
    expect(await server.tables.ratedEnds.sweep()).toBe(0);
  });

  it('an unrated game changes no rating', async () => {
    server = tableServer();
    const ada = await signedUp(server, 'Ada');
    const { match } = unwrapWire(
      await server.lobby.create({ ...againstBot('easy'), rated: false }, 'ip:a', ada),
    );
    const { token } = unwrapWire(await server.lobby.join(match, {}, undefined, ada));
    await playToEnd(server.service, match, [token, null]);
    await server.tables.ratedEnds.settled();
    expect(await server.store.ratings.ratingsOf(ada)).toEqual([]);
  });

  it('quick pairing for a rated game joins only a rated one, and a new one it opens is rated', async () => {
    server = tableServer();
    const ada = await signedUp(server, 'Ada');
    const bea = await signedUp(server, 'Bea');
    const cy = await signedUp(server, 'Cy');
    const board = server.tables.board;
    const casual = unwrapWire(await quickPair(server.lobby, board, { game: 'digit-dash' }, 'ip:a', ada));
    expect(casual.paired).toBe(false);
    const rated = unwrapWire(
      await quickPair(server.lobby, board, { game: 'digit-dash', rated: true }, 'ip:b', bea),
    );
    expect(rated.paired).toBe(false);
    expect(rated.match).not.toBe(casual.match);
    expect((await server.store.loadRow(rated.match))?.rated).toBe(true);
    const third = unwrapWire(
      await quickPair(server.lobby, board, { game: 'digit-dash', rated: true }, 'ip:c', cy),
    );
    expect(third).toMatchObject({ paired: true, match: rated.match });
  });
});
