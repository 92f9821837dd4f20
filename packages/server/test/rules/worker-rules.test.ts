/**
 * The rules on worker threads give exactly what the inline rules give: a
 * Smashdodes match created, shot by shot, rebuilt from its stored log and
 * caught up from stored moves leads to the same log, state and generator;
 * refusals carry the same codes and change nothing; games without costly
 * moves never leave the calling thread; clients take turns at the workers.
 */
import { type AnyGameModule, type AnyMatch, ENGINE_VERSION, unwrap } from '@gameshelf/engine';
import { findGame } from '@gameshelf/shelf';
import { afterAll, describe, expect, it } from 'vitest';
import { InlineRules } from '../../src/rules/inline.ts';
import { RulesFailedElsewhere } from '../../src/rules/runner.ts';
import { WorkerRules } from '../../src/rules/worker-rules.ts';
import type { StoredMatch, StoredMove } from '../../src/store/store.ts';

const smashdodes = unwrap(findGame('smashdodes'));
const digitDash = unwrap(findGame('digit-dash'));

const inline = new InlineRules();
const workers = new WorkerRules(1);
afterAll(() => workers.close());

/** A few different shots: the legal moves are a sample of aims, so take them spread out. */
function shotOf(match: AnyMatch, n: number): { seat: number; move: unknown } {
  const seat = match.toAct()[0] as number;
  const legal = match.legalMoves(seat);
  return { seat, move: legal[(n * 37) % legal.length] };
}

/** Plays `count` shots inline on `match`. */
async function shoot(match: AnyMatch, count: number): Promise<void> {
  for (let n = 0; n < count; n++) {
    const { seat, move } = shotOf(match, n);
    unwrap(await inline.play(smashdodes, match, seat, move));
  }
}

function storedMoves(match: AnyMatch, from = 0): StoredMove[] {
  return match.log.slice(from).map((e, i) => ({ seq: from + i, actor: e.player, move: e.move }));
}

/** The match as the store would hold it. */
function stored(module: AnyGameModule, match: AnyMatch): StoredMatch {
  return {
    row: {
      id: 'm1',
      game: module.game.id,
      players: match.players,
      options: match.options,
      seed: String(match.seed),
      engineVersion: ENGINE_VERSION,
      turnSeconds: null,
      clock: null,
      listed: false,
      rated: false,
      pairRange: null,
      address: null,
      startedAt: 0,
      createdAt: 0,
      seq: match.log.length,
      stateHash: match.stateHash(),
      status: match.isOver() ? 'over' : 'live',
      toAct: [...match.toAct()],
      result: match.result(),
      rematch: null,
      client: null,
      updatedAt: 0,
    },
    seats: [],
    moves: storedMoves(match),
  };
}

function expectSame(there: AnyMatch, here: AnyMatch): void {
  expect(there.log).toEqual(here.log);
  expect(there.stateHash()).toBe(here.stateHash());
  expect(there.logFor(0)).toEqual(here.logFor(0));
  // The generator stands where it does inline: the future draws are the same.
  expect(there.progress(there.log.length).rng).toEqual(here.progress(here.log.length).rng);
}

describe('rules on worker threads', () => {
  it('create and shots of a Smashdodes match in a worker: the same log, state and generator as inline', async () => {
    const config = { players: 2, seed: 'same shots' };
    const here = unwrap(await inline.create(smashdodes, config));
    const there = unwrap(await workers.create(smashdodes, config));
    expectSame(there, here);
    for (let n = 0; n < 3; n++) {
      const { seat, move } = shotOf(here, n);
      const inlined = await inline.play(smashdodes, here, seat, move);
      const worked = await workers.play(smashdodes, there, seat, move);
      expect(inlined.ok).toBe(true);
      expect(worked).toEqual(inlined);
      expectSame(there, here);
    }
    expect(workers.workers).toBe(1);
  });

  it('refuses a move in a worker with the inline code, and the match is unchanged', async () => {
    const match = unwrap(await workers.create(smashdodes, { players: 2, seed: 'refusals' }));
    const twin = unwrap(await inline.create(smashdodes, { players: 2, seed: 'refusals' }));
    const seat = match.toAct()[0] as number;
    const legal = match.legalMoves(seat);
    const mine = new Set(legal.map((m) => (m as { die?: number }).die));
    const theirs = [...Array(14).keys()].find((die) => !mine.has(die));
    const drop = { type: 'drop', x: 0, z: 0, height: 80, spin: [0, 0, 0] };
    const refused: [number, unknown, string][] = [
      [1 - seat, legal[0], 'move/not-your-turn'],
      [seat, { type: 'fly' }, 'move/malformed'],
      [seat, { ...drop, die: theirs }, 'move/illegal'],
    ];
    const hash = match.stateHash();
    const seq = match.log.length;
    for (const [who, move, code] of refused) {
      const worked = await workers.play(smashdodes, match, who, move);
      expect(worked).toMatchObject({ ok: false, error: { code } });
      expect(worked).toEqual(await inline.play(smashdodes, twin, who, move));
      expect(match.log.length).toBe(seq);
      expect(match.stateHash()).toBe(hash);
    }
  });

  it('rebuilds a Smashdodes match from its stored log as inline does, and refuses a log that does not replay', async () => {
    const match = unwrap(await inline.create(smashdodes, { players: 2, seed: 'rebuilt' }));
    await shoot(match, 2);
    const log = stored(smashdodes, match);
    const here = unwrap(await inline.rebuild(smashdodes, log));
    const there = unwrap(await workers.rebuild(smashdodes, log));
    expectSame(there, here);
    // Both play on alike: the next shot, from the same generator.
    const { seat, move } = shotOf(here, 2);
    expect(await workers.play(smashdodes, there, seat, move)).toEqual(
      await inline.play(smashdodes, here, seat, move),
    );
    expectSame(there, here);
    const tampered = { ...log, row: { ...log.row, stateHash: 'not the hash' } };
    const refusal = await workers.rebuild(smashdodes, tampered);
    expect(refusal).toMatchObject({ ok: false, error: { code: 'match/corrupt' } });
    expect(refusal).toEqual(await inline.rebuild(smashdodes, tampered));
  });

  it('plays stored moves on top of a Smashdodes match as inline does; moves that do not follow change nothing', async () => {
    const config = { players: 2, seed: 'caught up' };
    const ahead = unwrap(await inline.create(smashdodes, config));
    const from = ahead.log.length;
    await shoot(ahead, 2);
    const moves = storedMoves(ahead, from);
    const here = unwrap(await inline.create(smashdodes, config));
    const there = unwrap(await workers.create(smashdodes, config));
    expect(await inline.playStored(smashdodes, here, moves)).toBe(true);
    expect(await workers.playStored(smashdodes, there, moves)).toBe(true);
    expectSame(there, ahead);
    expectSame(here, ahead);

    const behind = unwrap(await workers.create(smashdodes, config));
    const hash = behind.stateHash();
    expect(await workers.playStored(smashdodes, behind, moves.slice(1))).toBe(false);
    const swapped = moves.map((m) => (m.actor === 'chance' ? m : { ...m, actor: 1 - m.actor }));
    expect(await workers.playStored(smashdodes, behind, swapped)).toBe(false);
    expect(behind.log.length).toBe(from);
    expect(behind.stateHash()).toBe(hash);
  });

  it('keeps every game without costly moves on the calling thread: answered at once, no worker started', async () => {
    const own = new WorkerRules(1);
    const created = own.create(digitDash, { players: 2, seed: 'cheap' });
    expect(created).not.toBeInstanceOf(Promise);
    const match = unwrap(await created);
    for (let n = 0; n < 6; n++) {
      const seat = match.toAct()[0] as number;
      const played = own.play(digitDash, match, seat, match.legalMoves(seat)[0]);
      expect(played).not.toBeInstanceOf(Promise);
      unwrap(await played);
    }
    const rebuilt = unwrap(await own.rebuild(digitDash, stored(digitDash, match)));
    expect(rebuilt.stateHash()).toBe(match.stateHash());
    const fresh = unwrap(await own.create(digitDash, { players: 2, seed: 'cheap' }));
    expect(await own.playStored(digitDash, fresh, storedMoves(match, fresh.log.length))).toBe(true);
    expect(fresh.stateHash()).toBe(match.stateHash());
    expect(own.workers).toBe(0);
    await own.close();
  });

  it('fails a shot whose worker overruns as RulesFailedElsewhere, leaving the match untouched and playable', async () => {
    const impatient = new WorkerRules(1, 1);
    const match = unwrap(await inline.create(smashdodes, { players: 2, seed: 'overrun' }));
    const hash = match.stateHash();
    const seq = match.log.length;
    const { seat, move } = shotOf(match, 0);
    await expect(impatient.play(smashdodes, match, seat, move)).rejects.toBeInstanceOf(RulesFailedElsewhere);
    expect(match.log.length).toBe(seq);
    expect(match.stateHash()).toBe(hash);
    unwrap(await inline.play(smashdodes, match, seat, move));
    expect(match.log.length).toBeGreaterThan(seq);
    await impatient.close();
  });

  it('serves clients in turns: one client’s many shots do not queue ahead of another’s', async () => {
    const own = new WorkerRules(1);
    const tables = async (n: number, seed: string) =>
      Promise.all(
        Array.from({ length: n }, (_, i) => inline.create(smashdodes, { players: 2, seed: `${seed} ${i}` })),
      );
    const hogs = (await tables(6, 'hog')).map(unwrap);
    const [mine] = (await tables(1, 'mine')).map(unwrap);
    if (!mine) throw new Error('no match');
    const done: string[] = [];
    const shot = (match: AnyMatch, who: string) => {
      const { seat, move } = shotOf(match, 0);
      return Promise.resolve(own.play(smashdodes, match, seat, move, who)).then((played) => {
        unwrap(played);
        done.push(who);
      });
    };
    // The hog's six shots are asked for first, all at once; mine comes last.
    await Promise.all([...hogs.map((m) => shot(m, 'ip:hog')), shot(mine, 'ip:me')]);
    // In one queue mine would be answered last; in turns, right after the hog's first.
    expect(done.indexOf('ip:me'), done.join(' ')).toBeLessThanOrEqual(1);
    await own.close();
  });
});
