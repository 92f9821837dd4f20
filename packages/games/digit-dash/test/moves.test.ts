import { describe, expect, it } from 'vitest';
import { digitDash } from '../src/game.ts';
import { tile, tiles } from './helpers.ts';

describe('parseMove', () => {
  it.each([
    [{ type: 'draw' }],
    [{ type: 'meld', tiles: tiles('c3', 'c4') }],
    [{ type: 'layOff', tile: 3, meld: 0 }],
    [{ type: 'swap', target: 1 }],
    [{ type: 'steal', tile: 5 }],
    [{ type: 'skip', target: 2 }],
    [{ type: 'peek' }],
    [{ type: 'reveal', tiles: [1, 2, 3] }],
    [{ type: 'exchange', give: 1, take: 12 }],
    [{ type: 'keep', tile: 7 }],
    [{ type: 'discard', tile: 39 }],
    [{ type: 'endTurn' }],
    [{ type: 'drawTile', tile: 0 }],
    [{ type: 'peekTiles', tiles: [4, 5] }],
    [{ type: 'deal', hands: [[1], [2]], first: 0 }],
  ])('accepts the well-formed move %j unchanged', (move) => {
    expect(digitDash.parseMove(JSON.parse(JSON.stringify(move)))).toEqual({ ok: true, value: move });
  });

  it.each([
    [null],
    ['draw'],
    [[{ type: 'draw' }]],
    [{}],
    [{ type: 'Draw' }],
    [{ type: 'toString' }],
    [{ type: 'draw', extra: 1 }],
    [{ type: 'meld' }],
    [{ type: 'meld', tiles: [] }],
    [{ type: 'meld', tiles: [3, 3] }],
    [{ type: 'meld', tiles: [3, 40] }],
    [{ type: 'meld', tiles: [3, 1.5] }],
    [{ type: 'meld', tiles: '3,4' }],
    [{ type: 'layOff', tile: 3 }],
    [{ type: 'layOff', tile: 3, meld: -1 }],
    [{ type: 'discard', tile: -1 }],
    [{ type: 'discard', tile: '7' }],
    [{ type: 'swap', target: 'P1' }],
    [{ type: 'exchange', give: 1 }],
    [{ type: 'deal', hands: [[1, 1]], first: 0 }],
  ])('refuses %j as move/malformed', (raw) => {
    const r = digitDash.parseMove(raw);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('move/malformed');
  });

  it('DD-5 sorts the tiles of a meld, a reveal and a peek into their canonical order', () => {
    expect(digitDash.parseMove({ type: 'meld', tiles: [tile('c5'), tile('c3'), tile('c4')] })).toEqual({
      ok: true,
      value: { type: 'meld', tiles: tiles('c3', 'c4', 'c5') },
    });
    expect(digitDash.parseMove({ type: 'reveal', tiles: [9, 2, 30] })).toEqual({
      ok: true,
      value: { type: 'reveal', tiles: [2, 9, 30] },
    });
  });
});
