/**
 * Bot time is shared: a spec asking for more thinking than the server's cap
 * is refused naming the cap, and a client may have only so many live
 * matches with server bots at once. In memory.
 */
import { findGame } from '@gameshelf/shelf';
import { describe, expect, it } from 'vitest';
import { httpStatus } from '../../src/http/status.ts';
import { botTimeoutMs, thinkTimeAsked } from '../../src/service/bot-limits.ts';
import { memoryServer, unwrapWire } from '../support/service.ts';

const digitDash = unwrapWire(findGame('digit-dash'));
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
});
