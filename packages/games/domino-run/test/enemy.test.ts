/** DR-8 the black cube, DR-9 cleanup, and the FAQ on a player standing on a knocked-out key. */
import { describe, expect, it } from 'vitest';
import { dominoRun } from '../src/game.ts';
import { moveEnemy } from '../src/rules/enemy.ts';
import { chance, expectRefused, lineText, movesOf, play, position } from './helpers.ts';

describe('DR-8 the enemy', () => {
  it('DR-8 with no key the enemy moves 2 spaces towards the white cube', () => {
    const s = position({ line: '12 23 34 45 56 16', enemy: 0, player: 9, dice: [] });
    expect(moveEnemy(s)).toMatchObject({ enemy: 2, caught: false });
  });

  it('DR-8 the enemy moves X = 2 + keys claimed: three kept keys make it 5', () => {
    const s = position({ line: '12 23 34 45 56 16', enemy: 0, player: 9, keys: [0, 11, 22], dice: [] });
    expect(moveEnemy(s)).toMatchObject({ enemy: 5, caught: false });
  });

  it('DR-8 the enemy crosses an old pit without stopping', () => {
    const s = position({ line: '__ 23 45 56 16 12', enemy: 0, player: 9, keys: [44], dice: [] });
    expect(moveEnemy(s)).toMatchObject({ enemy: 3, caught: false });
  });

  it('DR-8 stepping onto a claimed key knocks it out: the player keeps it, it becomes a pit, the enemy stops there', () => {
    const s = position({ line: '12 44* 23 45 56 16', enemy: 0, player: 9, dice: [] });
    const moved = moveEnemy(s);
    // Stride 3 (one key), but the enemy stops in the pit after 2 spaces.
    expect(moved).toMatchObject({ enemy: 2, keys: [44], caught: false });
    const after = play(s, { type: 'endMove' });
    // Cleanup then drops the 1:2 behind the enemy (DR-9); the key still counts.
    expect(lineText(after)).toBe('__ 23 45 56 16');
    expect(after).toMatchObject({ enemy: 0, player: 7, keys: [44] });
    expect(after.pile).not.toContain(44);
  });

  it('DR-8 FAQ a player on the front half of a knocked-out key stays there, in the pit, and runs on normally', () => {
    const s = position({ line: '12 23 44* 45 56 16', enemy: 2, player: 5, dice: [] });
    const after = play(s, { type: 'endMove' });
    expect(lineText(after)).toBe('__ 45 56 16');
    expect(after).toMatchObject({ enemy: 0, player: 1, keys: [44], timesCaught: 0, phase: 'roll' });
    const rolled = chance(after, { type: 'roll', dice: [4, 1] });
    expect(movesOf(rolled, 'useDie')).toEqual([{ type: 'useDie', face: 4, spaces: 1 }]);
    expect(play(rolled, { type: 'useDie', face: 4, spaces: 1 }).player).toBe(2);
  });

  it('DR-8 reaching the white cube with a bonus die only: the die is lost and the enemy goes behind the first tile', () => {
    const s = position({ line: '12 23 34 45 56 16', enemy: 0, player: 2, pool: 3, dice: [] });
    const after = play(s, { type: 'endMove' });
    expect(after).toMatchObject({ pool: 2, enemy: -1, player: 2, timesCaught: 1, phase: 'roll' });
    // Nothing lies behind the pit before the first tile, so cleanup sweeps nothing (DR-9).
    expect(lineText(after)).toBe('12 23 34 45 56 16');
    expect(moveEnemy(after)).toMatchObject({ enemy: 1, caught: false });
  });

  it('DR-8 a caught player with a die and an ability chooses which to give up; the ability goes back to the pile', () => {
    const s = position({
      line: '12 23 34 45 56 16',
      enemy: 0,
      player: 1,
      pool: 3,
      abilities: [35],
      dice: [],
    });
    const caught = play(s, { type: 'endMove' });
    expect(caught.phase).toBe('caught');
    expect(dominoRun.legalMoves(caught, 0)).toEqual([
      { type: 'sacrificeDie' },
      { type: 'sacrificeAbility', ability: 35 },
    ]);
    const after = play(caught, { type: 'sacrificeAbility', ability: 35 });
    expect(after).toMatchObject({ pool: 3, abilities: [], enemy: -1, phase: 'roll' });
    expect(after.pile).toContain(35);
    expectRefused(caught, { type: 'sacrificeAbility', ability: 36 }, 'move/illegal');
  });

  it('DR-8 a caught player with two abilities and no bonus die chooses between the abilities', () => {
    const s = position({ line: '12 23 34 45 56 16', enemy: 0, player: 1, abilities: [35, 46], dice: [] });
    const caught = play(s, { type: 'endMove' });
    expect(dominoRun.legalMoves(caught, 0)).toEqual([
      { type: 'sacrificeAbility', ability: 35 },
      { type: 'sacrificeAbility', ability: 46 },
    ]);
    expectRefused(caught, { type: 'sacrificeDie' }, 'move/illegal');
  });

  it('DR-8 a player caught with no treasure loses', () => {
    const s = position({ line: '12 23 34 45 56 16', enemy: 0, player: 2, dice: [] });
    const after = play(s, { type: 'endMove' });
    expect(after).toMatchObject({ phase: 'lost', loss: 'caught', timesCaught: 1 });
    expect(dominoRun.actors(after)).toEqual({ kind: 'over' });
    expect(dominoRun.result(after)).toMatchObject({ scores: [0], winners: [] });
  });
});

describe('DR-9 cleanup', () => {
  it('DR-9 tiles entirely behind the enemy go back to the pile; the tile it stands on stays', () => {
    const s = position({ line: '12 23 34 45 56 16', enemy: 1, player: 9, dice: [] });
    const after = play(s, { type: 'endMove' });
    // The enemy ends on the front half of 2:3: only the 1:2 is entirely behind it.
    expect(lineText(after)).toBe('23 34 45 56 16');
    expect(after).toMatchObject({ enemy: 1, player: 7 });
    expect(after.pile).toContain(12);
  });

  it('DR-9 a pit behind the enemy simply vanishes', () => {
    const s = position({ line: '__ 23 34 45 56 16', enemy: 1, player: 9, keys: [11], dice: [] });
    const after = play(s, { type: 'endMove' });
    expect(lineText(after)).toBe('34 45 56 16');
    // Only the 2:3 went back: a pit is no tile.
    expect(after.pile).toEqual([...s.pile, 23].sort((a, b) => a - b));
  });

  it('DR-9 tiles are placed at the front until X = 2 + keys whole tiles lie ahead of the white cube', () => {
    const s = position({ line: '12 23 34 45 56 16', enemy: 0, player: 7, keys: [11, 22], dice: [] });
    // Two keys: X = 4. The enemy moves 4, two tiles go behind it, and 2 tiles lie ahead of the player.
    const after = play(s, { type: 'endMove' });
    expect(after).toMatchObject({ phase: 'refill', enemy: 0, player: 3 });
    const one = chance(after, { type: 'place', tile: 66 });
    expect(one.phase).toBe('refill');
    const two = chance(one, { type: 'place', tile: 36 });
    expect(two.phase).toBe('roll');
    expect(lineText(two)).toBe('34 45 56 16 66 63');
  });

  it('DR-9 fewer tiles are placed if the pile runs out', () => {
    // Two pits first, so that the enemy's move returns no tile to the pile.
    const line = '__ __ 00 01 02 03 04 05 06 15 16 23 24 25 26 33 34 35 36 44 45 46 55 56';
    const s = position({ line, enemy: 0, player: 43, keys: [11, 22], abilities: [12, 13, 14], dice: [] });
    expect(s.pile).toEqual([66]);
    const after = play(s, { type: 'endMove' });
    expect(after.phase).toBe('refill');
    const placed = chance(after, { type: 'place', tile: 66 });
    expect(placed.phase).toBe('roll');
    expect(placed.pile).toEqual([]);
  });
});
