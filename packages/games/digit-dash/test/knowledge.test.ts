import { itemAt, Rng } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { digitDash } from '../src/game.ts';
import type { DigitDashState } from '../src/types.ts';
import { play, position, tile, tiles } from './helpers.ts';

const hidden = (suit: string) => ({ hidden: true, suit });

/** A Swap by P0 on P1 in a 3-player game, P2 looking on, up to the exchange. */
function swapped(): DigitDashState {
  const s = position({
    hands: [
      ['c1', 'c5', 'swap'],
      ['s1', 's2', 's3', 't7', 'h8'],
      ['t1', 't2'],
    ],
  });
  return play(s, [0, { type: 'swap', target: 1 }], [1, { type: 'reveal', tiles: tiles('s1', 't7', 'h8') }]);
}

describe('DD-2 shapes are public', () => {
  it('DD-2 every viewer sees the suit of every tile in other hands and in the stockpile, not its value', () => {
    const s = position({
      hands: [
        ['c1', 'h9', 'peek'],
        ['s1', 's2', 't3'],
      ],
    });
    const v = digitDash.view(s, 0);
    expect(v.hands[0]).toEqual(tiles('c1', 'h9', 'peek'));
    expect(v.hands[1]).toEqual([hidden('square'), hidden('square'), hidden('triangle')]);
    expect(v.stockpile).toHaveLength(s.stockpile.length);
    expect(v.stockpile.filter((t) => t.suit === 'circle')).toHaveLength(
      s.stockpile.filter((t) => t < 10).length,
    );
    expect(JSON.stringify(v.stockpile)).not.toMatch(/\d/);
    const spectator = digitDash.view(s, 'spectator');
    expect(spectator.hands[0]).toEqual([hidden('circle'), hidden('hexagon'), hidden('hexagon')]);
  });

  it('DD-2 a draw and a discard show only their shape to the other players', () => {
    const s = position({
      hands: [
        ['c1', 'c5'],
        ['s1', 's2'],
      ],
      phase: 'drawing',
    });
    const draw = { type: 'drawTile', tile: tile('t4') } as const;
    expect(digitDash.redactMove(s, 'chance', draw, 0)).toEqual(draw);
    expect(digitDash.redactMove(s, 'chance', draw, 1)).toEqual({
      type: 'drawTile',
      tile: hidden('triangle'),
    });
    const discard = { type: 'discard', tile: tile('c5') } as const;
    expect(digitDash.redactMove(s, 0, discard, 'spectator')).toEqual({
      type: 'discard',
      tile: hidden('circle'),
    });
    const meld = { type: 'meld', tiles: tiles('c1', 'c2') } as const;
    expect(digitDash.redactMove(s, 0, meld, 1)).toEqual(meld);
  });

  it('DD-2 the deal shows each player their own hand and the shapes of the others', () => {
    const s = digitDash.setup({ players: 2, options: { match: false, blockLimit: 60 } }, Rng.fromSeed(1));
    const deal = digitDash.sampleChance(s, Rng.fromSeed(1));
    if (deal.type !== 'deal') throw new Error('expected a deal');
    const hidden = itemAt(deal.hands, 0).map(() => ({ hidden: true }));
    expect(digitDash.redactMove(s, 'chance', deal, 1)).toMatchObject({ hands: [hidden, deal.hands[1]] });
  });
});

describe('DD-12 memory', () => {
  it('DD-12 the tiles a Swap reveals are seen by the swapper alone', () => {
    const s = swapped();
    expect(digitDash.view(s, 0).hands[1]).toEqual([
      tile('s1'),
      hidden('square'),
      hidden('square'),
      tile('t7'),
      tile('h8'),
    ]);
    expect(digitDash.view(s, 0).swap?.revealed).toEqual(tiles('s1', 't7', 'h8'));
    expect(digitDash.view(s, 2).swap?.revealed).toEqual([
      hidden('square'),
      hidden('triangle'),
      hidden('hexagon'),
    ]);
    expect(digitDash.view(s, 2).hands[1]).not.toContain(tile('s1'));
  });

  it('DD-12 after the exchange the swapper still knows the other revealed tiles and the tile given', () => {
    const after = play(swapped(), [0, { type: 'exchange', give: tile('c5'), take: tile('h8') }]);
    expect(after.known[0]).toEqual(tiles('c5', 's1', 't7'));
    expect(after.known[1]).toEqual(tiles('h8'));
    expect(after.known[2]).toEqual([]);
    expect(digitDash.view(after, 1).hands[0]).toEqual([hidden('circle'), tile('h8')]);
  });

  it('DD-12 an onlooker forgets a known tile that may be the one that changed hands', () => {
    const s = { ...swapped(), known: [tiles('s1', 't7'), [], tiles('s2', 't7')] };
    const after = play(s, [0, { type: 'exchange', give: tile('c5'), take: tile('s1') }]);
    // P2 saw a square leave P1's hand: it may have been s2, so P2 no longer knows where s2 is; t7 did not move.
    expect(after.known[2]).toEqual(tiles('t7'));
  });

  it('DD-12 a known tile is forgotten once it is shuffled back into the stockpile', () => {
    const s = play(
      swapped(),
      [0, { type: 'exchange', give: tile('c5'), take: tile('h8') }],
      [0, { type: 'endTurn' }],
    );
    const turn = play(
      s,
      [1, { type: 'draw' }],
      ['chance', { type: 'drawTile', tile: tile('h4') }],
      [1, { type: 'discard', tile: tile('t7') }],
    );
    expect(turn.known[0]).toEqual(tiles('c5', 's1'));
    expect(digitDash.view(turn, 0).hands[1]).not.toContain(tile('t7'));
  });

  it('DD-12 the tiles seen in a Peek are the peeker’s alone, and those put back are forgotten', () => {
    const s = position({
      hands: [
        ['c1', 'peek'],
        ['s1', 's2'],
      ],
    });
    const keeping = play(
      s,
      [0, { type: 'peek' }],
      ['chance', { type: 'peekTiles', tiles: tiles('t3', 'h4', 'h6') }],
    );
    expect(digitDash.view(keeping, 0).peeked).toEqual(tiles('t3', 'h4', 'h6'));
    expect(digitDash.view(keeping, 1).peeked).toEqual([
      hidden('triangle'),
      hidden('hexagon'),
      hidden('hexagon'),
    ]);
    const after = play(keeping, [0, { type: 'keep', tile: tile('h4') }]);
    expect(digitDash.view(after, 0).peeked).toEqual([]);
    expect(after.known).toEqual([[], []]);
  });

  it('DD-12 a tile taken by Steal is known to everyone', () => {
    const s = position({
      hands: [
        ['c1', 'steal'],
        ['s1', 's2'],
        ['t1', 't2'],
      ],
      table: [{ tiles: ['h4', 'h5', 'h6'], by: 1 }],
    });
    const after = play(s, [0, { type: 'steal', tile: tile('h6') }]);
    expect(after.shown).toEqual(tiles('h6'));
    expect(digitDash.view(after, 2).hands[0]).toEqual([hidden('circle'), tile('h6')]);
    expect(digitDash.view(after, 'spectator').hands[0]).toEqual([hidden('circle'), tile('h6')]);
  });

  it('DD-12 determinize keeps every tile the player knows in place and redraws the others by shape', () => {
    const s = play(swapped(), [0, { type: 'exchange', give: tile('c5'), take: tile('h8') }]);
    const view = digitDash.view(s, 0);
    const seenHands = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const d = digitDash.determinize(view, 0, Rng.fromSeed(i));
      expect(d.hands[0]).toEqual(s.hands[0]);
      expect(d.hands[1]).toEqual(expect.arrayContaining(tiles('c5', 's1', 't7')));
      expect(d.known[0]).toEqual(s.known[0]);
      expect(digitDash.view(d, 0)).toEqual(view);
      expect(digitDash.checkInvariants(d)).toEqual([]);
      seenHands.add(JSON.stringify(d.hands[2]));
    }
    expect(seenHands.size).toBeGreaterThan(5);
  });

  it('DD-12 an onlooker’s determinization draws the revealed tiles by shape from the chosen hand', () => {
    const s = swapped();
    const view = digitDash.view(s, 2);
    for (let i = 0; i < 20; i++) {
      const d = digitDash.determinize(view, 2, Rng.fromSeed(i));
      const revealed = d.swap?.revealed ?? [];
      expect(revealed.every((t) => d.hands[1]?.includes(t))).toBe(true);
      expect(digitDash.view(d, 2)).toEqual(view);
      expect(d.known[0]).toEqual(expect.arrayContaining([...revealed]));
    }
  });
});
