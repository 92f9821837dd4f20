import { Rng } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { digitDash } from '../src/game.ts';
import { suitQuota } from '../src/rules/setup.ts';
import { ALL_TILES, SUITS, suitOf } from '../src/rules/tiles.ts';
import { dealt, isListed, play, position, refuse, tile, tiles } from './helpers.ts';

describe('DD-3 the deal', () => {
  it.each([
    [2, 10, [3, 3, 2, 2]],
    [3, 6, [2, 2, 1, 1]],
    [4, 6, [2, 2, 1, 1]],
  ])(
    'DD-3 with %i players each hand gets %i tiles, %j by suit, and the rest is the stockpile',
    (players, size, quota) => {
      expect(suitQuota(players)).toEqual(quota);
      for (let seed = 0; seed < 20; seed++) {
        const s = dealt(players, seed);
        for (const hand of s.hands) {
          expect(hand).toHaveLength(size);
          expect(SUITS.map((suit) => hand.filter((t) => suitOf(t) === suit).length)).toEqual(quota);
        }
        expect(s.stockpile).toHaveLength(40 - players * size);
        expect(s.phase).toBe('draw');
        expect(s.turnNumber).toBe(1);
      }
    },
  );

  it('DD-3 every tile of a suit, power tiles included, is as likely to be dealt as any other', () => {
    const dealtCount = new Map<number, number>();
    const deals = 400;
    for (let seed = 0; seed < deals; seed++) {
      for (const t of dealt(2, `uniform/${seed}`).hands.flat())
        dealtCount.set(t, (dealtCount.get(t) ?? 0) + 1);
    }
    // With 2 players, 6 of the 10 circles are dealt: each circle with probability 0.6 (0.4 for triangles).
    for (const t of ALL_TILES) {
      const p = suitOf(t) === 'circle' || suitOf(t) === 'square' ? 0.6 : 0.4;
      expect(Math.abs((dealtCount.get(t) ?? 0) / deals - p)).toBeLessThan(0.1);
    }
  });

  it('DD-3 the first player is chosen at random', () => {
    const firsts = new Set<number>();
    for (let seed = 0; seed < 60; seed++) firsts.add(dealt(4, `first/${seed}`).turn);
    expect([...firsts].sort()).toEqual([0, 1, 2, 3]);
  });

  it('DD-3 a deal that breaks the split by suit is refused', () => {
    const s = digitDash.setup({ players: 2, options: { match: false, blockLimit: 60 } }, Rng.fromSeed(1));
    const good = digitDash.sampleChance(s, Rng.fromSeed(2));
    if (good.type !== 'deal') throw new Error('expected a deal');
    const fourCircles = [
      tiles('c1', 'c2', 'c3', 'c4', 's1', 's2', 's3', 't1', 't2', 'h1'),
      good.hands[1] ?? [],
    ];
    expect(refuse(s, 'chance', { type: 'deal', hands: fourCircles, first: 0 }).message).toContain('DD-3');
    expect(refuse(s, 'chance', { ...good, first: 2 }).code).toBe('move/illegal');
    expect(refuse(s, 0, good).code).toBe('move/not-your-turn');
  });
});

describe('DD-4 the turn', () => {
  const start = () =>
    position({
      hands: [
        ['c1', 'c5', 's9'],
        ['s1', 's2', 'h9'],
      ],
      phase: 'draw',
      state: { turnNumber: 3 },
    });

  it('DD-4 a turn is draw, then play, then a discard back into the stockpile; play passes clockwise', () => {
    const s = start();
    expect(digitDash.legalMoves(s, 0)).toEqual([{ type: 'draw' }]);
    const drawing = play(s, [0, { type: 'draw' }]);
    expect(digitDash.actors(drawing)).toEqual({ kind: 'chance' });
    const playing = play(drawing, ['chance', { type: 'drawTile', tile: tile('t4') }]);
    expect(playing.phase).toBe('play');
    expect(playing.hands[0]).toEqual(tiles('c1', 'c5', 's9', 't4'));
    const after = play(playing, [0, { type: 'discard', tile: tile('s9') }]);
    expect(after.hands[0]).toEqual(tiles('c1', 'c5', 't4'));
    expect(after.stockpile).toContain(tile('s9'));
    expect(after).toMatchObject({ turn: 1, phase: 'draw', turnNumber: 4 });
  });

  it('DD-4 the draw is one random tile of the stockpile, and only of the stockpile', () => {
    const drawing = play(start(), [0, { type: 'draw' }]);
    expect(refuse(drawing, 'chance', { type: 'drawTile', tile: tile('s1') }).message).toContain(
      'not in the stockpile',
    );
    const outcome = digitDash.sampleChance(drawing, Rng.fromSeed(3));
    expect(outcome).toMatchObject({ type: 'drawTile', tile: expect.any(Number) });
    expect(outcome.type === 'drawTile' && drawing.stockpile.includes(outcome.tile)).toBe(true);
  });

  it('DD-4 the draw is skipped when the stockpile is empty', () => {
    // P0's power tile replaces the discard, so the stockpile is still empty when P1's turn starts.
    const s = position({
      hands: [
        ['c1', 'steal'],
        ['s1', '...'],
      ],
      table: [{ tiles: ['h1', 'h2', 'h3'], by: 1 }],
    });
    expect(s.stockpile).toEqual([]);
    const after = play(s, [0, { type: 'steal', tile: tile('h3') }], [0, { type: 'endTurn' }]);
    expect(after).toMatchObject({ turn: 1, phase: 'play', stockpile: [] });
    expect(digitDash.legalMoves(after, 1)).not.toContainEqual({ type: 'draw' });
  });

  it('DD-4 the order is fixed: no discard before the draw, no second draw', () => {
    const s = start();
    expect(refuse(s, 0, { type: 'discard', tile: tile('c1') }).message).toContain('draw a tile first');
    const playing = play(s, [0, { type: 'draw' }], ['chance', { type: 'drawTile', tile: tile('t4') }]);
    expect(refuse(playing, 0, { type: 'draw' }).code).toBe('move/illegal');
    expect(refuse(playing, 1, { type: 'discard', tile: tile('s1') }).code).toBe('move/not-your-turn');
    expect(refuse(playing, 'chance', { type: 'discard', tile: tile('c1') }).code).toBe('move/not-your-turn');
    expect(refuse(playing, 0, { type: 'drawTile', tile: tile('t5') }).code).toBe('move/not-your-turn');
  });

  it('DD-4 a turn in which a power tile was played has no discard', () => {
    const s = position({
      hands: [
        ['c1', 'c5', 'skip'],
        ['s1', 's2'],
      ],
    });
    const after = play(s, [0, { type: 'skip', target: 1 }]);
    expect(after.powerDiscards).toEqual(tiles('skip'));
    expect(refuse(after, 0, { type: 'discard', tile: tile('c1') }).message).toContain('power tile');
    expect(digitDash.legalMoves(after, 0)).toEqual([{ type: 'endTurn' }]);
    expect(play(after, [0, { type: 'endTurn' }]).hands[0]).toEqual(tiles('c1', 'c5'));
  });

  it('DD-4 at most one power tile per turn, and no ending the turn without a discard otherwise', () => {
    const s = position({
      hands: [
        ['c1', 'skip', 'peek'],
        ['s1', 's2'],
      ],
    });
    const after = play(s, [0, { type: 'skip', target: 1 }]);
    expect(isListed(after, 0, { type: 'peek' })).toBe(false);
    expect(refuse(after, 0, { type: 'peek' }).message).toContain('one power tile');
    expect(refuse(s, 0, { type: 'endTurn' }).message).toContain('discard');
  });
});

describe('DD-6 keep one to discard', () => {
  it('DD-6 a meld may not leave the hand empty', () => {
    const s = position({
      hands: [
        ['c3', 'c4'],
        ['s1', 's2'],
      ],
    });
    expect(isListed(s, 0, { type: 'meld', tiles: tiles('c3', 'c4') })).toBe(false);
    expect(refuse(s, 0, { type: 'meld', tiles: tiles('c3', 'c4') }).message).toContain('DD-6');
  });

  it('DD-6 a lay-off may not leave the hand empty', () => {
    const s = position({ hands: [['c5'], ['s1', 's2']], table: [{ tiles: ['c3', 'c4'], by: 1 }] });
    expect(isListed(s, 0, { type: 'layOff', tile: tile('c5'), meld: 0 })).toBe(false);
    expect(refuse(s, 0, { type: 'layOff', tile: tile('c5'), meld: 0 }).message).toContain('DD-6');
    expect(digitDash.legalMoves(s, 0)).toEqual([{ type: 'discard', tile: tile('c5') }]);
  });

  it('DD-6 melding down to one tile is allowed, and so is keeping only a power tile', () => {
    const s = position({
      hands: [
        ['c3', 'c4', 'skip'],
        ['s1', 's2'],
      ],
    });
    const after = play(s, [0, { type: 'meld', tiles: tiles('c3', 'c4') }]);
    expect(after.hands[0]).toEqual(tiles('skip'));
  });

  it('DD-6 even after a power tile the last tile may not be melded', () => {
    const s = position({
      hands: [
        ['c3', 'c4', 'skip'],
        ['s1', 's2'],
      ],
    });
    const after = play(s, [0, { type: 'skip', target: 1 }]);
    expect(refuse(after, 0, { type: 'meld', tiles: tiles('c3', 'c4') }).message).toContain('DD-6');
  });
});
