import { PLAIN_STYLE } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { digitDash } from '../src/game.ts';
import { text } from '../src/text.ts';
import { play, position, tile, tiles } from './helpers.ts';

describe('the terminal UI', () => {
  const s = position({
    hands: [
      ['c1', 'c2', 'c3', 's3', 't7', 'swap'],
      ['s1', 's2', 'h4'],
    ],
    table: [{ tiles: ['t4', 't5', 't6'], by: [1, 1, 0] }],
    powerDiscards: ['skip'],
  });

  it('draws tiles with their value and shape, hidden tiles as shapes, and who placed each table tile', () => {
    const out = text.render(digitDash.view(s, 0), PLAIN_STYLE);
    expect(out).toContain('P1 (you): 1● 2● 3● Swap● 3■ 7▲');
    expect(out).toContain('P2: ■ ■ ⬢');
    expect(out).toContain('[0] run 4▲·P2 5▲·P2 6▲·P1');
    expect(out).toContain('power tiles played: Skip▲');
    expect(out).not.toContain('4⬢');
  });

  it('groups moves into menus: Meld → tiles, Lay off → tile → meld, Power → tile → target, Discard → tile', () => {
    const view = digitDash.view(s, 0);
    const paths = digitDash.legalMoves(s, 0).map((m) => text.menuPath(m, view, PLAIN_STYLE).join(' > '));
    expect(paths).toContain('Meld > run 1● 2● 3●');
    expect(paths).toContain('Meld > set 3● 3■');
    expect(paths).toContain('Lay off > 7▲ > on [0] 4▲ 5▲ 6▲');
    expect(paths).toContain('Power > Swap● > with P2');
    expect(paths).toContain('Discard > Swap●');
  });

  it('describes moves as each viewer may see them', () => {
    const discard = { type: 'discard', tile: tile('c3') } as const;
    const forOther = digitDash.redactMove(s, 0, discard, 1);
    expect(text.describe(forOther, 0, PLAIN_STYLE)).toBe('P1 discards a ● tile face down into the stockpile');
    expect(text.describe(discard, 0, PLAIN_STYLE)).toBe('P1 discards 3● face down into the stockpile');
    const meld = { type: 'meld', tiles: tiles('c1', 'c2', 'c3') } as const;
    expect(text.describe(meld, 0, PLAIN_STYLE)).toBe('P1 melds 1●, 2●, 3●');
  });

  it('says what the game waits for in a Swap, and offers the reveal one tile at a time', () => {
    const swapping = play(s, [0, { type: 'swap', target: 1 }]);
    const view = digitDash.view(swapping, 1);
    expect(text.render(view, PLAIN_STYLE)).toContain('Swap: you must reveal tiles to P1');
    const reveal = { type: 'reveal', tiles: tiles('s1', 's2', 'h4') } as const;
    expect(text.menuPath(reveal, view, PLAIN_STYLE)).toEqual([
      'Reveal to the swapper',
      'show 1■',
      'and 2■',
      'and 4⬢',
    ]);
  });
});
