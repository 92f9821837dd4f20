import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findGame, gameIds, SHELF } from '../src/index.ts';

describe('the shelf', () => {
  it('gives every game a unique id and finds games by id', () => {
    expect(new Set(gameIds()).size).toBe(SHELF.length);
    for (const id of gameIds()) expect(findGame(id).ok).toBe(true);
    expect(findGame('chess')).toMatchObject({ ok: false, error: { code: 'game/unknown' } });
  });

  it('runs the shared battery on every game on the shelf', () => {
    for (const id of gameIds()) {
      expect(existsSync(new URL(`./battery/${id}.test.ts`, import.meta.url)), `battery file for ${id}`).toBe(
        true,
      );
    }
  });
});
