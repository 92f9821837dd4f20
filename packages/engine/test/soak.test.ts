/**
 * The invariant soak (`npm run soak -- --moves N`): random moves, the game's
 * `checkInvariants` at every position, stopping at the first broken one and
 * naming where. Checked on the toy game, sound and with a planted fault.
 */
import { describe, expect, it } from 'vitest';
import { soakMoves, soakReport } from '../src/testing/index.ts';
import { toyModule } from './toy/src/index.ts';
import type { ToyState } from './toy/src/types.ts';

describe('the invariant soak', () => {
  it('plays the moves asked for, game after game, and finds nothing in a sound game', () => {
    const o = soakMoves(toyModule, 3000, 'soak-test');
    expect(o.failure).toBeNull();
    expect(o.moves).toBe(3000);
    expect(o.playerMoves + o.chanceMoves).toBe(3000);
    expect(o.games).toBeGreaterThan(10);
    // Every start and every move's position was checked.
    expect(o.positions).toBe(o.moves + o.games + 1);
    expect(soakReport(o)).toMatch(/^ok +toy: 3000 moves/);
  });

  it('the same seed walks the same moves', () => {
    const a = soakMoves(toyModule, 500, 'again');
    const b = soakMoves(toyModule, 500, 'again');
    expect({ ...a, seconds: 0 }).toEqual({ ...b, seconds: 0 });
  });

  it('stops at the first broken invariant and names the game, its seed and the move', () => {
    let checked = 0;
    const faulty = {
      ...toyModule,
      game: {
        ...toyModule.game,
        // A fault planted at the 100th position checked.
        checkInvariants: (state: ToyState) =>
          ++checked === 100 ? ['planted fault'] : toyModule.game.checkInvariants(state),
      },
    };
    const o = soakMoves(faulty, 10_000, 'fault');
    expect(o.failure).toMatch(/^toy .* seed fault\/toy\/\d+, after move \d+ \(.*\): planted fault$/);
    expect(o.moves).toBeLessThan(100);
    expect(soakReport(o)).toMatch(/^FAIL/);
  });
});
