import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { rulesKeys, rulesWord } from '@gameshelf/engine/rules-text';
import { LANGUAGES } from '@gameshelf/engine/translate';
import { describe, expect, it } from 'vitest';
import { CATALOG, loadRules } from '../src/catalog.ts';

/** Every key of a words tree, dotted. */
function leaves(words: object, prefix = ''): string[] {
  return Object.entries(words).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : leaves(v, `${prefix}${k}.`),
  );
}

describe('every game on the shelf has rules for people to read', () => {
  for (const { meta } of CATALOG) {
    it(`${meta.id}: every section, paragraph and list item has words in every language, and no word goes unused`, async () => {
      const rules = await loadRules(meta.id);
      expect(rules).not.toBeNull();
      if (!rules) return;
      const keys = rulesKeys(rules);
      expect(rules.sections.map((s) => s.id)).toEqual(
        expect.arrayContaining(['goal', 'turn', 'scoring', 'variants']),
      );
      for (const language of LANGUAGES) {
        const missing = keys.filter((k) => !rulesWord(rules.words[language], k)?.trim());
        expect(missing, `${meta.id} ${language}`).toEqual([]);
        expect(leaves(rules.words[language]).sort()).toEqual([...keys].sort());
      }
    });

    it(`${meta.id}: the ./rules entry imports only its words and the rules-text type, so a rules page loads no engine`, () => {
      const source = readFileSync(fileURLToPath(import.meta.resolve(`@gameshelf/${meta.id}/rules`)), 'utf8');
      const imports = [...source.matchAll(/^import (.*) from '([^']+)'/gm)].map(
        (m) => `${m[1]} from ${m[2]}`,
      );
      expect(imports.sort()).toEqual([
        'en from ../locales/rules/en.json',
        'it from ../locales/rules/it.json',
        'type { RulesText } from @gameshelf/engine/rules-text',
      ]);
    });
  }

  it('an id not on the shelf has no rules', () => {
    expect(loadRules('chess')).toBeNull();
  });
});
