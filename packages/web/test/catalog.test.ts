/** The home page's light game list agrees with the game modules the app can load. */
import { describe, expect, it } from 'vitest';
import { GAME_CARDS, playerCount } from '../src/catalog/games.ts';
import { MODULE_IDS } from '../src/games/available.ts';
import { MODULES } from '../src/games/modules.ts';

describe('the catalog', () => {
  it('lists exactly the loadable games as playable', () => {
    expect([...MODULE_IDS].sort()).toEqual(Object.keys(MODULES).sort());
    for (const id of MODULE_IDS) expect(GAME_CARDS.some((c) => c.id === id)).toBe(true);
  });

  it('states the player counts each game module declares', async () => {
    for (const [id, load] of Object.entries(MODULES)) {
      const { game } = await load();
      const card = GAME_CARDS.find((c) => c.id === id);
      expect(card?.players, id).toEqual({ min: game.players.min, max: game.players.max });
      expect(card?.name, id).toBe(game.name);
    }
  });

  it('words player counts', () => {
    const count = (min: number, max: number) =>
      playerCount({ ...(GAME_CARDS[0] as (typeof GAME_CARDS)[0]), players: { min, max } });
    expect(count(1, 1)).toBe('Solo');
    expect(count(2, 2)).toBe('2 players');
    expect(count(2, 4)).toBe('2–4 players');
    expect(count(1, 4)).toBe('Solo or up to 4 players');
  });
});
