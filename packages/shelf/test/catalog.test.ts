/** The catalog's light facts agree with the game modules they stand for, and the shelf is the catalog loaded. */
import { LANGUAGES, type LocaleResource } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { CATALOG, findMeta, loadModule } from '../src/catalog.ts';
import { SHELF } from '../src/index.ts';

type Entry = LocaleResource[string] | undefined;
const isWords = (entry: Entry): entry is LocaleResource => typeof entry === 'object';
/** The words under `key`, or undefined. */
const field = (entry: Entry, key: string): Entry => (isWords(entry) ? entry[key] : undefined);

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
      for (const language of LANGUAGES) {
        const words = meta?.catalogWords[language];
        expect(field(words, 'tagline'), language).toMatch(/\S/);
        expect(field(field(words, 'howTo'), '1'), language).toMatch(/\S/);
      }
    },
  );

  it.each(SHELF.map((m) => [m.game.id, m] as const))(
    '%s: its words name every option and every choice, in every language',
    (_id, module) => {
      // Internal options (Smashdodes' physics model) are not offered to players, but the lab lets a
      // designer compare them, so they have words too.
      const offered = module.game.options;
      for (const language of LANGUAGES) {
        const options = field(module.locales[language], 'options');
        const names = offered.map((o) => o.name).sort();
        expect(isWords(options) ? Object.keys(options).sort() : [], language).toEqual(names);
        for (const spec of offered) {
          const word = field(options, spec.name);
          expect(field(word, 'label'), `${language} ${spec.name}`).toMatch(/\S/);
          expect(field(word, 'help'), `${language} ${spec.name}`).toMatch(/\S/);
          const choices = field(word, 'choices');
          if (spec.kind === 'enum')
            expect(isWords(choices) ? Object.keys(choices).sort() : [], spec.name).toEqual(
              [...spec.choices].sort(),
            );
          else expect(choices, spec.name).toBeUndefined();
        }
      }
    },
  );

  it('finds nothing for an id not on the shelf', () => {
    expect(findMeta('chess')).toBeUndefined();
    expect(loadModule('chess')).toBeNull();
  });
});
