/**
 * The one move loop (`applyLog`): live play draws chance from the match's
 * generator; a log read back draws it too and must agree with it, step by
 * step and hash by hash, or is refused at its first bad entry.
 */
import { describe, expect, it } from 'vitest';
import {
  applyLog,
  CHANCE,
  type GivenEntry,
  type LogFault,
  Match,
  type Result,
  Rng,
  replayRecord,
  shortHash,
  unwrap,
} from '../src/index.ts';
import { makeToy, type ToyState } from './toy/src/index.ts';

const toy = makeToy();
/** The toy with a card dealt to the first player by chance before anyone acts. */
const dealtToy = {
  ...toy,
  setup: (...args: Parameters<typeof toy.setup>) => ({ ...toy.setup(...args), dealing: true }),
};

/** The log applied, or the test fails naming the fault. */
function applied<T>(result: Result<T, LogFault>): T {
  if (!result.ok) throw new Error(`entry ${result.error.index}: ${result.error.error.message}`);
  return result.value;
}

function start(seed: string): { state: ToyState; rng: Rng } {
  const rng = Rng.fromSeed(seed);
  return { state: toy.setup({ players: 2, options: { variant: 'plain' } }, rng), rng };
}

/** A finished toy match's log, with the hash after every entry. */
function playedLog(seed: string): GivenEntry[] {
  const match = unwrap(Match.create(toy, { players: 2, seed }));
  for (const type of ['draw', 'draw', 'stand', 'stand', 'stand'] as const) {
    if (!match.isOver()) unwrap(match.play(match.toAct()[0], { type }));
  }
  return match.record({ hashes: 'every' }).moves.map((m) => ({ ...m }));
}

describe('applyLog, live', () => {
  it('applies a player move and then the chance steps it sets off, drawn from the generator', () => {
    const { state, rng } = start('live');
    const expected = rng.clone();
    const done = applied(applyLog(toy, state, rng, [{ player: 0, move: { type: 'draw' } }], 'draw'));
    expect(done.entries.map((e) => e.player)).toEqual([0, CHANCE]);
    expect(done.entries[1]?.move).toEqual(
      toy.sampleChance(unwrap(toy.apply(state, 0, { type: 'draw' })), expected),
    );
    expect(done.befores[0]).toBe(state);
    expect(done.state.hands[0]).toHaveLength(2);
    expect(rng.state()).toEqual(expected.state());
  });

  it('refuses a move from outside with its code, drawing nothing', () => {
    const { state, rng } = start('refuse');
    const before = rng.state();
    const cases: [GivenEntry, string][] = [
      [{ player: 1, move: { type: 'draw' } }, 'move/not-your-turn'],
      [{ player: 'someone', move: { type: 'draw' } }, 'move/not-your-turn'],
      [{ player: CHANCE, move: { type: 'deal', card: 1 } }, 'move/not-your-turn'],
      [{ player: 0, move: { type: 'fly' } }, 'move/malformed'],
    ];
    for (const [entry, code] of cases) {
      expect(applyLog(toy, state, rng, [entry], 'draw')).toMatchObject({
        ok: false,
        error: { index: 0, error: { code } },
      });
    }
    expect(rng.state()).toEqual(before);
  });

  it('names a seat in its refusals as a person counts it, from 1: seat 1 is Player 2', () => {
    const { state, rng } = start('names');
    const refusal = (entry: GivenEntry) => {
      const result = applyLog(toy, state, rng, [entry], 'draw');
      return result.ok ? 'applied' : `${result.error.error.code}: ${result.error.error.message}`;
    };
    expect(refusal({ player: 1, move: { type: 'draw' } })).toBe(
      'move/not-your-turn: Player 2 may not act now',
    );
    expect(refusal({ player: 'someone', move: { type: 'draw' } })).toBe(
      'move/not-your-turn: there is no player "someone" in this game',
    );
  });

  it('draws the chance steps a setup leaves due when given no move', () => {
    const rng = Rng.fromSeed('setup');
    const state = dealtToy.setup({ players: 2, options: { variant: 'plain' } }, rng);
    const done = applied(applyLog(dealtToy, state, rng, [], 'draw'));
    expect(done.entries.map((e) => e.player)).toEqual([CHANCE]);
    expect(dealtToy.actors(done.state)).toEqual({ kind: 'players', players: [1] });
  });
});

describe('applyLog, a log read back', () => {
  it('replays a log to the same states, checking every chance step and hash', () => {
    const log = playedLog('back');
    const { state, rng } = start('back');
    const done = applied(applyLog(toy, state, rng, log, 'check'));
    expect(done.entries).toEqual(log.map(({ player, move }) => ({ player, move })));
    expect([...done.befores.slice(1), done.state].map(shortHash)).toEqual(log.map((m) => m.hash));
  });

  it('refuses, at the first bad entry, a log that does not follow', () => {
    const log = playedLog('bad');
    const deal = log.findIndex((m) => m.player === CHANCE);
    const cases: [string, GivenEntry[], number, RegExp][] = [
      [
        'another card dealt',
        log.map((m, i) => (i === deal ? { ...m, move: { type: 'deal', card: 99 } } : m)),
        deal,
        /chance gives/,
      ],
      [
        'a player where chance is due',
        log.map((m, i) => (i === deal ? { ...m, player: 0 } : m)),
        deal,
        /^a chance step was due, but the log has a move by Player 1$/,
      ],
      [
        'chance where a player must act',
        [{ player: CHANCE, move: { type: 'deal', card: 1 } }],
        0,
        /not chance/,
      ],
      ['a log cut in the middle of chance', log.slice(0, deal), deal, /ends in the middle of a chance step/],
      [
        'a hash that does not match',
        log.map((m, i) => (i === 2 ? { ...m, hash: 'x' } : m)),
        2,
        /recorded hash/,
      ],
      ['a move after the end', [...log, { player: 0, move: { type: 'stand' } }], log.length, /game is over/],
    ];
    for (const [what, given, index, why] of cases) {
      const { state, rng } = start('bad');
      const result = applyLog(toy, state, rng, given, 'check');
      expect(result.ok, what).toBe(false);
      if (!result.ok) {
        expect(result.error.index, what).toBe(index);
        expect(result.error.error.message, what).toMatch(why);
      }
    }
  });
});

describe('a record refused', () => {
  it('names the bad move and the seat from 1, with the code of the rule it broke', () => {
    const match = unwrap(Match.create(toy, { players: 3, seed: 'seat-3' }));
    const record = match.record();
    // Seat 0 is to act; seat 2 is Player 3, and the first move is move 1.
    const moves = [{ player: 2, move: { type: 'draw' } }];
    expect(replayRecord(toy, { ...record, moves })).toMatchObject({
      ok: false,
      error: {
        code: 'record/corrupt',
        message: 'move 1: move/not-your-turn: Player 3 may not act now',
        moveIndex: 0,
      },
    });
  });
});

describe('a match on the one loop', () => {
  it('keeps every state it passed through (stateAt), and its record hashes them', () => {
    const match = unwrap(Match.create(dealtToy, { players: 2, seed: 'states' }));
    unwrap(match.play(1, { type: 'draw' }));
    unwrap(match.play(0, { type: 'stand' }));
    expect(match.stateAt(0)).toEqual(
      dealtToy.setup({ players: 2, options: { variant: 'plain' } }, Rng.fromSeed('states')),
    );
    expect(match.stateAt(match.log.length)).toBe(match.state);
    expect(() => match.stateAt(match.log.length + 1)).toThrow(RangeError);
    const record = match.record({ hashes: 'every' });
    expect(record.moves.map((m) => m.hash)).toEqual(match.log.map((_, i) => shortHash(match.stateAt(i + 1))));
    expect(unwrap(replayRecord(dealtToy, record)).stateHash()).toBe(match.stateHash());
  });

  it('plays stored moves on (replay) with the future play would give, or changes nothing', () => {
    const played = unwrap(Match.create(toy, { players: 2, seed: 'stored' }));
    const stored = unwrap(Match.create(toy, { players: 2, seed: 'stored' }));
    unwrap(played.play(0, { type: 'draw' }));
    unwrap(played.play(1, { type: 'stand' }));
    const moves = played.log.map(({ player, move }) => ({ player, move }));
    const wrong = moves.map((m) => (m.player === CHANCE ? { ...m, move: { type: 'deal', card: 99 } } : m));
    expect(stored.replay(wrong)).toMatchObject({ ok: false, error: { index: 1 } });
    expect(stored.log).toHaveLength(0);
    expect(applied(stored.replay(moves))).toEqual(played.log);
    expect(stored.stateHash()).toBe(played.stateHash());
    expect(stored.play(0, { type: 'draw' })).toEqual(played.play(0, { type: 'draw' }));
  });
});
