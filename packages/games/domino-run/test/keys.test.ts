/** DR-6 keys and DR-7 treasures, with the FAQ on the double blank and on bonus dice. */
import { Rng } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { dominoRun } from '../src/game.ts';
import { keysClaimed } from '../src/rules/enemy.ts';
import { chance, expectRefused, lineText, movesOf, play, position } from './helpers.ts';

/** Every ability tile (no double, no blank) except those listed. */
const ABILITY_TILES = [12, 13, 14, 15, 16, 23, 24, 25, 26, 34, 35, 36, 45, 46, 56];

describe('DR-6 keys', () => {
  it('DR-6 entering the front space of a face-up double flips it face down in place and claims it', () => {
    const s = position({ line: '12 23 33 45 56', enemy: 0, player: 3, dice: [6] });
    const after = play(s, { type: 'useDie', face: 6, spaces: 2 });
    expect(lineText(after)).toBe('12 23 33* 45 56');
    expect(keysClaimed(after)).toBe(1);
    expect(after.phase).toBe('treasure');
    expect(dominoRun.legalMoves(after, 0)).toEqual([
      { type: 'chooseTreasure', treasure: 'die' },
      { type: 'chooseTreasure', treasure: 'ability' },
    ]);
  });

  it('DR-6 entering only the back space claims nothing; the front space later, with another die, does', () => {
    const s = position({ line: '12 23 33 45 56', enemy: 0, player: 3, dice: [3, 3] });
    const half = play(s, { type: 'useDie', face: 3, spaces: 1 });
    expect(lineText(half)).toBe('12 23 33 45 56');
    expect(half.phase).toBe('move');
    const full = play(half, { type: 'useDie', face: 3, spaces: 1 });
    expect(lineText(full)).toBe('12 23 33* 45 56');
  });

  it('DR-6 FAQ the double blank is a key: its front space costs nothing and claims it', () => {
    const s = position({ line: '12 20 00 45 56', enemy: 0, player: 3, dice: [] });
    const after = play(s, { type: 'step' }, { type: 'step' });
    expect(lineText(after)).toBe('12 20 00* 45 56');
    expect(keysClaimed(after)).toBe(1);
    expect(after.phase).toBe('treasure');
  });

  it('DR-6 one move that completes two keys owes two treasures, chosen one after the other', () => {
    const s = position({ line: '12 22 33 45 56', enemy: 0, player: 1, dice: [6, 4] });
    const after = play(s, { type: 'combineDice', faces: [6, 4], spaces: 4 });
    expect(lineText(after)).toBe('12 22* 33* 45 56');
    expect(after.pendingTreasures).toBe(2);
    const one = play(after, { type: 'chooseTreasure', treasure: 'die' });
    expect(one).toMatchObject({ phase: 'treasure', pool: 3, pendingTreasures: 1 });
    const two = play(one, { type: 'chooseTreasure', treasure: 'die' });
    expect(two).toMatchObject({ phase: 'move', pool: 4, pendingTreasures: 0, treasuresTaken: 2 });
  });
});

describe('DR-7 treasures', () => {
  const claimed = () =>
    play(position({ line: '12 23 33 45 56', enemy: 0, player: 3, dice: [6, 2] }), {
      type: 'useDie',
      face: 6,
      spaces: 2,
    });

  it('DR-7 FAQ a Bonus Die joins the pool and the next roll throws it', () => {
    const s = play(claimed(), { type: 'chooseTreasure', treasure: 'die' });
    expect(s.pool).toBe(3);
    const rolling = play(s, { type: 'endMove' });
    expect(rolling.phase).toBe('refill');
    const ready = chance(rolling, { type: 'place', tile: 36 });
    expect(ready.phase).toBe('roll');
    const outcomes = dominoRun.chanceOutcomes?.(ready) ?? [];
    expect(outcomes.every((o) => o.move.type === 'roll' && o.move.dice.length === 3)).toBe(true);
    expectRefused(ready, { type: 'roll', dice: [6, 6] }, 'move/illegal', 'chance');
  });

  it('DR-7 FAQ the bonus die stays in every succeeding roll while it is not given up', () => {
    const rng = Rng.fromSeed('faq-3');
    let t = position({
      line: '12 23 34 45 56 16 13 14 15 24 25 26',
      enemy: 0,
      player: 15,
      pool: 3,
      phase: 'roll',
    });
    for (let turn = 1; turn <= 3; turn++) {
      t = chance(t, dominoRun.sampleChance(t, rng));
      expect(t).toMatchObject({ turn: turn + 1, phase: 'move' });
      expect(t.dice).toHaveLength(3);
      t = play(t, { type: 'endMove' });
      expect(t.phase).toBe('roll');
    }
  });

  it('DR-7 a fourth die is the limit: with 4 dice the key brings a Bonus Ability without asking', () => {
    const s = play(position({ line: '12 23 33 45 56', enemy: 0, player: 3, dice: [6], pool: 4 }), {
      type: 'useDie',
      face: 6,
      spaces: 2,
    });
    expect(s.phase).toBe('ability');
    expect(s.pool).toBe(4);
    expect(s.treasuresTaken).toBe(1);
  });

  it('DR-7 a Bonus Ability draw sets aside doubles and tiles with a blank, keeps the first ability tile, returns the rest', () => {
    const s = play(claimed(), { type: 'chooseTreasure', treasure: 'ability' });
    expect(dominoRun.actors(s)).toEqual({ kind: 'chance' });
    const outcomes = dominoRun.chanceOutcomes?.(s) ?? [];
    expect(outcomes).toHaveLength(s.pile.length);
    const blank = chance(s, { type: 'drawAbility', tile: 3 });
    expect(blank).toMatchObject({ phase: 'ability', setAside: [3] });
    expect(blank.pile).not.toContain(3);
    const double = chance(blank, { type: 'drawAbility', tile: 44 });
    expect(double.setAside).toEqual([3, 44]);
    const found = chance(double, { type: 'drawAbility', tile: 25 });
    expect(found).toMatchObject({ phase: 'move', abilities: [25], setAside: [] });
    expect(found.pile).toContain(3);
    expect(found.pile).toContain(44);
    expect(found.pile).not.toContain(25);
    expect(found.pile).toHaveLength(s.pile.length - 1);
  });

  it('DR-7 an ability a:b turns one unused die showing a into b', () => {
    const s = position({ line: '12 23 34 45 56', enemy: 0, player: 1, dice: [2, 1], abilities: [25] });
    expect(movesOf(s, 'convertDie')).toEqual([{ type: 'convertDie', ability: 25 }]);
    const after = play(s, { type: 'convertDie', ability: 25 });
    expect(after).toMatchObject({ dice: [5, 1], abilitiesUsed: [25] });
  });

  it('DR-7 each ability works once per turn, even with another die showing its number', () => {
    const s = play(position({ line: '12 23 34 45 56', enemy: 0, player: 1, dice: [2, 2], abilities: [25] }), {
      type: 'convertDie',
      ability: 25,
    });
    expect(s.dice).toEqual([5, 2]);
    expect(movesOf(s, 'convertDie')).toEqual([]);
    expectRefused(s, { type: 'convertDie', ability: 25 }, 'move/illegal');
  });

  it('DR-7 several abilities may be held, each used once in the same turn', () => {
    const s = position({ line: '12 23 34 45 56', enemy: 0, player: 1, dice: [2, 2], abilities: [25, 26] });
    const after = play(s, { type: 'convertDie', ability: 25 }, { type: 'convertDie', ability: 26 });
    expect(after).toMatchObject({ dice: [6, 5], abilitiesUsed: [25, 26] });
  });

  it('DR-7 abilities chain on one die in the same turn: a 1:3 then a 3:5 turn a rolled 1 into a 5', () => {
    const s = position({ line: '12 23 22 45 56', enemy: 0, player: 3, dice: [1, 1], abilities: [13, 35] });
    expect(movesOf(s, 'convertDie')).toEqual([{ type: 'convertDie', ability: 13 }]);
    const three = play(s, { type: 'convertDie', ability: 13 });
    expect(three.dice).toEqual([3, 1]);
    // The 3 it made is a die showing 3 like any other: the 3:5 takes it on.
    expect(movesOf(three, 'convertDie')).toEqual([{ type: 'convertDie', ability: 35 }]);
    const five = play(three, { type: 'convertDie', ability: 35 });
    expect(five).toMatchObject({ dice: [5, 1], abilitiesUsed: [13, 35] });
    // Each ability still works once per turn: the other 1 stays a 1.
    expect(movesOf(five, 'convertDie')).toEqual([]);
    expectRefused(five, { type: 'convertDie', ability: 13 }, 'move/illegal');
    // The 5 pays both spaces of the 2:2 ahead and claims it (DR-6).
    const claimed = play(five, { type: 'useDie', face: 5, spaces: 2 });
    expect(lineText(claimed)).toBe('12 23 22* 45 56');
  });

  it('DR-7 an ability is not offered without a die showing its low number, nor one not held', () => {
    const s = position({ line: '12 23 34 45 56', enemy: 0, player: 1, dice: [3, 1], abilities: [25] });
    expect(movesOf(s, 'convertDie')).toEqual([]);
    expectRefused(s, { type: 'convertDie', ability: 25 }, 'move/illegal');
    expectRefused(s, { type: 'convertDie', ability: 13 }, 'move/illegal');
  });

  it('DR-7 an ability drawn mid-turn can already convert a die still unused this turn', () => {
    const s = play(claimed(), { type: 'chooseTreasure', treasure: 'ability' });
    const found = chance(s, { type: 'drawAbility', tile: 26 });
    expect(found.dice).toEqual([2]);
    expect(movesOf(found, 'convertDie')).toEqual([{ type: 'convertDie', ability: 26 }]);
  });

  it('DR-7 with no ability tile left in the pile, the key brings a Bonus Die without asking', () => {
    // All 15 ability tiles are on the line or held.
    const s = position({
      line: '12 23 33 34 45 56 13 35 15 46 16 36 24',
      enemy: 0,
      player: 3,
      dice: [6],
      abilities: [14, 25, 26],
    });
    expect(s.pile.filter((t) => ABILITY_TILES.includes(t))).toEqual([]);
    const after = play(s, { type: 'useDie', face: 6, spaces: 2 });
    expect(after).toMatchObject({ phase: 'move', pool: 3, treasuresTaken: 1 });
  });

  it('DR-7 with 4 dice and no ability tile left, the treasure is forfeit but the key still counts', () => {
    const s = position({
      line: '12 23 33 34 45 56 13 35 15 46 16 36 24',
      enemy: 0,
      player: 3,
      dice: [6],
      pool: 4,
      abilities: [14, 25, 26],
    });
    const after = play(s, { type: 'useDie', face: 6, spaces: 2 });
    expect(after).toMatchObject({ phase: 'move', pool: 4, treasuresTaken: 0 });
    expect(keysClaimed(after)).toBe(1);
    expectRefused(after, { type: 'chooseTreasure', treasure: 'ability' }, 'move/illegal');
  });
});
