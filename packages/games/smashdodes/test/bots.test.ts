/**
 * The shooter and greedy bots and their evaluation.
 */
import { Rng } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { evaluate, score, WEIGHTS } from '../src/bots/evaluate.ts';
import { greedy } from '../src/bots/greedy.ts';
import { chooseShot, shooter, shooterSearch, spreadCandidates } from '../src/bots/shooter.ts';
import { smashdodes as game } from '../src/game.ts';
import { smashdodesModule } from '../src/index.ts';
import type { SmashState } from '../src/types.ts';
import { A, B, DIE, position } from './helpers.ts';

describe('shooter', () => {
  it('gives half its candidates to attacks and half to drops, one kind of die after another', () => {
    const s = position([
      { die: DIE.A_D8A, x: -0.05, z: 0, value: 6 },
      { die: DIE.B_D4A, x: 0.05, z: 0, value: 2 },
    ]);
    const legal = game.legalMoves(s, A);
    const picked = spreadCandidates(legal, 8, Rng.fromSeed(1));
    expect(picked.filter((m) => m.type === 'attack')).toHaveLength(4);
    // A's hand: D4, D4, D8, D10, D10, D20: four kinds, one drop each (twins drop alike).
    const kinds = picked.filter((m) => m.type === 'drop').map((m) => s.dice[m.die]?.kind);
    expect(new Set(kinds)).toEqual(new Set(['d4', 'd8', 'd10', 'd20']));
    // The first attack tried is the plainest: straight at the target, along the board, 1.5 m/s.
    expect(picked[0]).toMatchObject({ type: 'attack', velocity: [1500, 0, 0], lift: 0 });
  });

  it('knocks out an opponent D20 sitting by the border when it can', () => {
    const s = position([
      { die: DIE.A_D8A, x: 0.12, z: 0, value: 8 },
      { die: DIE.B_D20, x: 0.17, z: 0, value: 5 },
    ]);
    for (const seed of [1, 2, 3]) {
      const move = chooseShot(
        game.view(s, A),
        A,
        game.legalMoves(s, A),
        Rng.fromSeed(seed),
        shooterSearch(8),
      );
      expect(move).toMatchObject({ type: 'attack', die: DIE.A_D8A, target: DIE.B_D20 });
    }
  });

  it('refuses a bad number of candidates with bot/invalid', () => {
    expect(shooter({ game, module: smashdodesModule, arg: 'many' })).toMatchObject({
      ok: false,
      error: { code: 'bot/invalid' },
    });
    expect(shooter({ game, module: smashdodesModule, arg: '0' })).toMatchObject({
      ok: false,
      error: { code: 'bot/invalid' },
    });
    expect(shooter({ game, module: smashdodesModule, arg: '12' })).toMatchObject({
      ok: true,
      value: { name: 'shooter:12' },
    });
  });
});

describe('evaluation', () => {
  it('values a won game above everything, and each knocked-out die', () => {
    const s = position([{ die: DIE.A_D8A, x: 0, z: 0, value: 3 }], {}, {}, [DIE.B_D4A]);
    const over: SmashState = { ...s, stage: { kind: 'over', winner: A, reason: 'test' } };
    expect(score(over, A)).toBe(WEIGHTS.win);
    expect(score(over, B)).toBe(-WEIGHTS.win);
    const even = position([{ die: DIE.A_D8A, x: 0, z: 0, value: 3 }]);
    expect(score(s, A) - score(even, A)).toBe(WEIGHTS.knockedOut);
  });

  it('fears for a D20 the opponent can attack, the more so near the border', () => {
    const safe = position([
      { die: DIE.A_D20, x: 0, z: 0.05, value: 20 },
      { die: DIE.B_D8A, x: 0, z: -0.05, value: 8 },
    ]);
    const exposed = position([
      { die: DIE.A_D20, x: 0, z: 0.05, value: 3 },
      { die: DIE.B_D8A, x: 0, z: -0.05, value: 8 },
    ]);
    const edge = position([
      { die: DIE.A_D20, x: 0, z: 0.18, value: 3 },
      { die: DIE.B_D8A, x: 0, z: -0.05, value: 8 },
    ]);
    expect(score(exposed, A)).toBeLessThan(score(safe, A));
    expect(score(edge, A)).toBeLessThan(score(exposed, A));
  });

  it('gives search bots each side a chance to win in [0, 1]: the winner 1, the side ahead more', () => {
    const s = position([{ die: DIE.A_D8A, x: 0, z: 0, value: 3 }], {}, {}, [DIE.B_D4A]);
    const won = evaluate({ ...s, stage: { kind: 'over', winner: A, reason: 'test' } });
    expect(won[0]).toBeCloseTo(1, 9);
    expect(won[0]! + won[1]!).toBeCloseTo(1, 12);
    const even = evaluate(
      position([
        { die: DIE.A_D8A, x: 0, z: 0, value: 3 },
        { die: DIE.B_D8A, x: 0.1, z: 0.1, value: 3 },
      ]),
    );
    expect(even[0]).toBeGreaterThan(0);
    expect(even[0]).toBeLessThan(1);
    // a knock-out ahead: A's chance rises above B's
    expect(evaluate(s)[0]).toBeGreaterThan(evaluate(s)[1]!);
  });
});

describe('greedy', () => {
  it('refuses a bad number of candidates with bot/invalid', () => {
    expect(greedy({ game, module: smashdodesModule, arg: '0' })).toMatchObject({
      ok: false,
      error: { code: 'bot/invalid' },
    });
    expect(greedy({ game, module: smashdodesModule, arg: '6' })).toMatchObject({
      ok: true,
      value: { name: 'greedy:6' },
    });
  });
});
