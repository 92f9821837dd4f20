/**
 * Every game's words exist in every language (issue #17, #20): the English
 * and Italian locales of each game on the shelf, its catalog's words, and
 * the words every table shares, have exactly the same keys, none of them
 * empty, and the same `{{values}}`. (Which keys a game's narration uses is
 * checked where it is told: the command line's narration test.)
 */
import { SHELF_LOCALES } from '@gameshelf/engine';
import { wordsProblems } from '@gameshelf/engine/testing';
import { describe, expect, it } from 'vitest';
import { CATALOG } from '../src/catalog.ts';
import { SHELF } from '../src/index.ts';

const WORDS = [
  { id: 'gameshelf (shared)', locales: SHELF_LOCALES },
  ...SHELF.map((module) => ({ id: module.game.id, locales: module.locales })),
  ...CATALOG.map(({ meta }) => ({ id: `${meta.id} (catalog)`, locales: meta.catalogWords })),
];

describe.each(WORDS)('the words of $id', ({ locales }) => {
  it('have the same keys in every language, none empty, with the same {{values}}', () => {
    expect(wordsProblems(locales)).toEqual([]);
  });
});
