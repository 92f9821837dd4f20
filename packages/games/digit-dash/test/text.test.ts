import { PLAIN_STYLE } from '@gameshelf/engine';
import { seatNames, tellTurn, wordsOf } from '@gameshelf/engine/testing';
import { describe, expect, it } from 'vitest';
import { digitDash } from '../src/game.ts';
import { digitDashModule } from '../src/index.ts';
import en from '../src/locales/en.json' with { type: 'json' };
import it_ from '../src/locales/it.json' with { type: 'json' };
import { text } from '../src/text.ts';
import { play, position, tile, tiles } from './helpers.ts';

const s = position({
  hands: [
    ['c1', 'c2', 'c3', 's3', 't7', 'swap'],
    ['s1', 's2', 'h4'],
  ],
  table: [{ tiles: ['t4', 't5', 't6'], by: [1, 1, 0] }],
  powerDiscards: ['skip'],
});

describe('the terminal UI', () => {
  it('draws tiles with their value and shape, hidden tiles as shapes, and who placed each table tile', () => {
    const out = text.render(digitDash.view(s, 0), PLAIN_STYLE);
    expect(out).toContain('Player 1 (you): 1● 2● 3● Swap● 3■ 7▲');
    expect(out).toContain('Player 2: ■ ■ ⬢');
    expect(out).toContain('[1] run 4▲ 5▲ (Player 2) 6▲ (Player 1)');
    expect(out).toContain('power tiles played: Skip▲');
    expect(out).not.toContain('4⬢');
  });

  it('groups moves into menus: Meld → tiles, Lay off → tile → meld, Power → tile → target, Discard → tile', () => {
    const view = digitDash.view(s, 0);
    const paths = digitDash.legalMoves(s, 0).map((m) => text.menuPath(m, view, PLAIN_STYLE).join(' > '));
    expect(paths).toContain('Meld > run 1● 2● 3●');
    expect(paths).toContain('Meld > set 3● 3■');
    expect(paths).toContain('Lay off > 7▲ > on [1] 4▲ 5▲ 6▲');
    expect(paths).toContain('Power > Swap● > with Player 2');
    expect(paths).toContain('Discard > Swap●');
  });

  it('says what the game waits for in a Swap, and offers the reveal one tile at a time', () => {
    const swapping = play(s, [0, { type: 'swap', target: 1 }]);
    const view = digitDash.view(swapping, 1);
    expect(text.render(view, PLAIN_STYLE)).toContain('Swap: you must reveal tiles to Player 1');
    const reveal = { type: 'reveal', tiles: tiles('s1', 's2', 'h4') } as const;
    expect(text.menuPath(reveal, view, PLAIN_STYLE)).toEqual([
      'Reveal to the swapper',
      'show 1■',
      'and 2■',
      'and 4⬢',
    ]);
  });

  it('puts the ▶ on the chosen player while a Swap waits for their reveal (DD-7), not on the swapper', () => {
    const swapping = play(s, [0, { type: 'swap', target: 1 }]);
    const out = text.render(digitDash.view(swapping, 0), PLAIN_STYLE);
    expect(out).toContain('▶ Player 2:');
    expect(out).not.toContain('▶ Player 1');
  });

  it('counts DD-11 quiet turns as they stand: a tile placed this turn starts again, and a finished game shows none', () => {
    const quiet = position({
      hands: [['c1', 'c2', 'c3'], ['s1']],
      state: { quietTurns: 9 },
      options: { blockLimit: 10 },
    });
    expect(text.render(digitDash.view(quiet, 0), PLAIN_STYLE)).toContain(' · 9/10 quiet turns\n');
    const melded = play(quiet, [0, { type: 'meld', tiles: tiles('c1', 'c2') }]);
    expect(text.render(digitDash.view(melded, 0), PLAIN_STYLE)).toContain(' · 0/10 quiet turns\n');
    const blocked = play(
      position({ hands: [['c1', 'c5'], ['s1']], state: { quietTurns: 9 }, options: { blockLimit: 10 } }),
      [0, { type: 'discard', tile: tile('c1') }],
    );
    expect(blocked.phase).toBe('over');
    const out = text.render(digitDash.view(blocked, 0), PLAIN_STYLE);
    expect(out).not.toContain('quiet turns');
    expect(out).toContain('blocked: 10 turns in a row without a tile reaching the table. Scores: ');
    expect(out).not.toMatch(/DD-\d/);
  });
});

describe('the narration', () => {
  const t = wordsOf(en);
  const seats = seatNames(2);

  it('tells a discard as each viewer may see it: the tile to its owner, its shape to the others', () => {
    const discard = { type: 'discard', tile: tile('c3') } as const;
    expect(tellTurn(digitDashModule, s, 0, discard, { viewer: 1, seats, t }).lines[0]).toEqual([
      'Player 1 discards a ● tile face down into the stockpile.',
    ]);
    expect(tellTurn(digitDashModule, s, 0, discard, { viewer: 0, seats, t }).lines[0]).toEqual([
      'Player 1 discards 3● face down into the stockpile.',
    ]);
  });

  it('numbers melds from 1, as the table shows them', () => {
    const meld = tellTurn(
      digitDashModule,
      s,
      0,
      { type: 'meld', tiles: tiles('c1', 'c2', 'c3') },
      { viewer: 1, seats, t },
    );
    expect(meld.text).toEqual(['Player 1 lays down meld 2, a run: 1●, 2●, 3●.']);
    const layOff = tellTurn(
      digitDashModule,
      s,
      0,
      { type: 'layOff', tile: tile('t7'), meld: 0 },
      { viewer: 1, seats, t },
    );
    expect(layOff.text).toEqual(['Player 1 lays off 7▲ on meld 1.']);
  });

  it('tells a draw with the tile drawn, named to the drawer and shaped to the others', () => {
    const drawing = position({ hands: [['c1'], ['s1', '...']], stockpile: ['h5'], phase: 'draw' });
    expect(tellTurn(digitDashModule, drawing, 0, { type: 'draw' }, { viewer: 0, seats, t }).text).toEqual([
      'Player 1 draws from the stockpile.',
      'Player 1 gets 5⬢.',
    ]);
    expect(tellTurn(digitDashModule, drawing, 0, { type: 'draw' }, { viewer: 1, seats, t }).text).toEqual([
      'Player 1 draws from the stockpile.',
      'Player 1 gets a ⬢ tile.',
    ]);
  });

  it('DD-8 tells a player going out, and the DD-9 scores of the game', () => {
    const last = position({ hands: [['c9'], ['s1', 's2']], table: [{ tiles: ['h1', 'h2', 'h3'], by: 0 }] });
    const told = tellTurn(
      digitDashModule,
      last,
      0,
      { type: 'discard', tile: tile('c9') },
      { viewer: 1, seats, t },
    );
    expect(told.text).toEqual([
      'Player 1 discards a ● tile face down into the stockpile.',
      'Player 1 has no tiles left and goes out.',
      'Scores of game 1: Player 1 6, Player 2 -3.',
    ]);
  });

  it('DD-7 tells the turn a Skip takes', () => {
    const skipping = position({
      hands: [['c1', 'c5'], ['s1'], ['t1']],
      state: { skipped: [false, true, false] },
    });
    const told = tellTurn(
      digitDashModule,
      skipping,
      0,
      { type: 'discard', tile: tile('c1') },
      { viewer: 0, seats: seatNames(3), t },
    );
    expect(told.text).toEqual([
      'Player 1 discards 1● face down into the stockpile.',
      'Player 2 misses this turn.',
    ]);
  });

  it('tells the same in Italian', () => {
    const last = position({ hands: [['c9'], ['s1', 's2']], table: [{ tiles: ['h1', 'h2', 'h3'], by: 0 }] });
    const told = tellTurn(
      digitDashModule,
      last,
      0,
      { type: 'discard', tile: tile('c9') },
      {
        viewer: 1,
        seats: seatNames(2, 'it'),
        t: wordsOf(it_, 'it'),
      },
    );
    expect(told.text).toEqual([
      'Giocatore 1 scarta una tessera ● coperta nella riserva.',
      'Giocatore 1 resta senza tessere e chiude.',
      'Punteggi della partita 1: Giocatore 1 6, Giocatore 2 -3.',
    ]);
  });
});
