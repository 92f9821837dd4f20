/** The designer's variants (options enemySpeed and keys): the standard game is unchanged at their defaults. */
import { unwrap } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { dominoRun } from '../src/game.ts';
import { moveEnemy } from '../src/rules/enemy.ts';
import { play, position } from './helpers.ts';

describe('variants', () => {
  it('at their defaults the options carry nothing new', () => {
    expect(unwrap(dominoRun.checkSetup(1, { turnLimit: 300, enemySpeed: 2, keys: 7 })).options).toEqual({
      turnLimit: 300,
    });
    expect(dominoRun.checkSetup(1, { turnLimit: 300, keys: 0 })).toMatchObject({
      ok: false,
      error: { code: 'options/invalid' },
    });
  });

  it('DR-8 enemySpeed 4: with no key the enemy moves 4 spaces (2 in the rules)', () => {
    const s = position({ line: '12 23 34 45 56 16', enemy: 0, player: 9, dice: [] });
    expect(moveEnemy(s).enemy).toBe(2);
    expect(moveEnemy({ ...s, options: { turnLimit: 300, enemySpeed: 4 } }).enemy).toBe(4);
    // One kept key adds one, as in the rules.
    expect(moveEnemy({ ...s, keys: [0], options: { turnLimit: 300, enemySpeed: 4 } }).enemy).toBe(5);
  });

  it('DR-10 keys 3: the third key claimed wins', () => {
    const s = position({ line: '12 23 33 45 56', enemy: 0, player: 3, dice: [3, 3], keys: [0, 11] });
    const won = play(
      { ...s, options: { turnLimit: 300, keys: 3 } },
      { type: 'useDie', face: 3, spaces: 1 },
      { type: 'useDie', face: 3, spaces: 1 },
    );
    expect(won.phase).toBe('won');
    expect(dominoRun.result(won)).toMatchObject({
      winners: [0],
      summary: 'escaped with all 3 keys on turn 1',
    });
    const onward = play(s, { type: 'useDie', face: 3, spaces: 1 }, { type: 'useDie', face: 3, spaces: 1 });
    expect(onward.phase).toBe('treasure');
  });
});
