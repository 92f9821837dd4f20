import { describe, expect, it } from 'vitest';
import { BatteryFailure, runBattery } from '../src/testing/index.ts';
import { battery } from '../src/testing/vitest.ts';
import { makeToy, toyModule } from './toy/src/index.ts';

for (const plan of toyModule.battery()) battery(toyModule.game, plan);

describe('the battery catches broken games', () => {
  it('a view that carries the deck (so determinize copies it) fails', () => {
    expect(() =>
      runBattery(makeToy('leaky'), { players: 3, options: {} }, { playouts: 40, deepPlayouts: 40 }),
    ).toThrow(/determinize never varied/);
  });

  it('a configuration declared to hide nothing is not asked to vary determinizations', () => {
    const plan = { playouts: 40, deepPlayouts: 40, hiddenInformation: () => false };
    expect(() => runBattery(makeToy('leaky'), { players: 3, options: {} }, plan)).not.toThrow();
  });

  it('a rule that accepts an illegal move fails', () => {
    const base = makeToy();
    const lax = {
      ...base,
      apply: (
        s: Parameters<typeof base.apply>[0],
        a: Parameters<typeof base.apply>[1],
        m: Parameters<typeof base.apply>[2],
      ) => base.apply(s, typeof a === 'number' ? s.turn : a, m),
    };
    expect(() => runBattery(lax, { players: 2, options: {} }, { playouts: 5 })).toThrow(BatteryFailure);
  });

  it('a rule that mutates its input fails', () => {
    const base = makeToy();
    const mutating = {
      ...base,
      apply: (
        s: Parameters<typeof base.apply>[0],
        a: Parameters<typeof base.apply>[1],
        m: Parameters<typeof base.apply>[2],
      ) => {
        // Broken on purpose: sorts the first hand of the state it was given in place, past its readonly type.
        const hand = s.hands[0];
        if (m.type === 'stand' && hand)
          Object.assign(
            hand,
            [...hand].sort((x, y) => y - x),
          );
        return base.apply(s, a, m);
      },
    };
    expect(() =>
      runBattery(mutating, { players: 3, options: {} }, { playouts: 20, deepPlayouts: 20 }),
    ).toThrow(BatteryFailure);
  });
});
