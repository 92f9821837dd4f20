/**
 * The terminal UI: the map, the log lines, the menu grouping and typed shots.
 */
import { CHANCE, PLAIN_STYLE } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { smashdodes as game } from '../src/game.ts';
import { parseInput } from '../src/text/input.ts';
import { describe as describeMove, menuPath, render } from '../src/text.ts';
import type { SmashMove } from '../src/types.ts';
import { A, DIE, position } from './helpers.ts';

const s = position([
  { die: DIE.A_D8A, x: -0.05, z: 0.1, value: 6 },
  { die: DIE.B_D4A, x: 0.08, z: -0.1, value: 2 },
  { die: DIE.B_D20, x: 0, z: 0, value: 13 },
]);
const view = game.view(s, A);

describe('text UI', () => {
  it('draws the board from above with each die where it lies, A at the bottom', () => {
    const map = render(view, PLAIN_STYLE).split('\n').slice(1, 27);
    const rowOf = (mark: string) => map.findIndex((l) => l.includes(mark));
    // C (A's first D8) lies 10 cm towards A's side of g (B's D20, at the centre), a (B's first D4)
    // 10 cm towards B's: 5 rows of 2 cm each way.
    expect(rowOf('C') - rowOf('g')).toBe(5);
    expect(rowOf('g') - rowOf('a')).toBe(5);
    expect(render(view, PLAIN_STYLE)).toContain('g B-d20     13 at (+0, +0) mm in the target');
    expect(render(view, PLAIN_STYLE)).toContain('A hand: A-d4a A-d4b A-d8b A-d10a A-d10b A-d20');
  });

  it('describes moves in one line, chance included', () => {
    const shot: SmashMove = {
      type: 'attack',
      die: DIE.A_D8A,
      target: DIE.B_D4A,
      velocity: [0, 0, -1500],
      lift: 40,
      spin: [0, 0, 0],
    };
    expect(describeMove(shot, A)).toBe('A attacks B-d4a with A-d8a: 1500 mm/s towards 90°, lifted 40 mm');
    expect(describeMove({ type: 'rollOff', rolls: [4, 4] }, CHANCE)).toBe(
      'roll-off: A 4, B 4, a tie: roll again',
    );
  });

  it('groups the sampled shots by die, then target, then strength', () => {
    const paths = game.legalMoves(s, A).map((m) => menuPath(m, view));
    expect(paths.every((p) => p.length === 3)).toBe(true);
    const attacks = paths.filter((p) => p[0] === 'Attack with A-d8a (6)');
    expect(new Set(attacks.map((p) => p[1]))).toEqual(new Set(['B-d4a (2)']));
    expect(attacks.length).toBeGreaterThan(10);
    expect(paths.filter((p) => p[0] === 'Drop A-d20').length).toBeGreaterThan(20);
  });

  it('reads typed shots, aiming an attack at its target when no heading is given', () => {
    expect(parseInput('drop G 10 -5 120', view)).toEqual({
      ok: true,
      value: { type: 'drop', die: DIE.A_D20, x: 10, z: -5, height: 120, spin: [0, 0, 0] },
    });
    const aimed = parseInput('attack A-d8a a 2000', view);
    expect(aimed).toMatchObject({
      ok: true,
      value: { type: 'attack', die: DIE.A_D8A, target: DIE.B_D4A, lift: 0 },
    });
    const v = aimed.ok && aimed.value.type === 'attack' ? aimed.value.velocity : [0, 0, 0];
    // From (-50, 100) to (80, -100) mm: along (130, -200)/|…|.
    expect(v[0] / v[2]).toBeCloseTo(-130 / 200, 2);
    expect(Math.hypot(...v)).toBeLessThanOrEqual(2000);
    expect(parseInput('attack C a 3000 90 150', view)).toEqual({
      ok: true,
      value: {
        type: 'attack',
        die: DIE.A_D8A,
        target: DIE.B_D4A,
        velocity: [0, 0, -3000],
        lift: 150,
        spin: [0, 0, 0],
      },
    });
    expect(parseInput('skip', view)).toEqual({ ok: true, value: { type: 'skip' } });
  });

  it('refuses typed nonsense with a code, and typed moves still meet the rules', () => {
    for (const text of ['', 'fly C', 'drop Q 1 2', 'drop C 1.5 2', 'attack C', 'skip now'])
      expect(parseInput(text, view)).toMatchObject({ ok: false, error: { code: 'input/invalid' } });
    const far = parseInput('drop G 40 0', view);
    expect(far.ok && game.apply(s, A, far.value)).toMatchObject({
      ok: false,
      error: { code: 'move/illegal' },
    });
  });
});
