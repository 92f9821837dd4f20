/**
 * Issue #20: every refusal a player can meet has words in every language.
 * Each game's table of refusals (`GameModule.refusals`, from its
 * rules/refusals.ts) and the `refusals` section of its locales name the same
 * keys, in English and Italian alike, and the words cite no ruling (`DH-4`),
 * which players would not know.
 */
import { LANGUAGES, type LocaleResource, localeKeys } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { SHELF } from '../src/index.ts';

const RULING = /\b[A-Z]{1,3}-\d+/;
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
