/**
 * Every word in both languages: the web's own locale files and every game's
 * (its catalog words and its module's) have the same keys in English and
 * Italian, no empty sentence, and the same `{{values}}` in each sentence, so
 * that a key missing in either language, or a sentence that drops a value,
 * fails here rather than on a page.
 */
import { LANGUAGES, type LocaleResource } from '@gameshelf/engine';
import { CATALOG } from '@gameshelf/shelf/catalog';
import { describe, expect, it } from 'vitest';
import { WEB_WORDS } from '../../src/i18n/i18n.ts';

/** Every sentence by its full key (`board.move.draw`, `howTo.0`). */
function flatten(words: LocaleResource | string, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof words === 'string') return out.set(prefix, words);
  for (const [key, value] of Object.entries(words))
    for (const [k, v] of flatten(value, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  return out;
}

const values = (sentence: string) => [...sentence.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

function expectSameWords(name: string, byLanguage: Readonly<Record<string, LocaleResource>>) {
  const [first, ...rest] = LANGUAGES.map((l) => [l, flatten(byLanguage[l] ?? {})] as const);
  if (!first) throw new Error('no languages');
  const [base, baseWords] = first;
  expect(baseWords.size, `${name}: ${base} has words`).toBeGreaterThan(0);
  for (const [language, words] of rest) {
    expect([...words.keys()].sort(), `${name}: the keys of ${language} and ${base}`).toEqual(
      [...baseWords.keys()].sort(),
    );
    for (const [key, sentence] of words) {
      expect(sentence.trim(), `${name} ${language} ${key}`).not.toBe('');
      expect(values(sentence), `${name} ${language} ${key}: its values`).toEqual(
        values(baseWords.get(key) ?? ''),
      );
    }
  }
}

describe('words in every language', () => {
  it('the web interface has the same keys and values in each', () => {
    expectSameWords('web', WEB_WORDS);
  });

  it.each(CATALOG.map((entry) => [entry.meta.id, entry] as const))(
    '%s: its catalog words and all its other words have the same keys and values in each',
    async (_id, { meta, load }) => {
      expectSameWords(`${meta.id} meta`, meta.catalogWords);
      expectSameWords(meta.id, (await load()).locales);
    },
  );

  it('finds a key missing in one language', () => {
    expect(() => expectSameWords('broken', { en: { a: 'A', b: 'B' }, it: { a: 'A' } })).toThrow(/keys/);
    expect(() => expectSameWords('broken', { en: { a: '{{n}} A' }, it: { a: 'A' } })).toThrow(/values/);
  });
});
