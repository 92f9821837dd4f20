/** The catalog's light facts agree with the game modules they stand for, and the shelf is the catalog loaded. */
import { describe, expect, it } from 'vitest';
import { CATALOG, findMeta, loadModule } from '../src/catalog.ts';
import { SHELF } from '../src/index.ts';

describe('the catalog', () => {
  it('is the shelf: the same games in the same order', async () => {
    expect(CATALOG.map((e) => e.meta.id)).toEqual(SHELF.map((m) => m.game.id));
    expect(new Set(CATALOG.map((e) => e.meta.id)).size).toBe(CATALOG.length);
    for (const [i, entry] of CATALOG.entries()) expect(await entry.load()).toBe(SHELF[i]);
  });

  it.each(SHELF.map((m) => [m.game.id, m] as const))(
    '%s: its meta states its name and player counts',
    (id, module) => {
      const meta = findMeta(id);
      expect(meta?.name).toBe(module.game.name);
      expect(meta?.players).toEqual({ min: module.game.players.min, max: module.game.players.max });
      expect(meta?.howTo.length).toBeGreaterThan(0);
    },
  );

  it.each(SHELF.map((m) => [m.game.id, m] as const))(
    '%s: its meta words every option and every choice',
    (id, module) => {
      const words = findMeta(id)?.options ?? {};
      expect(Object.keys(words).sort()).toEqual(module.game.options.map((o) => o.name).sort());
      for (const spec of module.game.options) {
        const word = words[spec.name];
        expect(word?.label, spec.name).toMatch(/\S/);
        expect(word?.help, spec.name).toMatch(/\S/);
        if (spec.kind === 'enum')
          expect(Object.keys(word?.choices ?? {}).sort(), spec.name).toEqual([...spec.choices].sort());
        else expect(word?.choices, spec.name).toBeUndefined();
      }
    },
  );

  it('finds nothing for an id not on the shelf', () => {
    expect(findMeta('chess')).toBeUndefined();
    expect(loadModule('chess')).toBeNull();
  });
});
