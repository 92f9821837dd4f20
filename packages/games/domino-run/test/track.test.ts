/** DR-1 the set, DR-2 what spaces cost, DR-3 how a tile is placed at the front. */
import { describe, expect, it } from 'vitest';
import { dominoRun } from '../src/game.ts';
import { placement, reach } from '../src/rules/line.ts';
import { setup } from '../src/rules/setup.ts';
import { canBeAbility, isDouble, TILES, tileLabel } from '../src/rules/tiles.ts';
import { chance, lineOf, lineText, movesOf, play, position } from './helpers.ts';

describe('DR-1 components', () => {
  it('DR-1 the double-six set has 28 distinct tiles with pips 0-6, seven of them doubles (the keys)', () => {
    expect(TILES).toHaveLength(28);
    expect(new Set(TILES.map(tileLabel)).size).toBe(28);
    expect(TILES.filter(isDouble).map(tileLabel)).toEqual(['0:0', '1:1', '2:2', '3:3', '4:4', '5:5', '6:6']);
    // DR-7: the tiles that can become abilities: no double, no blank.
    expect(TILES.filter(canBeAbility)).toHaveLength(15);
  });

  it('DR-1 the pool starts with 2 dice and a roll throws every die in it', () => {
    expect(setup({ players: 1, options: { turnLimit: 300 } }).pool).toBe(2);
    const three = position({ line: '12 34 56 11 22', player: 5, phase: 'roll', pool: 3 });
    const outcomes = dominoRun.chanceOutcomes?.(three) ?? [];
    // 56 sorted rolls of three dice, probabilities summing to 1.
    expect(outcomes).toHaveLength(56);
    expect(outcomes.reduce((sum, o) => sum + o.probability, 0)).toBeCloseTo(1, 12);
    expect(outcomes.every((o) => o.move.type === 'roll' && o.move.dice.length === 3)).toBe(true);
    expect(dominoRun.apply(three, 'chance', { type: 'roll', dice: [6, 5] }).ok).toBe(false);
    expect(chance(three, { type: 'roll', dice: [6, 5, 1] }).dice).toEqual([6, 5, 1]);
  });
});

describe('DR-2 the track', () => {
  it('DR-2 a space costs its pips; blank halves, claimed keys and pits cost nothing', () => {
    const line = lineOf('12 03 44* __ 56');
    // From space 1 (the 2): 0 is free, 3 costs 3, the claimed key and the pit are free, 5 costs 5.
    expect(reach(line, 1, 2)).toBe(1);
    expect(reach(line, 1, 3)).toBe(6);
    expect(reach(line, 1, 7)).toBe(6);
    expect(reach(line, 1, 8)).toBe(7);
  });

  it('DR-2 the free step enters a blank half, never a space with pips', () => {
    const s = position({ line: '12 03 14 05 56', enemy: 0, player: 4, dice: [] });
    expect(movesOf(s, 'step')).toEqual([]);
    const onBlank = position({ line: '12 03 14 05 56', enemy: 0, player: 1, dice: [] });
    const walked = play(onBlank, { type: 'step' });
    expect(walked.player).toBe(2);
    expect(movesOf(walked, 'step')).toEqual([]);
  });

  it('DR-2 claimed keys and pits lie only behind the white cube, so ahead of it only blanks are free', () => {
    // A key is claimed by entering its front half, and the enemy makes pits behind the player.
    const claimed = play(
      position({ line: '12 00 34 56 16', enemy: 0, player: 1, dice: [] }),
      { type: 'step' },
      { type: 'step' },
    );
    expect(claimed.line[1]).toMatchObject({ faceDown: true });
    expect(claimed.player).toBe(3);
  });
});

describe('DR-3 placing a tile', () => {
  it('DR-3 the seed example: 0:5 goes low first after 2:4, then 5:1 turns its 5 against the 5', () => {
    let line = lineOf('24');
    line = [...line, placement(line, 5)];
    line = [...line, placement(line, 15)];
    expect(line.map((s) => (s.kind === 'tile' ? `${s.first}${s.second}` : '__'))).toEqual(['24', '05', '51']);
  });

  it('DR-3 a double always fits its own number; with no match a double is just placed', () => {
    expect(placement(lineOf('13'), 33)).toEqual({ kind: 'tile', first: 3, second: 3, faceDown: false });
    expect(placement(lineOf('12'), 33)).toEqual({ kind: 'tile', first: 3, second: 3, faceDown: false });
  });

  it('DR-3 a matching high number goes next to the front; no match goes low number first', () => {
    expect(placement(lineOf('16'), 36)).toMatchObject({ first: 6, second: 3 });
    expect(placement(lineOf('13'), 36)).toMatchObject({ first: 3, second: 6 });
    expect(placement(lineOf('12'), 36)).toMatchObject({ first: 3, second: 6 });
    expect(placement([], 46)).toMatchObject({ first: 4, second: 6 });
  });

  it('DR-3 a claimed key or a pit at the front shows no number, so the next tile goes low first', () => {
    expect(placement(lineOf('66*'), 36)).toMatchObject({ first: 3, second: 6 });
    expect(placement(lineOf('12 __'), 12)).toMatchObject({ first: 1, second: 2 });
  });

  it('DR-3 a chance placement puts the drawn tile at the front, oriented, and takes it from the pile', () => {
    const s = position({ line: '12 34 56', player: 1, enemy: 0, phase: 'refill' });
    const after = chance(s, { type: 'place', tile: 26 });
    expect(lineText(after)).toBe('12 34 56 62');
    expect(after.pile).not.toContain(26);
  });
});
