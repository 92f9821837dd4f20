/**
 * SD-13: the execution error of every shot, drawn from the seed and
 * recorded, with an option for exact shots.
 */
import { CHANCE, Rng } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { smashdodes as game } from '../src/game.ts';
import { ERROR_SD, sampleExecute, sampleTumble } from '../src/rules/chance.ts';
import { perturb } from '../src/rules/launch.ts';
import type { SmashMove, SmashState } from '../src/types.ts';
import { A, DIE, position } from './helpers.ts';

const aimed = (s: SmashState, move: SmashMove): SmashState => {
  const r = game.apply(s, A, move);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const DROP: SmashMove = { type: 'drop', die: DIE.A_D20, x: 0, z: 0, height: 80, spin: [0, 0, 0] };

describe('SD-13 skill and chance', () => {
  it('SD-13 errors have the stated standard deviations (2° aim, 5% power, 3 mm position)', () => {
    const s = position([]);
    const rng = Rng.fromSeed('sd-13');
    const n = 4000;
    const sums = { aim: 0, power: 0, dx: 0 };
    const squares = { aim: 0, power: 0, dx: 0 };
    for (let i = 0; i < n; i++) {
      const e = sampleExecute(s, rng, false);
      for (const k of ['aim', 'power', 'dx'] as const) {
        sums[k] += e[k];
        squares[k] += e[k] * e[k];
      }
    }
    const sd = (k: 'aim' | 'power' | 'dx') => Math.sqrt(squares[k] / n - (sums[k] / n) ** 2);
    expect(sd('aim') / ERROR_SD.aim).toBeCloseTo(1, 1);
    expect(sd('power') / ERROR_SD.power).toBeCloseTo(1, 1);
    expect(sd('dx') / ERROR_SD.offset).toBeCloseTo(1, 1);
    expect(Math.abs(sums.aim / n)).toBeLessThan(10);
  });

  it('SD-13 with the exact option every error is zero, and a non-zero one is refused', () => {
    const s = aimed(position([], { exact: true }), DROP);
    const e = game.sampleChance(s, Rng.fromSeed(1));
    expect(e).toMatchObject({ type: 'execute', aim: 0, power: 0, dx: 0, dz: 0 });
    expect(
      game.apply(s, CHANCE, {
        type: 'execute',
        aim: 1,
        power: 0,
        dx: 0,
        dz: 0,
        tumble: [0, 0, 0, 1_000_000],
      }),
    ).toMatchObject({
      ok: false,
      error: { code: 'move/illegal' },
    });
  });

  it('SD-13 errors beyond six standard deviations are refused as impossible outcomes', () => {
    const s = aimed(position([]), DROP);
    const tumble = [0, 0, 0, 1_000_000] as const;
    expect(
      game.apply(s, CHANCE, { type: 'execute', aim: 1201, power: 0, dx: 0, dz: 0, tumble }),
    ).toMatchObject({ ok: false });
    expect(game.apply(s, CHANCE, { type: 'execute', aim: 0, power: 0, dx: 0, dz: 0 })).toMatchObject({
      ok: false,
    });
  });

  it('SD-13 the aim error turns the shot about the vertical; power scales it', () => {
    // 12° counter-clockwise seen from above, 10% more power.
    const [x, y, z] = perturb([1, 0.5, 0], { type: 'execute', aim: 1200, power: 1000, dx: 0, dz: 0 });
    const turn = (12 * Math.PI) / 180;
    expect(x).toBeCloseTo(1.1 * Math.cos(turn), 9);
    expect(y).toBeCloseTo(0.55, 9);
    expect(z).toBeCloseTo(-1.1 * Math.sin(turn), 9);
  });

  it('SD-13 tumbles are unit quaternions scaled by a million, spread over every orientation', () => {
    const rng = Rng.fromSeed('tumble');
    let w = 0;
    for (let i = 0; i < 1000; i++) {
      const t = sampleTumble(rng);
      expect(Math.abs(Math.hypot(...t) - 1e6)).toBeLessThan(2);
      w += Math.abs(t[3]) / 1e6;
    }
    // For a uniform rotation, w has density (2/π)√(1 - w²), so E|w| = 4/(3π) ≈ 0.424.
    expect(w / 1000).toBeCloseTo(4 / (3 * Math.PI), 1);
  });
});
