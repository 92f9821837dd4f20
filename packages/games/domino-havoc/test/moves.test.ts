import { canonicalJson, itemAt, Rng } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { parseMove } from '../src/moves.ts';
import { game } from './helpers.ts';

describe('parseMove: the one gate for untrusted moves', () => {
  it('writes every domino low number first, and sorts dealt trays', () => {
    expect(parseMove({ type: 'discard', domino: [9, 2] })).toEqual({
      ok: true,
      value: { type: 'discard', domino: [2, 9] },
    });
    expect(parseMove({ type: 'play', domino: [5, 3], open: 5 })).toEqual({
      ok: true,
      value: { type: 'play', domino: [3, 5], open: 5 },
    });
    expect(
      parseMove({
        type: 'deal',
        trays: [
          [
            [4, 1],
            [0, 0],
          ],
          [],
        ],
      }),
    ).toEqual({
      ok: true,
      value: {
        type: 'deal',
        trays: [
          [
            [0, 0],
            [1, 4],
          ],
          [],
        ],
      },
    });
  });

  it('accepts each move type with exactly its fields', () => {
    for (const move of [
      { type: 'drawBoneyard' },
      { type: 'takeDiscard', from: 7 },
      { type: 'play', domino: [0, 12] },
      { type: 'takeDouble' },
      { type: 'replaceDouble', domino: [3, 4] },
      { type: 'pass' },
      { type: 'drawn', domino: [6, 6] },
    ]) {
      expect(parseMove(move)).toEqual({ ok: true, value: move });
    }
  });

  it.each([
    ['not an object', 'pass'],
    ['null', null],
    ['an array', [{ type: 'pass' }]],
    ['an unknown type', { type: 'draw' }],
    ['a prototype name as type', { type: 'constructor' }],
    ['an extra field', { type: 'pass', player: 1 }],
    ['a missing field', { type: 'discard' }],
    ['open on a discard', { type: 'discard', domino: [1, 2], open: 2 }],
    ['a pip above 12', { type: 'discard', domino: [1, 13] }],
    ['a negative pip', { type: 'discard', domino: [-1, 2] }],
    ['a fractional pip', { type: 'discard', domino: [1.5, 2] }],
    ['three numbers', { type: 'discard', domino: [1, 2, 3] }],
    ['a domino as text', { type: 'discard', domino: '1-2' }],
    ['a seat beyond 8 players', { type: 'takeDiscard', from: 8 }],
    ['a seat as text', { type: 'takeDiscard', from: '1' }],
    ['an open end out of range', { type: 'play', domino: [1, 2], open: 13 }],
    ['a deal of nine trays', { type: 'deal', trays: Array.from({ length: 9 }, () => []) }],
    ['a deal with a bad domino', { type: 'deal', trays: [[[1, 2]], [[1, 'x']]] }],
  ])('refuses %s with move/malformed', (_, raw) => {
    const parsed = parseMove(raw);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error.code).toBe('move/malformed');
      expect(parsed.error.message.length).toBeGreaterThan(10);
    }
  });

  it('gives back every legal move unchanged, in played positions of every phase', () => {
    const setup = game.checkSetup(5, { rounds: 2 });
    if (!setup.ok) throw new Error(setup.error.message);
    const rng = Rng.fromSeed('parse');
    let s = game.setup(setup.value, rng);
    const phases = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const actors = game.actors(s);
      if (actors.kind === 'over') break;
      phases.add(s.phase.kind);
      const actor = actors.kind === 'chance' ? 'chance' : itemAt(actors.players, 0);
      const moves = actor === 'chance' ? [game.sampleChance(s, rng)] : game.legalMoves(s, actor);
      for (const move of moves) {
        expect(parseMove(JSON.parse(canonicalJson(move)))).toEqual({ ok: true, value: move });
      }
      const next = game.apply(s, actor, rng.pick(moves));
      if (!next.ok) throw new Error(next.error.message);
      s = next.value;
    }
    expect([...phases].sort()).toEqual([
      'deal',
      'discard',
      'draw',
      'drawing',
      'play',
      'replacing',
      'respond',
    ]);
  });
});
