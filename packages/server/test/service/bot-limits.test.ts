/**
 * Bot time is shared: a spec asking for more thinking than the server's cap
 * is refused naming the cap, an iteration budget stops at the cap, a game's
 * own bot is held to the budgets its levels give it, and a client (and the
 * address it comes from) may have only so many live matches with server
 * bots at once, requests at once included, on every process that shares the
 * store, and after a restart (the address is stored with the match). In
 * memory, and on a SQLite file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Match, unwrap } from '@gameshelf/engine';
import { findGame } from '@gameshelf/shelf';
import { describe, expect, it } from 'vitest';
import { BotCache } from '../../src/bots/runner.ts';
import { httpStatus } from '../../src/http/status.ts';
import { botTimeoutMs, checkBot, thinkTimeAsked } from '../../src/service/bot-limits.ts';
import { SqliteStore } from '../../src/store/sqlite.ts';
import { memoryServer, unwrapWire } from '../support/service.ts';

const digitDash = unwrapWire(findGame('digit-dash'));
const smashdodes = unwrapWire(findGame('smashdodes'));

/** A bot task at the first Digit Dash position with a real choice (a search takes its whole budget there). */
function decision(bot: string, thinkMs: number) {
  const match = unwrap(Match.create(digitDash.game, { players: 2, seed: 'limits' }));
  while (match.legalMoves(match.toAct()[0] as number).length < 3) {
    const p = match.toAct()[0] as number;
    unwrap(match.play(p, match.legalMoves(p)[0]));
  }
  const player = match.toAct()[0] as number;
  const legal = match.legalMoves(player);
  return { game: 'digit-dash', bot, player, view: match.view(player), legal, seed: 's', thinkMs };
}
const versusBot = (bot: string) => ({
  game: 'digit-dash',
  seats: [{ kind: 'human' as const }, { kind: 'bot' as const, bot }],
});

describe('bot limits', () => {
  it.each([
    ['ismcts:500ms', 500],
    ['ismcts:300ms:c=0.5', 300],
    ['ismcts:1000', null],
    ['hard', null],
    ['greedy', null],
    ['not a spec', null],
  ])('reads the time a spec asks for: %s', (spec, ms) => {
    expect(thinkTimeAsked(digitDash, spec)).toBe(ms);
  });

  it('refuses a bot that asks for more thinking than the cap, naming the cap, at creation and on leaving', async () => {
    const { lobby, service } = memoryServer({ botLimits: { thinkMs: 2000, matchesPerClient: 10 } });
    const refused = await lobby.create(versusBot('ismcts:999999ms'));
    expect(refused).toMatchObject({ ok: false, error: { code: 'bot/over-budget' } });
    expect(!refused.ok && refused.error.message).toMatch(/at most 2000 ms a move/);
    expect(service.stats().liveMatches).toBe(0);
    for (const spec of ['hard', 'ismcts:2000ms', 'ismcts:1000'])
      unwrapWire(await lobby.create(versusBot(spec)));
    const { match } = unwrapWire(await lobby.create({ game: 'digit-dash', players: 2 }));
    const ann = unwrapWire(await lobby.join(match, {}));
    expect(await lobby.leave(match, ann.token, { bot: 'ismcts:2001ms' })).toMatchObject({
      ok: false,
      error: { code: 'bot/over-budget' },
    });
    expect(await lobby.leave(match, ann.token, { bot: 'nobody' })).toMatchObject({
      ok: false,
      error: { code: 'bot/unknown' },
    });
    expect(botTimeoutMs({ thinkMs: 2000, matchesPerClient: 1 })).toBeGreaterThan(2000);
    await service.close();
  });

  it('stops a search with an iteration budget at the cap, as it would ismcts:9999999', () => {
    const bots = new BotCache((id) => (id === 'digit-dash' ? digitDash : undefined));
    // 5,000 iterations take seconds here; the cap stops them after 100 ms.
    const task = decision('ismcts:5000', 100);
    const started = performance.now();
    expect(task.legal).toContainEqual(bots.choose(task));
    const took = performance.now() - started;
    expect(took, `the search took ${Math.round(took)} ms`).toBeLessThan(1000);
  });

  it('holds a game’s own bots to the budgets its levels give them, naming the cap', () => {
    const limits = { thinkMs: 2000, matchesPerClient: 10 };
    // Smashdodes' levels: shooter:8 (medium) and shooter:40 (hard); greedy is no level.
    for (const spec of [
      'hard',
      'medium',
      'shooter',
      'shooter:40',
      'shooter:20',
      'greedy',
      'ismcts:9999999',
    ]) {
      expect(checkBot(smashdodes, spec, limits), spec).toEqual({ ok: true, value: undefined });
    }
    for (const spec of ['shooter:1000', 'shooter:41', 'greedy:1000']) {
      const refused = checkBot(smashdodes, spec, limits);
      expect(refused, spec).toMatchObject({ ok: false, error: { code: 'bot/over-budget' } });
      expect(!refused.ok && refused.error.message).toMatch(/at most 2000 ms a move/);
    }
    const refused = checkBot(smashdodes, 'shooter:1000', limits);
    expect(!refused.ok && refused.error.message).toMatch(/shooter:8, shooter:40/);
  });

  it('refuses a game’s own bot over its levels’ budgets at creation', async () => {
    const { lobby, service } = memoryServer({ botLimits: { thinkMs: 2000, matchesPerClient: 10 } });
    const seats = (bot: string) => [{ kind: 'human' as const }, { kind: 'bot' as const, bot }];
    const refused = await lobby.create({ game: 'smashdodes', seats: seats('shooter:1000') });
    expect(refused).toMatchObject({ ok: false, error: { code: 'bot/over-budget' } });
    expect(service.stats().liveMatches).toBe(0);
    await service.close();
  });

  it('lets a client have only so many live matches with server bots; others are not held back', async () => {
    // The bots wait a minute before each move: the matches stay live through the test.
    const { lobby, service } = memoryServer({
      botLimits: { thinkMs: 2000, matchesPerClient: 2 },
      botDelayMs: 60_000,
    });
    unwrapWire(await lobby.create(versusBot('easy'), 'ip:a'));
    unwrapWire(await lobby.create(versusBot('medium'), 'ip:a'));
    const third = await lobby.create(versusBot('easy'), 'ip:a');
    expect(third).toMatchObject({ ok: false, error: { code: 'bot/too-many-matches' } });
    expect(!third.ok && httpStatus(third.error.code)).toBe(429);
    unwrapWire(await lobby.create(versusBot('easy'), 'ip:b'));
    unwrapWire(await lobby.create({ game: 'digit-dash', players: 2 }, 'ip:a'));
    await service.close();
  });

  it('counts a match whose seats are left to bots as a bot match: leaving is no way round the limit', async () => {
    const { lobby, service } = memoryServer({
      botLimits: { thinkMs: 2000, matchesPerClient: 1 },
      botDelayMs: 60_000,
    });
    unwrapWire(await lobby.create(versusBot('easy'), 'ip:a'));
    // A match of people only, made by the same client: its seats may not be handed to bots.
    const { match } = unwrapWire(await lobby.create({ game: 'digit-dash', players: 2 }, 'ip:a'));
    const ann = unwrapWire(await lobby.join(match, {}));
    const refused = await lobby.leave(match, ann.token, { bot: 'hard' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'bot/too-many-matches' } });
    // Refused, the seat is still held by its token; leaving it open is allowed.
    expect(unwrapWire(await lobby.leave(match, ann.token, {}))).toMatchObject({ bot: null });
    // Another client's match may get its bot: the limit is its creator's.
    const other = unwrapWire(await lobby.create({ game: 'digit-dash', players: 2 }, 'ip:b'));
    const bea = unwrapWire(await lobby.join(other.match, {}));
    expect(unwrapWire(await lobby.leave(other.match, bea.token, { bot: 'hard' }))).toMatchObject({
      bot: 'hard',
    });
    // It is now ip:b's one bot match: a second one by leaving is refused.
    const third = unwrapWire(await lobby.create({ game: 'digit-dash', players: 2 }, 'ip:b'));
    const cid = unwrapWire(await lobby.join(third.match, {}));
    expect(await lobby.leave(third.match, cid.token, { bot: 'easy' })).toMatchObject({
      ok: false,
      error: { code: 'bot/too-many-matches' },
    });
    await service.close();
  });

  it('counts live bot matches by the address as well as the account: new accounts gain nothing', async () => {
    const { lobby, service } = memoryServer({
      botLimits: { thinkMs: 2000, matchesPerClient: 2 },
      botDelayMs: 60_000,
    });
    // Two accounts signed in from one address (their client ids are their accounts': http/client.ts).
    unwrapWire(await lobby.create(versusBot('easy'), 'ac:one', null, { address: 'ip:a' }));
    unwrapWire(await lobby.create(versusBot('easy'), 'ac:two', null, { address: 'ip:a' }));
    const third = await lobby.create(versusBot('easy'), 'ac:three', null, { address: 'ip:a' });
    expect(third).toMatchObject({ ok: false, error: { code: 'bot/too-many-matches' } });
    expect(await lobby.create(versusBot('easy'), 'ip:a')).toMatchObject({ ok: false });
    // The account is counted too, from any address.
    unwrapWire(await lobby.create(versusBot('easy'), 'ac:one', null, { address: 'ip:b' }));
    const fourth = await lobby.create(versusBot('easy'), 'ac:one', null, { address: 'ip:c' });
    expect(fourth).toMatchObject({ ok: false, error: { code: 'bot/too-many-matches' } });
    unwrapWire(await lobby.create(versusBot('easy'), 'ac:four', null, { address: 'ip:c' }));
    await service.close();
  });

  it('counts the live bot matches every process holds: a second process on the same store refuses the one over the limit', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gameshelf-limits-'));
    const path = join(dir, 'store.db');
    let clock = 1_800_000_000_000;
    const shared = {
      botLimits: { thinkMs: 2000, matchesPerClient: 2 },
      botDelayMs: 60_000,
      idleMs: 5 * 60_000,
      now: () => clock,
    };
    const one = memoryServer({ ...shared, store: new SqliteStore(path) });
    const two = memoryServer({ ...shared, store: new SqliteStore(path) });
    try {
      unwrapWire(await one.lobby.create(versusBot('easy'), 'ip:a'));
      unwrapWire(await two.lobby.create(versusBot('easy'), 'ip:a'));
      // One match on each process: a third is refused on either, for the client and for its address.
      for (const lobby of [one.lobby, two.lobby]) {
        expect(await lobby.create(versusBot('easy'), 'ip:a')).toMatchObject({
          ok: false,
          error: { code: 'bot/too-many-matches' },
        });
        expect(await lobby.create(versusBot('easy'), 'ac:new', null, { address: 'ip:a' })).toMatchObject({
          ok: false,
          error: { code: 'bot/too-many-matches' },
        });
      }
      // Another client is not held back.
      unwrapWire(await two.lobby.create(versusBot('easy'), 'ip:b'));
      // Once the matches have not moved for the idle time, a process that does not hold one no longer counts it.
      clock += shared.idleMs + 1;
      const third = unwrapWire(await two.lobby.create(versusBot('easy'), 'ip:a'));
      expect(two.service.held(third.match)).toBeDefined();
      // Process two still holds its own idle one and the new one: it is at the limit again.
      expect(await two.lobby.create(versusBot('easy'), 'ip:a')).toMatchObject({
        ok: false,
        error: { code: 'bot/too-many-matches' },
      });
    } finally {
      await one.service.close();
      await two.service.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps the address with the match: after a restart, reloaded matches still count for their address', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gameshelf-limits-'));
    const path = join(dir, 'store.db');
    const limits = { botLimits: { thinkMs: 2000, matchesPerClient: 2 }, botDelayMs: 60_000 };
    try {
      const before = memoryServer({ ...limits, store: new SqliteStore(path) });
      const ids = [
        unwrapWire(await before.lobby.create(versusBot('easy'), 'ac:one', null, { address: 'ip:a' })).match,
        unwrapWire(await before.lobby.create(versusBot('easy'), 'ac:two', null, { address: 'ip:a' })).match,
      ];
      await before.service.close();
      const after = memoryServer({ ...limits, store: new SqliteStore(path) });
      for (const id of ids) unwrapWire(await after.service.inMatch(id, () => after.service.obtain(id)));
      expect(ids.map((id) => after.service.held(id)?.meta.address)).toEqual(['ip:a', 'ip:a']);
      const third = await after.lobby.create(versusBot('easy'), 'ac:three', null, { address: 'ip:a' });
      expect(third).toMatchObject({ ok: false, error: { code: 'bot/too-many-matches' } });
      unwrapWire(await after.lobby.create(versusBot('easy'), 'ac:three', null, { address: 'ip:b' }));
      await after.service.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('counts creations under way: requests at once cannot all pass the limit before any match is held', async () => {
    const { lobby, service } = memoryServer({
      botLimits: { thinkMs: 2000, matchesPerClient: 2 },
      botDelayMs: 60_000,
    });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => lobby.create(versusBot('easy'), 'ip:a')),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(2);
    expect(answers.filter((a) => !a.ok && a.error.code === 'bot/too-many-matches')).toHaveLength(4);
    // Refused or failed creations hold no place: another client is not held back, nor this one once one ends.
    unwrapWire(await lobby.create(versusBot('easy'), 'ip:b'));
    expect(
      await lobby.create({ game: 'nonesuch', seats: [{ kind: 'bot', bot: 'easy' }] }, 'ip:c'),
    ).toMatchObject({
      ok: false,
    });
    const [one, two] = await Promise.all([
      lobby.create(versusBot('easy'), 'ip:c'),
      lobby.create(versusBot('easy'), 'ip:c'),
    ]);
    expect([one?.ok, two?.ok]).toEqual([true, true]);
    await service.close();
  });
});
