/**
 * Every game's words exist in every language (issue #17, #20): the English
 * and Italian locales of each game on the shelf, and the words every table
 * shares, have exactly the same keys, none of them empty. (Which keys a
 * game's narration uses is checked where it is told: the command line's
 * narration test.)
 */
import { LANGUAGES, type LocaleResource, localeKeys, SHELF_LOCALES } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { SHELF } from '../src/index.ts';

function values(resource: LocaleResource): string[] {
  return Object.values(resource).flatMap((value) => (typeof value === 'string' ? [value] : values(value)));
}

const WORDS = [
  { id: 'gameshelf (shared)', locales: SHELF_LOCALES },
  ...SHELF.map((module) => ({ id: module.game.id, locales: module.locales })),
];

describe.each(WORDS)('the words of $id', ({ locales }) => {
  it('has the same keys in every language', () => {
    const english = localeKeys(locales.en);
    expect(english.length).toBeGreaterThan(0);
    for (const language of LANGUAGES) expect(localeKeys(locales[language]), language).toEqual(english);
  });

  it('has no empty word, and every {{placeholder}} of English in the other languages too', () => {
    for (const language of LANGUAGES)
      expect(values(locales[language]).filter((v) => v.trim() === '')).toEqual([]);
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    const lookup = (resource: LocaleResource, key: string): string => {
      let at: string | LocaleResource | undefined = resource;
      for (const part of key.split('.')) at = typeof at === 'object' ? at[part] : undefined;
      return typeof at === 'string' ? at : '';
    };
    for (const key of localeKeys(locales.en))
      for (const language of LANGUAGES)
        expect(placeholders(lookup(locales[language], key)), `${language} ${key}`).toEqual(
          placeholders(lookup(locales.en, key)),
        );
  });
});
