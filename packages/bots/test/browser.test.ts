import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { LEVELS } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { toyModule } from '../../engine/test/toy/src/index.ts';
import { createBot } from '../src/browser.ts';

const SRC = resolve(import.meta.dirname, '../src');

/** Every file of this package that `from` reaches through relative imports. */
function reachable(from: string, seen = new Set<string>()): Set<string> {
  if (seen.has(from)) return seen;
  seen.add(from);
  const text = readFileSync(from, 'utf8');
  for (const [, path] of text.matchAll(/from '(\.[^']+)'/g))
    if (path) reachable(resolve(dirname(from), path), seen);
  return seen;
}

describe('the browser entry', () => {
  it('reaches no Node-only module and no package of ours but the engine', () => {
    const files = [...reachable(resolve(SRC, 'browser.ts'))];
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      expect(text, file).not.toMatch(/from 'node:/);
      expect(text, file).not.toMatch(/from '@gameshelf\/(?!engine')/);
    }
  });

  it('builds the level bots of a game from their specs', () => {
    const module = { ...toyModule, levels: { easy: 'random', medium: 'ismcts:50', hard: 'ismcts' } };
    expect(LEVELS.map((level) => createBot(module, level)).map((bot) => bot.ok && bot.value.name)).toEqual([
      'random',
      'ismcts:50',
      'ismcts',
    ]);
    expect(createBot(toyModule, 'easy')).toMatchObject({ ok: false, error: { code: 'bot/unknown' } });
    expect(createBot(module, 'nonsense').ok).toBe(false);
  });
});
