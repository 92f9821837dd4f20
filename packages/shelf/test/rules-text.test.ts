import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { rulesKeys, rulesWord, sectionPieces, workedExampleCount } from '@gameshelf/engine/rules-text';
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
        expect.arrayContaining(['goal', 'components', 'turn', 'special', 'scoring', 'variants']),
      );
      for (const language of LANGUAGES) {
        const missing = keys.filter((k) => !rulesWord(rules.words[language], k)?.trim());
        expect(missing, `${meta.id} ${language}`).toEqual([]);
        expect(leaves(rules.words[language]).sort()).toEqual([...keys].sort());
      }
    });

    it(`${meta.id}: its components are drawn, and at least one worked example shows a position`, async () => {
      const rules = await loadRules(meta.id);
      expect(rules).not.toBeNull();
      if (!rules) return;
      const components = rules.sections.find((s) => s.id === 'components');
      expect(components?.blocks.filter((b) => b.type === 'pieces').flatMap((b) => b.pieces)).not.toEqual([]);
      expect(workedExampleCount(rules)).toBeGreaterThanOrEqual(1);
      // Every example belongs to a section shown, and every drawn piece has a name.
      const ids = rules.sections.map((s) => s.id);
      for (const example of rules.examples) expect(ids).toContain(example.section);
      for (const section of rules.sections)
        for (const piece of sectionPieces(section)) expect(piece.piece, piece.key).toBeDefined();
    });

    it(`${meta.id}: no ruling code (DD-3, SD-8) reaches a player in the rules words`, async () => {
      const rules = await loadRules(meta.id);
      if (!rules) return;
      for (const language of LANGUAGES)
        for (const key of rulesKeys(rules))
          expect(rulesWord(rules.words[language], key), `${language} ${key}`).not.toMatch(
            /\b(DD|DH|DG|DR|SD)-\d/,
          );
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
