/**
 * Issue #20: every refusal a player can meet has words in every language.
 * Each game's table of refusals (`GameModule.refusals`, from its
 * rules/refusals.ts) and the `refusals` section of its locales name the same
 * keys, in English and Italian alike, and the words cite no ruling (`DH-4`),
 * which players would not know. Nor does any other word a player reads: every
 * string of every game's locales (its table, its catalog card, its rules page,
 * its tutorial) and of the words every table shares, in every language; and
 * every option a page shows, internal ones too (the lab lists them), has its
 * label and help there, so no page falls back to the spec's description
 * (English, for the command line, citing rulings).
 */
import { LANGUAGES, type LocaleResource, localeKeys, SHELF_LOCALES } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { CATALOG, loadRules, loadTutorial } from '../src/catalog.ts';
import { SHELF } from '../src/index.ts';

const RULING = /\b[A-Z]{1,3}-\d+/;
/** The rulings' codes: Digit Dash, Double Domino Havoc, DIGIT, Domino Run, Smashdodes. */
const RULING_CODE = /\b(DD|DH|DG|DR|SD)-\d+/;
/** Words told by a number have a form for each plural (`revealCount_one`, `revealCount_other`). */
const PLURAL = /_(zero|one|two|few|many|other)$/;

const section = (words: LocaleResource): LocaleResource => {
  const refusals = words.refusals;
  return typeof refusals === 'object' ? refusals : {};
};

describe.each(SHELF.map((module) => ({ id: module.game.id, module })))(
  'the refusals of $id',
  ({ module }) => {
    const keys = Object.keys(module.refusals ?? {}).sort();

    it('have words in every language, for exactly the keys of its table', () => {
      expect(keys.length, 'a table of refusals (rules/refusals.ts)').toBeGreaterThan(0);
      for (const language of LANGUAGES) {
        const named = new Set(
          localeKeys(section(module.locales[language])).map((key) => key.replace(PLURAL, '')),
        );
        expect([...named].sort(), language).toEqual(keys);
      }
    });

    it('cite no ruling code in their words', () => {
      for (const language of LANGUAGES) {
        const words = section(module.locales[language]);
        const cited = Object.entries(words).filter(([, w]) => typeof w !== 'string' || RULING.test(w));
        expect(cited, language).toEqual([]);
      }
    });

    it('are named in camelCase, each with an English message', () => {
      for (const [key, template] of Object.entries(module.refusals ?? {})) {
        expect(key, template).toMatch(/^[a-z][A-Za-z]+$/);
        expect(template.length, key).toBeGreaterThan(0);
      }
    });
  },
);

describe('the ruling-code pattern', () => {
  it('finds codes such as DH-4, DD-10 and SD-11, not ordinary words', () => {
    expect(['see DH-4', 'DD-10', '(SD-11)'].every((w) => RULING.test(w))).toBe(true);
    expect(['a 3-4 domino', 'double-12', 'Player 2'].some((w) => RULING.test(w))).toBe(false);
  });
});

/** Every string of a tree of words, `path: words`. */
function strings(words: unknown, path: string): string[] {
  if (typeof words === 'string') return [`${path}: ${words}`];
  if (typeof words !== 'object' || words === null) return [];
  return Object.entries(words).flatMap(([key, inner]) => strings(inner, `${path}.${key}`));
}

describe('no word a player reads cites a ruling', () => {
  it.each(CATALOG.map((entry) => entry.meta.id))(
    '%s: its table, catalog card, rules page and tutorial, in every language',
    async (id) => {
      const module = SHELF.find((m) => m.game.id === id);
      const meta = CATALOG.find((entry) => entry.meta.id === id)?.meta;
      const [rules, tutorial] = await Promise.all([loadRules(id), loadTutorial(id)]);
      for (const language of LANGUAGES) {
        const sources = {
          table: module?.locales[language],
          catalog: meta?.catalogWords[language],
          rules: rules?.words[language],
          tutorial: tutorial?.locales[language],
        };
        const all = Object.entries(sources).flatMap(([name, words]) => {
          expect(words, `${id} ${name} ${language}`).toBeDefined();
          return strings(words, `${name} ${language}`);
        });
        expect(all.length).toBeGreaterThan(50);
        expect(all.filter((line) => RULING_CODE.test(line))).toEqual([]);
      }
    },
  );

  it('the words every table shares, in every language', () => {
    for (const language of LANGUAGES)
      expect(strings(SHELF_LOCALES[language], language).filter((line) => RULING_CODE.test(line))).toEqual([]);
  });

  it.each(SHELF.map((module) => ({ id: module.game.id, module })))(
    '$id: every option, internal ones too, has a label and help in every language',
    ({ module }) => {
      for (const language of LANGUAGES) {
        const options = module.locales[language].options;
        const words = typeof options === 'object' ? options : {};
        for (const spec of module.game.options) {
          const own = words[spec.name];
          const said = typeof own === 'object' ? own : {};
          expect(typeof said.label, `${spec.name} ${language}`).toBe('string');
          expect(typeof said.help, `${spec.name} ${language}`).toBe('string');
          if (spec.kind === 'enum') {
            const choices = typeof said.choices === 'object' ? said.choices : {};
            expect(Object.keys(choices).sort(), `${spec.name} ${language}`).toEqual([...spec.choices].sort());
          }
        }
      }
    },
  );

  it('the codes pattern finds DD-11 and SD-1 in words, not a 3-4 domino', () => {
    expect(
      ['quiet turns (DD-11)', 'the physics model (SD-1)', 'DG-2', 'DR-10', 'DH-9'].every((w) =>
        RULING_CODE.test(w),
      ),
    ).toBe(true);
    expect(['a 3-4 domino', 'double-12', 'D-1'].some((w) => RULING_CODE.test(w))).toBe(false);
  });
});
