/**
 * The interface's own words in both languages: the same keys in English and
 * Italian, none empty, the same `{{values}}` in each sentence (the games'
 * words are checked with the shelf: packages/shelf/test/locales.test.ts).
 */
import { wordsProblems } from '@gameshelf/engine/testing';
import { describe, expect, it } from 'vitest';
import { WEB_WORDS } from '../../src/i18n/i18n.ts';

describe("the web interface's words", () => {
  it('have the same keys in English and Italian, none empty, with the same {{values}}', () => {
    expect(wordsProblems(WEB_WORDS)).toEqual([]);
  });

  it('would say what is missing: a key, a word, a value', () => {
    expect(wordsProblems({ en: { a: 'A', b: 'B' }, it: { a: 'A' } })).toEqual(['it lacks b']);
    expect(wordsProblems({ en: { a: 'A', b: '{{n}} B' }, it: { a: '', b: 'B' } })).toEqual([
      'it a is empty',
      'it b takes {{}}, English {{n}}',
    ]);
  });
});
