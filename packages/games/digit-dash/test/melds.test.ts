import { describe, expect, it } from 'vitest';
import { digitDash } from '../src/game.ts';
import { fitsMeld, isRun, isSet, meldsInHand, stealableTiles } from '../src/rules/melds.ts';
import { gameScores } from '../src/rules/result.ts';
import { ALL_TILES, faceValue, isPower, POWERS, powerOf, SUITS, suitOf } from '../src/rules/tiles.ts';
import { isListed, movesOfType, play, position, refuse, tile, tiles } from './helpers.ts';

describe('DD-1 tiles', () => {
  it('DD-1 there are 40 tiles: 4 suits of number tiles 1-9 and one power tile each', () => {
    expect(ALL_TILES).toHaveLength(40);
    for (const suit of SUITS) {
      const ofSuit = ALL_TILES.filter((t) => suitOf(t) === suit);
      expect(ofSuit).toHaveLength(10);
      expect(ofSuit.filter((t) => !isPower(t)).map(faceValue)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(ofSuit.filter(isPower)).toHaveLength(1);
    }
  });

  it('DD-1 the four power tiles are Swap, Steal, Skip and Peek, one per suit', () => {
    const powers = ALL_TILES.filter(isPower);
    expect(powers.map(powerOf).sort()).toEqual([...POWERS].sort());
    expect(new Set(powers.map(suitOf)).size).toBe(4);
  });
});

describe('DD-5 sets and runs', () => {
  it.each([
    [['c7', 's7'], true],
    [['c7', 's7', 't7'], true],
    [['c7', 's7', 't7', 'h7'], true],
    [['c7'], false],
    [['c7', 'c8'], false],
    [['c7', 's6'], false],
    [['swap', 'steal'], false],
  ])('DD-5 a set is 2-4 tiles of one value in different suits: %j is %s', (names, expected) => {
    expect(isSet(tiles(...names))).toBe(expected);
  });

  it.each([
    [['c3', 'c4'], true],
    [['c3', 'c4', 'c5'], true],
    [['h6', 'h7', 'h8', 'h9'], true],
    [['c3', 'c4', 'c5', 'c6', 'c7'], false],
    [['c3', 'c5'], false],
    [['c3', 's4'], false],
    [['c9', 'c1'], false],
    [['c8', 'c9', 'swap'], false],
    [['c9', 's1'], false],
  ])('DD-5 a run is 2-4 tiles of one suit with consecutive values: %j is %s', (names, expected) => {
    expect(isRun(tiles(...names))).toBe(expected);
  });

  it('DD-5 runs do not wrap around: 9 is not followed by 1', () => {
    expect(fitsMeld(tiles('c8', 'c9'), tile('c1'))).toBe(false);
    expect(fitsMeld(tiles('c1', 'c2'), tile('c9'))).toBe(false);
    expect(fitsMeld(tiles('c1', 'c2'), tile('c3'))).toBe(true);
    expect(fitsMeld(tiles('c8', 'c9'), tile('c7'))).toBe(true);
  });

  it('DD-5 every meld in a hand is listed once, its tiles in sorted order', () => {
    const found = meldsInHand(tiles('c3', 'c4', 'c5', 's3', 'h3', 'swap'), 5).map((m) => m.join(','));
    const expected = [
      ['c3', 's3'],
      ['c3', 'h3'],
      ['s3', 'h3'],
      ['c3', 's3', 'h3'],
      ['c3', 'c4'],
      ['c4', 'c5'],
      ['c3', 'c4', 'c5'],
    ].map((names) => tiles(...names).join(','));
    expect(found.sort()).toEqual(expected.sort());
  });

  it('DD-5 a meld is placed from the hand and credited to its player', () => {
    const s = position({
      hands: [
        ['c3', 'c4', 'c5', 'h9'],
        ['s1', 's2'],
      ],
    });
    const after = play(s, [0, { type: 'meld', tiles: tiles('c3', 'c4', 'c5') }]);
    expect(after.hands[0]).toEqual(tiles('h9'));
    expect(after.table).toEqual([{ tiles: tiles('c3', 'c4', 'c5'), by: [0, 0, 0], owner: 0 }]);
  });

  it('DD-5 tiles that make neither a set nor a run are refused', () => {
    const s = position({
      hands: [
        ['c3', 'c5', 's4', 'h9'],
        ['s1', 's2'],
      ],
    });
    const error = refuse(s, 0, { type: 'meld', tiles: tiles('c3', 'c5') });
    expect(error.code).toBe('move/illegal');
    expect(error.message).toContain('neither a set nor a run');
    expect(refuse(s, 0, { type: 'meld', tiles: tiles('c3', 's3') }).message).toContain('not in your hand');
  });

  it('DD-5 a lay-off on another player’s meld is credited to the player who places it', () => {
    const s = position({
      hands: [
        ['c6', 'h9'],
        ['s1', 's2'],
      ],
      table: [{ tiles: ['c3', 'c4', 'c5'], by: 1 }],
    });
    const after = play(s, [0, { type: 'layOff', tile: tile('c6'), meld: 0 }]);
    expect(after.table[0]).toEqual({ tiles: tiles('c3', 'c4', 'c5', 'c6'), by: [1, 1, 1, 0], owner: 1 });
    // P0: placed 6, holds 9; P1: placed 3+4+5, holds 1+2.
    expect(gameScores(after)).toEqual([6 - 9, 12 - 3]);
  });

  it('DD-5 a lay-off must leave a valid meld of at most 4 tiles', () => {
    const s = position({
      hands: [
        ['c7', 's4', 'c2', 'h5', 'h9'],
        ['s1', 's2'],
      ],
      table: [
        { tiles: ['c3', 'c4', 'c5'], by: 1 },
        { tiles: ['t5', 's5'], by: 1 },
        { tiles: ['h1', 'h2', 'h3', 'h4'], by: 1 },
      ],
    });
    expect(movesOfType(s, 0, 'layOff')).toEqual([
      { type: 'layOff', tile: tile('c2'), meld: 0 },
      { type: 'layOff', tile: tile('h5'), meld: 1 },
    ]);
    expect(refuse(s, 0, { type: 'layOff', tile: tile('c7'), meld: 0 }).message).toContain('does not fit');
    expect(refuse(s, 0, { type: 'layOff', tile: tile('s4'), meld: 0 }).code).toBe('move/illegal');
    expect(refuse(s, 0, { type: 'layOff', tile: tile('h5'), meld: 2 }).code).toBe('move/illegal');
    expect(refuse(s, 0, { type: 'layOff', tile: tile('c2'), meld: 7 }).message).toContain('no meld 7');
  });

  it('DD-5 a set takes a lay-off of its value in a suit it lacks, and no other', () => {
    const set = tiles('c5', 's5');
    expect(fitsMeld(set, tile('h5'))).toBe(true);
    expect(fitsMeld(set, tile('t5'))).toBe(true);
    expect(fitsMeld(set, tile('c6'))).toBe(false);
    expect(fitsMeld(tiles('c5', 's5', 't5', 'h5'), tile('h5'))).toBe(false);
  });

  it('DD-5 a meld listed in any order parses to one canonical move', () => {
    const a = digitDash.parseMove({ type: 'meld', tiles: [tile('c5'), tile('c3'), tile('c4')] });
    const b = digitDash.parseMove({ type: 'meld', tiles: tiles('c3', 'c4', 'c5') });
    expect(a).toEqual(b);
    const s = position({
      hands: [
        ['c3', 'c4', 'c5', 'h9'],
        ['s1', 's2'],
      ],
    });
    expect(isListed(s, 0, { type: 'meld', tiles: tiles('c3', 'c4', 'c5') })).toBe(true);
    expect(refuse(s, 0, { type: 'meld', tiles: [tile('c5'), tile('c3'), tile('c4')] }).code).toBe(
      'move/illegal',
    );
  });

  it('DD-7 Steal may take any tile of a set of 3-4 but only an end of a run of 3-4, never from a meld of 2', () => {
    expect(stealableTiles(tiles('c5', 's5'))).toEqual([]);
    expect(stealableTiles(tiles('c5', 's5', 'h5'))).toEqual(tiles('c5', 's5', 'h5'));
    expect(stealableTiles(tiles('c2', 'c3', 'c4', 'c5'))).toEqual(tiles('c2', 'c5'));
  });
});
