import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { digitDashModule } from '@gameshelf/digit-dash';
import { digitDashRules } from '@gameshelf/digit-dash/rules';
import { dominoHavocModule } from '@gameshelf/domino-havoc';
import { dominoHavocRules } from '@gameshelf/domino-havoc/rules';
import { dominoRunModule } from '@gameshelf/domino-run';
import { dominoRunRules } from '@gameshelf/domino-run/rules';
import { type GameDefinition, type Move, playExample } from '@gameshelf/engine';
import {
  type RulesText,
  rulesKeys,
  rulesWord,
  sectionPieces,
  workedExampleCount,
} from '@gameshelf/engine/rules-text';
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
  for (const { meta, load } of CATALOG) {
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

    it(`${meta.id}: every worked example, played from its seed, is a position the rules reach`, async () => {
      const rules = await loadRules(meta.id);
      if (!rules || rules.examples.length === 0) return;
      const module = await load();
      for (const example of rules.examples) {
        const played = playExample(module.game, example);
        expect(played.ok ? 'legal' : played.error, `${meta.id} ${example.id}`).toBe('legal');
      }
    });
  }

  it('an id not on the shelf has no rules', () => {
    expect(loadRules('chess')).toBeNull();
  });
});

/** One worked example played by its game's own rules (the shelf's test above checks every one is legal). */
function played<S, M extends Move, V, O>(game: GameDefinition<S, M, V, O>, rules: RulesText, id: string) {
  const example = rules.examples.find((e) => e.id === id);
  if (!example) throw new Error(`no example ${id}`);
  const result = playExample(game, example);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe('the worked examples show what their captions say', () => {
  it('DR-5, DR-6 Domino Run: the 3 pays a 3, the 5 pays the 3:3 key and the 2 beyond it, and a Bonus Die joins the pool', () => {
    const match = played(dominoRunModule.game, dominoRunRules, 'turn');
    const { line, player, dice, pool, phase } = match.state;
    expect(line[2]).toEqual({ kind: 'tile', first: 0, second: 2, faceDown: false });
    expect(line[3]).toEqual({ kind: 'tile', first: 3, second: 3, faceDown: true });
    expect(line[4]).toEqual({ kind: 'tile', first: 2, second: 5, faceDown: false });
    expect(match.state.rolled).toEqual([5, 3]);
    expect(player).toBe(8); // the 2 of the 2:5
    expect(dice).toEqual([]);
    expect(pool).toBe(3);
    expect(phase).toBe('move');
  });

  it("DH-9 (b) amended Havoc: a replacement double goes into the replacer's slot, live, and the answers start from the replacer", () => {
    const match = played(dominoHavocModule.game, dominoHavocRules, 'replace');
    const { racks, outOfPlay, direction, phase } = match.state;
    expect(racks.map((r) => r.slot)).toEqual([[3, 7], null, [0, 0]]);
    expect(outOfPlay).toEqual([[7, 7]]);
    expect(racks[2]?.tray).toContainEqual([0, 8]);
    expect(racks[2]?.tray).toHaveLength(6);
    expect(direction).toBe('clockwise');
    expect(phase).toEqual({ kind: 'respond', owner: 2, responder: 0 });
    expect(match.toAct()).toEqual([0]);
  });

  it("DD-7 Digit Dash Steal: the triangle 9 taken from Player 2's set and laid straight back counts for Player 1", () => {
    const match = played(digitDashModule.game, digitDashRules, 'steal');
    // Tile ids: suit = id / 10 (0 circle, 1 square, 2 triangle), number = id % 10 + 1; 19 is Steal.
    expect(match.state.table).toEqual([{ owner: 1, tiles: [8, 18, 28], by: [1, 1, 0] }]);
    expect(match.legalMoves(0).map((m) => m.type)).not.toContain('discard');
    expect(match.legalMoves(0).map((m) => m.type)).toContain('endTurn');
  });
});
