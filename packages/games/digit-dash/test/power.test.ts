import { Rng } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { digitDash } from '../src/game.ts';
import { isStrictlySorted } from '../src/rules/lists.ts';
import { gameScores } from '../src/rules/result.ts';
import { isListed, movesOfType, play, position, refuse, tile, tiles } from './helpers.ts';

describe('DD-7 Swap', () => {
  const s = () =>
    position({
      hands: [
        ['c1', 'c5', 'swap'],
        ['s1', 's2', 's3', 't7', 'h8'],
        ['t1', 't2'],
      ],
    });

  it('DD-7 Swap: the chosen player decides, out of turn, which 3 of their tiles to reveal', () => {
    const after = play(s(), [0, { type: 'swap', target: 1 }]);
    expect(digitDash.actors(after)).toEqual({ kind: 'players', players: [1] });
    expect(digitDash.legalMoves(after, 0)).toEqual([]);
    const reveals = movesOfType(after, 1, 'reveal');
    // Every choice of 3 of their 5 tiles, each once, sorted.
    expect(reveals).toHaveLength(10);
    expect(new Set(reveals.map((m) => m.tiles.join())).size).toBe(10);
    expect(reveals.every((m) => m.tiles.length === 3 && isStrictlySorted(m.tiles))).toBe(true);
    expect(refuse(after, 1, { type: 'reveal', tiles: tiles('s1', 's2') }).code).toBe('move/illegal');
    expect(refuse(after, 0, { type: 'reveal', tiles: tiles('s1', 's2', 's3') }).code).toBe(
      'move/not-your-turn',
    );
  });

  it('DD-7 Swap: a player with fewer than 3 tiles reveals them all', () => {
    const after = play(s(), [0, { type: 'swap', target: 2 }]);
    expect(movesOfType(after, 2, 'reveal')).toEqual([{ type: 'reveal', tiles: tiles('t1', 't2') }]);
  });

  it('DD-7 Swap: the swapper gives one tile of their hand and takes one revealed tile', () => {
    const revealed = play(
      s(),
      [0, { type: 'swap', target: 1 }],
      [1, { type: 'reveal', tiles: tiles('s1', 't7', 'h8') }],
    );
    expect(digitDash.actors(revealed)).toEqual({ kind: 'players', players: [0] });
    expect(movesOfType(revealed, 0, 'exchange')).toHaveLength(2 * 3);
    expect(refuse(revealed, 0, { type: 'exchange', give: tile('c1'), take: tile('s2') }).message).toContain(
      'not revealed',
    );
    const after = play(revealed, [0, { type: 'exchange', give: tile('c5'), take: tile('h8') }]);
    expect(after.hands[0]).toEqual(tiles('c1', 'h8'));
    expect(after.hands[1]).toEqual(tiles('c5', 's1', 's2', 's3', 't7'));
    expect(after.powerDiscards).toEqual(tiles('swap'));
    expect(after).toMatchObject({ phase: 'play', swap: null, powerThisTurn: true });
    expect(digitDash.legalMoves(after, 0)).toContainEqual({ type: 'endTurn' });
  });

  it('DD-7 Swap needs another player and a tile left to give', () => {
    expect(refuse(s(), 0, { type: 'swap', target: 0 }).message).toContain('another player');
    expect(refuse(s(), 0, { type: 'swap', target: 3 }).code).toBe('move/illegal');
    const alone = position({ hands: [['swap'], ['s1', 's2']] });
    expect(isListed(alone, 0, { type: 'swap', target: 1 })).toBe(false);
    expect(refuse(alone, 0, { type: 'swap', target: 1 }).message).toContain('tile in your hand to give');
    const without = position({
      hands: [
        ['c1', 'c2'],
        ['s1', 'swap'],
      ],
    });
    expect(refuse(without, 0, { type: 'swap', target: 1 }).message).toContain('do not hold the Swap tile');
  });
});

describe('DD-7 Steal', () => {
  const table = [
    { tiles: ['c2', 'c3', 'c4', 'c5'], by: [1, 1, 0, 1] },
    { tiles: ['s7', 't7', 'h7'], by: 1 },
    { tiles: ['s1', 's2'], by: 1 },
  ];

  it('DD-7 Steal takes a tile from a meld that stays valid: any tile of a big set, an end of a big run', () => {
    const s = position({
      hands: [
        ['steal', 'h9'],
        ['t1', 't2'],
      ],
      table,
    });
    expect(movesOfType(s, 0, 'steal').map((m) => m.tile)).toEqual(tiles('c2', 'c5', 's7', 't7', 'h7'));
    expect(refuse(s, 0, { type: 'steal', tile: tile('c3') }).message).toContain('invalid meld');
    expect(refuse(s, 0, { type: 'steal', tile: tile('s1') }).message).toContain('invalid meld');
    expect(refuse(s, 0, { type: 'steal', tile: tile('h8') }).message).toContain('not on the table');
  });

  it('DD-7 a stolen tile goes to the thief’s hand and stops counting for whoever placed it', () => {
    const s = position({
      hands: [
        ['steal', 'h9'],
        ['t1', 't2'],
      ],
      table,
    });
    expect(gameScores(s)).toEqual([4 - 9 - 10, 2 + 3 + 5 + 21 + 3 - 3]);
    const after = play(s, [0, { type: 'steal', tile: tile('c5') }]);
    expect(after.hands[0]).toEqual(tiles('c5', 'h9'));
    expect(after.table[0]).toEqual({ tiles: tiles('c2', 'c3', 'c4'), by: [1, 1, 0], owner: 1 });
    expect(gameScores(after)).toEqual([4 - 9 - 5, 2 + 3 + 21 + 3 - 3]);
  });

  it('DD-7 a stolen tile may be laid off again the same turn, credited to the thief', () => {
    const s = position({
      hands: [
        ['steal', 'h9'],
        ['t1', 't2'],
      ],
      table,
    });
    const after = play(
      s,
      [0, { type: 'steal', tile: tile('c5') }],
      [0, { type: 'layOff', tile: tile('c5'), meld: 0 }],
    );
    expect(after.table[0]?.by).toEqual([1, 1, 0, 0]);
  });
});

describe('DD-7 Skip', () => {
  it('DD-7 Skip: the chosen player’s next turn is skipped', () => {
    const s = position({
      hands: [
        ['c1', 'c2', 'skip'],
        ['s1', 's2'],
        ['t1', 't2'],
      ],
    });
    expect(movesOfType(s, 0, 'skip')).toEqual([
      { type: 'skip', target: 1 },
      { type: 'skip', target: 2 },
    ]);
    const after = play(s, [0, { type: 'skip', target: 1 }], [0, { type: 'endTurn' }]);
    expect(after).toMatchObject({ turn: 2, skipped: [false, false, false] });
    expect(after.turnNumber).toBe(s.turnNumber + 2);
  });

  it('DD-7 Skip with two players gives the skipper the next turn too', () => {
    const s = position({
      hands: [
        ['c1', 'c2', 'skip'],
        ['s1', 's2'],
      ],
    });
    const after = play(s, [0, { type: 'skip', target: 1 }], [0, { type: 'endTurn' }]);
    expect(after).toMatchObject({ turn: 0, phase: 'draw' });
    const later = play(
      after,
      [0, { type: 'draw' }],
      ['chance', { type: 'drawTile', tile: tile('h4') }],
      [0, { type: 'discard', tile: tile('h4') }],
    );
    expect(later.turn).toBe(1);
  });

  it('DD-7 Skip must name another player', () => {
    const s = position({
      hands: [
        ['c1', 'skip'],
        ['s1', 's2'],
      ],
    });
    expect(refuse(s, 0, { type: 'skip', target: 0 }).message).toContain('another player');
  });
});

describe('DD-7 Peek', () => {
  it('DD-7 Peek: chance shows 3 stockpile tiles, the player keeps one and the others go back', () => {
    const s = position({
      hands: [
        ['c1', 'peek'],
        ['s1', 's2'],
      ],
    });
    const peeking = play(s, [0, { type: 'peek' }]);
    expect(digitDash.actors(peeking)).toEqual({ kind: 'chance' });
    const shown = digitDash.sampleChance(peeking, Rng.fromSeed(5));
    expect(shown.type).toBe('peekTiles');
    const peekTiles = tiles('t3', 'h4', 'h6');
    const keeping = play(peeking, ['chance', { type: 'peekTiles', tiles: peekTiles }]);
    expect(movesOfType(keeping, 0, 'keep').map((m) => m.tile)).toEqual(peekTiles);
    const after = play(keeping, [0, { type: 'keep', tile: tile('h4') }]);
    expect(after.hands[0]).toEqual(tiles('c1', 'h4'));
    expect(after.stockpile).toEqual(expect.arrayContaining(tiles('t3', 'h6')));
    expect(after.stockpile).toHaveLength(s.stockpile.length - 1);
    expect(after.powerDiscards).toEqual(tiles('peek'));
  });

  it('DD-7 Peek shows all of the stockpile when it holds fewer than 3, and only stockpile tiles', () => {
    const s = position({
      hands: [
        ['c1', 'peek'],
        ['s1', '...'],
      ],
      stockpile: ['t3', 'h4'],
    });
    const peeking = play(s, [0, { type: 'peek' }]);
    expect(digitDash.sampleChance(peeking, Rng.fromSeed(1))).toEqual({
      type: 'peekTiles',
      tiles: tiles('t3', 'h4'),
    });
    expect(refuse(peeking, 'chance', { type: 'peekTiles', tiles: tiles('t3') }).code).toBe('move/illegal');
    expect(refuse(peeking, 'chance', { type: 'peekTiles', tiles: tiles('t3', 's1') }).code).toBe(
      'move/illegal',
    );
  });

  it('DD-7 Peek needs a tile in the stockpile to keep (our reading of "all of them if fewer")', () => {
    const s = position({
      hands: [
        ['c1', 'peek'],
        ['s1', '...'],
      ],
    });
    expect(isListed(s, 0, { type: 'peek' })).toBe(false);
    expect(refuse(s, 0, { type: 'peek' }).message).toContain('stockpile is empty');
  });

  it('DD-7 a power tile may be played before melds, and melding goes on after it', () => {
    const s = position({
      hands: [
        ['c3', 'c4', 'c5', 'peek'],
        ['s1', 's2'],
      ],
    });
    const after = play(
      s,
      [0, { type: 'peek' }],
      ['chance', { type: 'peekTiles', tiles: tiles('t3', 'h4', 'h6') }],
      [0, { type: 'keep', tile: tile('t3') }],
      [0, { type: 'meld', tiles: tiles('c3', 'c4', 'c5') }],
      [0, { type: 'endTurn' }],
    );
    expect(after.hands[0]).toEqual(tiles('t3'));
    expect(after.turn).toBe(1);
  });
});
