import { describe, expect, it } from 'vitest';
import { findGame, GAMESHELF, gameIds, SHELF, shelfOf } from '../src/index.ts';

describe('the shelf', () => {
  it('gives every game a unique id and finds games by id', () => {
    expect(new Set(gameIds()).size).toBe(SHELF.length);
    for (const id of gameIds()) expect(findGame(id).ok).toBe(true);
    expect(findGame('chess')).toMatchObject({ ok: false, error: { code: 'game/unknown' } });
    expect(GAMESHELF.games).toBe(SHELF);
  });

  it('gives every game a battery plan from its own folder, with playouts in every plan', () => {
    for (const module of SHELF) {
      const plans = module.battery();
      expect(plans.length, module.game.id).toBeGreaterThan(0);
      for (const plan of plans) expect(plan.playouts, module.game.id).toBeGreaterThan(0);
    }
  });

  it('refuses a shelf with two games of one id', () => {
    expect(() => shelfOf([...SHELF, ...SHELF.slice(0, 1)])).toThrow(/two games with the id/);
  });
});
