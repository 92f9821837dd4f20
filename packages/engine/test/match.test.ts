import { describe, expect, it } from 'vitest';
import pkg from '../package.json' with { type: 'json' };
import {
  CHANCE,
  ENGINE_VERSION,
  impossible,
  Match,
  parseRecord,
  Rng,
  replayRecord,
  stableHash,
} from '../src/index.ts';
import { makeToy } from './toy/src/index.ts';

const toy = makeToy();

function newMatch(seed: string | number = 'm1') {
  const created = Match.create(toy, { players: 2, seed });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

describe('Match', () => {
  it('the engine version in records equals the package version', () => {
    expect(ENGINE_VERSION).toBe(pkg.version);
  });

  it('refuses bad player counts, options and seeds with codes', () => {
    expect(Match.create(toy, { players: 4, seed: 1 })).toMatchObject({
      ok: false,
      error: { code: 'setup/bad-player-count' },
    });
    expect(Match.create(toy, { players: 2, seed: 1, options: { x: 1 } })).toMatchObject({
      ok: false,
      error: { code: 'options/invalid' },
    });
    expect(Match.create(toy, { players: 2, seed: -3 })).toMatchObject({
      ok: false,
      error: { code: 'input/invalid' },
    });
  });

  it('refuses moves out of turn, malformed moves and unknown players, and changes nothing', () => {
    const match = newMatch();
    const hash = match.stateHash();
    expect(match.play(1, { type: 'draw' })).toMatchObject({
      ok: false,
      error: { code: 'move/not-your-turn' },
    });
    expect(match.play(7, { type: 'draw' })).toMatchObject({
      ok: false,
      error: { code: 'move/not-your-turn' },
    });
    expect(match.play('0', { type: 'draw' })).toMatchObject({
      ok: false,
      error: { code: 'move/not-your-turn' },
    });
    expect(match.play(0, { type: 'fly' })).toMatchObject({ ok: false, error: { code: 'move/malformed' } });
    expect(match.play(0, { type: 'deal', card: 3 })).toMatchObject({
      ok: false,
      error: { code: 'move/not-your-turn' },
    });
    expect(match.stateHash()).toBe(hash);
    expect(match.log).toHaveLength(0);
  });

  it('resolves chance after a move and logs it as a move of chance', () => {
    const match = newMatch();
    const played = match.play(0, { type: 'draw' });
    expect(played.ok).toBe(true);
    expect(match.log.map((e) => e.player)).toEqual([0, CHANCE]);
    expect(match.log[1]?.move.type).toBe('deal');
    expect(match.toAct()).toEqual([1]);
  });

  it('gives each viewer the log with what they may not see redacted', () => {
    const match = newMatch();
    match.play(0, { type: 'draw' });
    const dealt = match.log[1]?.move;
    expect(match.logFor(0)).toEqual([
      { index: 0, player: 0, move: { type: 'draw' } },
      { index: 1, player: CHANCE, move: dealt },
    ]);
    expect(match.logFor(1, 1)).toEqual([
      { index: 1, player: CHANCE, move: { type: 'deal', card: { hidden: true } } },
    ]);
    expect(match.logFor('spectator', 1)[0]?.move).toEqual({ type: 'deal', card: { hidden: true } });
  });

  it('gives a bot the view and legal moves of its seat and, when asked for, its redacted history', () => {
    const match = newMatch();
    match.play(0, { type: 'draw' });
    const decision = match.decisionFor(1, true);
    expect(decision).toEqual({
      view: match.view(1),
      player: 1,
      legal: match.legalMoves(1),
      history: match.logFor(1),
    });
    expect(decision.history?.[1]?.move).toEqual({ type: 'deal', card: { hidden: true } });
    expect(decision.legal.length).toBeGreaterThan(0);
    expect(match.decisionFor(1)).not.toHaveProperty('history');
    expect(match.decisionFor(0, true).legal).toEqual([]);
  });

  it('refuses every move once the game is over', () => {
    const match = newMatch();
    expect(match.play(0, { type: 'stand' }).ok).toBe(true);
    expect(match.play(1, { type: 'stand' }).ok).toBe(true);
    expect(match.isOver()).toBe(true);
    expect(match.play(0, { type: 'draw' })).toMatchObject({ ok: false, error: { code: 'move/game-over' } });
    expect(match.result()?.scores).toHaveLength(2);
  });
});

describe('game records', () => {
  function playedMatch() {
    const match = newMatch('record');
    for (const [p, type] of [
      [0, 'draw'],
      [1, 'draw'],
      [0, 'stand'],
      [1, 'draw'],
      [1, 'stand'],
    ] as const) {
      if (!match.isOver()) expect(match.play(p, { type }).ok).toBe(true);
    }
    return match;
  }

  it('replays to the same final state hash after a JSON round trip', () => {
    const match = playedMatch();
    const record = JSON.parse(JSON.stringify(match.record({ hashes: 'every' })));
    const parsed = parseRecord(record);
    expect(parsed.ok).toBe(true);
    const replayed = replayRecord(toy, record);
    expect(replayed.ok && replayed.value.stateHash()).toBe(stableHash(match.state));
  });

  it('a replayed match continues with the future its seed gives', () => {
    const a = newMatch('future');
    a.play(0, { type: 'draw' });
    const replayed = replayRecord(toy, JSON.parse(JSON.stringify(a.record())));
    expect(replayed.ok).toBe(true);
    if (!replayed.ok) return;
    const b = replayed.value;
    a.play(1, { type: 'draw' });
    b.play(1, { type: 'draw' });
    expect(b.stateHash()).toBe(a.stateHash());
  });

  it('names the first bad move of a tampered record', () => {
    const record = playedMatch().record({ hashes: 'every' });
    const firstDeal = record.moves.findIndex((m) => m.player === CHANCE);
    const moves = record.moves.map((m, i) =>
      i === firstDeal ? { ...m, move: { type: 'deal', card: 99 } } : m,
    );
    const result = replayRecord(toy, { ...record, moves });
    expect(result).toMatchObject({ ok: false, error: { code: 'record/corrupt', moveIndex: firstDeal } });
  });

  it('catches a player move swapped for another legal one through the per-move hash', () => {
    const record = newMatch('swap').record();
    const match = newMatch('swap');
    match.play(0, { type: 'stand' });
    match.play(1, { type: 'stand' });
    const good = match.record({ hashes: 'every' });
    const moves = good.moves.map((m, i) => (i === 0 ? { ...m, move: { type: 'draw' } } : m));
    const result = replayRecord(toy, { ...good, moves });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.moveIndex).toBe(0);
    expect(record.moves).toHaveLength(0);
  });

  it('parses a record into its own fields only, with the result it carries', () => {
    const good = playedMatch().record({ seats: [{ kind: 'human', name: 'Ann' }, { kind: 'bot:random' }] });
    const parsed = parseRecord(JSON.parse(JSON.stringify({ ...good, extra: 'dropped' })));
    expect(parsed).toEqual({ ok: true, value: good });
    expect(parseRecord({ ...good, result: undefined })).toMatchObject({ ok: true, value: { result: null } });
  });

  it('names a bad seat or move of a record from 1, as a person counts them', () => {
    const good = playedMatch().record();
    const refusal = (raw: unknown) => {
      const parsed = parseRecord(raw);
      return parsed.ok ? 'parsed' : `${parsed.error.code}: ${parsed.error.message}`;
    };
    expect(refusal({ ...good, seats: [{ kind: 'human' }, { name: 'Ann' }] })).toBe(
      'record/malformed: not a game record: the seat of Player 2 has no kind',
    );
    expect(refusal({ ...good, seats: [{ kind: 'human', name: 7 }] })).toBe(
      'record/malformed: not a game record: the seat of Player 1 has a bad name',
    );
    expect(refusal({ ...good, moves: [{ player: 0, move: {} }, 'draw'] })).toBe(
      'record/malformed: not a game record: move 2 is not an object',
    );
    expect(refusal({ ...good, moves: [{ player: -1, move: {} }] })).toBe(
      'record/malformed: not a game record: move 1 has no valid player',
    );
  });

  it('refuses records of the wrong shape or version with codes', () => {
    expect(parseRecord(null)).toMatchObject({ ok: false, error: { code: 'record/malformed' } });
    expect(parseRecord({ format: 'gameshelf-record', version: 9 })).toMatchObject({
      ok: false,
      error: { code: 'record/version' },
    });
    const good = playedMatch().record();
    expect(parseRecord({ ...good, moves: [{ player: -1, move: {} }] })).toMatchObject({
      ok: false,
      error: { code: 'record/malformed' },
    });
    for (const broken of [
      { ...good, options: { rounds: { many: true } } },
      { ...good, seats: [{ name: 'Ann' }] },
      { ...good, seats: [{ kind: 'human', name: 7 }] },
      { ...good, result: { scores: ['1'], winners: [0] } },
      { ...good, result: { scores: [1], winners: [-1] } },
      { ...good, result: { scores: [1], winners: [0], summary: 3 } },
    ]) {
      expect(parseRecord(broken)).toMatchObject({ ok: false, error: { code: 'record/malformed' } });
    }
    expect(replayRecord(toy, { ...good, game: 'other' })).toMatchObject({
      ok: false,
      error: { code: 'record/corrupt' },
    });
    expect(replayRecord(toy, { ...good, finalHash: 'abc' })).toMatchObject({
      ok: false,
      error: { code: 'record/corrupt' },
    });
  });

  it('carries progress made by a copy elsewhere back into the match (progress, continueWith)', () => {
    const original = newMatch('carry');
    const direct = newMatch('carry');
    // The copy starts where the original stands, as a worker thread would resume it.
    const copy = Match.resume(toy, {
      setup: original.setup,
      options: original.options,
      seed: original.seed,
      rng: Rng.fromState(original.progress(0).rng) ?? impossible('a match gives a valid generator state'),
      state: original.state,
      log: [],
      befores: [],
    });
    for (const m of [copy, direct]) {
      expect(m.play(0, { type: 'draw' }).ok).toBe(true);
      expect(m.play(1, { type: 'stand' }).ok).toBe(true);
    }
    const from = original.log.length;
    original.continueWith(copy.progress(0));
    expect(original.log).toEqual(direct.log);
    expect(original.stateHash()).toBe(direct.stateHash());
    expect(original.logFor(1, from)).toEqual(direct.logFor(1, from));
    // The generator goes on from where the copy left it: the same future as the direct match.
    expect(original.play(0, { type: 'draw' })).toEqual(direct.play(0, { type: 'draw' }));
    expect(() => original.continueWith({ ...copy.progress(0), rng: [0, 0, 0, 0] })).toThrow(/malformed/);
  });
});
