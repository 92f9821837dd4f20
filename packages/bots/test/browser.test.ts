import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { digitDashModule } from '@gameshelf/digit-dash';
import { describe, expect, it } from 'vitest';
import { createBot } from '../src/browser.ts';

const SRC = resolve(import.meta.dirname, '../src');

/** Every file of this package that `from` reaches through relative imports. */
function reachable(from: string, seen = new Set<string>()): Set<string> {
  if (seen.has(from)) return seen;
  seen.add(from);
  const text = readFileSync(from, 'utf8');
  for (const m of text.matchAll(/from '(\.[^']+)'/g)) reachable(resolve(dirname(from), m[1] as string), seen);
  return seen;
}

describe('the browser entry', () => {
  it('reaches no Node-only module', () => {
    const files = [...reachable(resolve(SRC, 'browser.ts'))];
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      expect(text, file).not.toMatch(/from 'node:/);
      expect(text, file).not.toMatch(/from '@gameshelf\/shelf'/);
    }
  });

  it('builds the level bots of a game', () => {
    for (const level of ['easy', 'medium', 'hard']) {
      expect(createBot(digitDashModule, level).ok).toBe(true);
    }
    expect(createBot(digitDashModule, 'nonsense').ok).toBe(false);
  });
});
