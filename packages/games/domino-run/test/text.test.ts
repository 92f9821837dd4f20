/** The terminal UI: the line with both cubes, the dice, keys and treasures; the narration; menus. */
import { PLAIN_STYLE } from '@gameshelf/engine';
import { seatNames, tellTurn, wordsOf } from '@gameshelf/engine/testing';
import { describe, expect, it } from 'vitest';
import { dominoRun } from '../src/game.ts';
import { dominoRunModule } from '../src/index.ts';
import en from '../src/locales/en.json' with { type: 'json' };
import it_ from '../src/locales/it.json' with { type: 'json' };
import { text } from '../src/text.ts';
import type { DominoRunMove, DominoRunState } from '../src/types.ts';
import { position } from './helpers.ts';

const table = () =>
  position({
    line: '__ 24 05 14 33 36',
    enemy: 1,
    player: 6,
    dice: [5, 5],
    rolled: [5, 5, 3],
    pool: 3,
    abilities: [35],
    abilitiesUsed: [35],
    keys: [11, 22],
    timesCaught: 1,
  });

describe('render', () => {
  const lines = text.render(table(), PLAIN_STYLE).split('\n');

  it('draws every domino with its pips, and pits', () => {
    expect(lines[1]).toBe('· (_ _) [2:4] [0:5] [1:4] [3:3] [3:6]');
  });

  it('puts the black cube under its space and the white cube under its own', () => {
    const cubes = lines[2] as string;
    // Space 1 is the front half of the pit; space 6 the back half of 1:4.
    expect(cubes.indexOf('■')).toBe((lines[1] as string).indexOf('(') + 3);
    expect(cubes.indexOf('□')).toBe((lines[1] as string).indexOf('[1:4]') + 1);
  });

  it('shows the turn, the keys, the dice rolled and unused, and the treasures', () => {
    const all = lines.join('\n');
    expect(lines[0]).toContain('turn 1 of 300');
    expect(lines[0]).toContain('keys ◆◆◇◇◇◇◇ 2/7');
    expect(lines[0]).toContain('enemy stride 4');
    expect(all).toContain('dice: rolled 5 5 3 · unused 5 5');
    expect(all).toContain('3 dice (1 bonus)');
    // An ability is named as the log names it: 3:5, not 3→5.
    expect(all).toContain('abilities 3:5 (used)');
    expect(all).not.toContain('→');
    expect(all).toContain('caught 1×');
    expect(all).toContain('keys knocked out: 1:1 2:2');
  });

  it('shows a claimed key face down and the enemy behind the first domino', () => {
    const s = position({ line: '24 44 45', enemy: -1, player: 3, keys: [], dice: [] });
    const flipped = {
      ...s,
      line: s.line.map((slot, i) => (i === 1 && slot.kind === 'tile' ? { ...slot, faceDown: true } : slot)),
    };
    const drawn = text.render(flipped, PLAIN_STYLE).split('\n');
    expect(drawn[1]).toBe('· [2:4] [▓:▓] [4:5]');
    expect(drawn[2]?.startsWith('■')).toBe(true);
  });
});

describe('menus', () => {
  it('groups dice moves by die, naming where each distance lands and the keys it claims', () => {
    const s = table();
    const paths = dominoRun.legalMoves(s, 0).map((m) => text.menuPath(m, s, PLAIN_STYLE).join(' / '));
    expect(paths).toContain('Die 5 / 1 space, onto the 4');
    expect(paths).toContain('Combine 5+5 / 3 spaces, onto the 3 — claims a key!');
    expect(paths).toContain('End the move');
  });

  it('names an ability as the log does, 3:5, when a die can be converted with it', () => {
    const s = { ...table(), dice: [3, 5], abilitiesUsed: [] };
    const paths = dominoRun.legalMoves(s, 0).map((m) => text.menuPath(m, s, PLAIN_STYLE).join(' / '));
    expect(paths).toContain('Convert a die / with 3:5: turn a 3 into a 5');
    expect(text.render(s, PLAIN_STYLE)).toContain('abilities 3:5 ·');
  });

  it('says how many keys won the run, as the options set them', () => {
    const won = { ...table(), phase: 'won' as const, options: { ...table().options, keys: 5 } };
    expect(text.render(won, PLAIN_STYLE)).toContain(`Escaped with all 5 keys on turn ${won.turn}!`);
  });
});

describe('the narration', () => {
  const t = wordsOf(en);
  const seats = seatNames(1);
  const tell = (state: DominoRunState, move: DominoRunMove) =>
    tellTurn(dominoRunModule, state, 0, move, { viewer: 0, seats, t }).text;

  it('tells every kind of move in one sentence, a tile written 3:5', () => {
    const narrate = (move: DominoRunMove, player: 0 | 'chance') =>
      dominoRunModule.text.narrate(
        { index: 3, player, move },
        { viewer: 0, seats, mover: 0, last: false },
        t,
      );
    const moves: [DominoRunMove, 0 | 'chance', string][] = [
      [{ type: 'roll', dice: [6, 2] }, 'chance', 'The dice roll 6, 2.'],
      [{ type: 'place', tile: 35 }, 'chance', '3:5 is laid at the front of the line.'],
      [{ type: 'drawAbility', tile: 4 }, 'chance', 'Player 1 draws 0:4 and sets it aside.'],
      [
        { type: 'drawAbility', tile: 25 },
        'chance',
        'Player 1 draws 2:5: a Bonus Ability that turns a 2 into a 5.',
      ],
      [{ type: 'useDie', face: 5, spaces: 2 }, 0, 'Player 1 spends a 5 to move 2 spaces.'],
      [{ type: 'combineDice', faces: [5, 4], spaces: 1 }, 0, 'Player 1 combines 5, 4 to move 1 space.'],
      [{ type: 'convertDie', ability: 25 }, 0, 'Player 1 uses the ability 2:5 to turn a 2 into a 5.'],
      [{ type: 'chooseTreasure', treasure: 'die' }, 0, 'Player 1 takes a Bonus Die.'],
      [{ type: 'sacrificeAbility', ability: 25 }, 0, 'Player 1 gives up the ability 2:5.'],
    ];
    for (const [move, player, line] of moves) expect(narrate(move, player)).toEqual([line]);
  });

  it('DR-6 tells a key claimed', () => {
    const s = position({ line: '12 23 33 45 56 16', enemy: 0, player: 3, dice: [6] });
    expect(tell(s, { type: 'useDie', face: 6, spaces: 2 })).toEqual([
      'Player 1 spends a 6 to move 2 spaces.',
      'Player 1 claims the key 3:3.',
    ]);
  });

  it('DR-8 tells the enemy`s move at the end of the move, and the next roll', () => {
    const s = position({ line: '12 23 34 45 56 16', enemy: 0, player: 9, dice: [] });
    const told = tell(s, { type: 'endMove' });
    expect(told.slice(0, 2)).toEqual(['Player 1 ends the move.', 'The enemy moves 2 spaces.']);
    expect(told[told.length - 1]).toMatch(/^Turn 2: the dice roll \d, \d\.$/);
  });

  it('DR-8 tells a key knocked out of the line', () => {
    const s = position({ line: '12 44* 23 45 56 16', enemy: 0, player: 9, dice: [] });
    expect(tell(s, { type: 'endMove' }).slice(0, 2)).toEqual([
      'Player 1 ends the move.',
      'The enemy knocks the key 4:4 out of the line and leaves a pit.',
    ]);
  });

  it('DR-8 tells the runner caught and the treasure it costs: chosen, the only one, or the run', () => {
    const choose = position({
      line: '12 23 34 45 56 16',
      enemy: 0,
      player: 1,
      pool: 3,
      abilities: [35],
      dice: [],
    });
    expect(tell(choose, { type: 'endMove' })).toEqual([
      'Player 1 ends the move.',
      'The enemy catches Player 1 and goes back behind the line.',
      'Player 1 must give up a treasure.',
    ]);
    const onlyDie = position({ line: '12 23 34 45 56 16', enemy: 0, player: 2, pool: 3, dice: [] });
    expect(tell(onlyDie, { type: 'endMove' }).slice(1, 3)).toEqual([
      'The enemy catches Player 1 and goes back behind the line.',
      'Player 1 loses a bonus die.',
    ]);
    const nothing = position({ line: '12 23 34 45 56 16', enemy: 0, player: 2, dice: [] });
    expect(tell(nothing, { type: 'endMove' })).toEqual([
      'Player 1 ends the move.',
      'The enemy catches Player 1 and goes back behind the line.',
      'Player 1 has no treasure left to give up: the run is lost.',
    ]);
  });

  it('tells the same in Italian', () => {
    const s = position({ line: '12 23 34 45 56 16', enemy: 0, player: 2, dice: [] });
    const italian = tellTurn(
      dominoRunModule,
      s,
      0,
      { type: 'endMove' },
      {
        viewer: 0,
        seats: seatNames(1, 'it'),
        t: wordsOf(it_, 'it'),
      },
    );
    expect(italian.text).toEqual([
      'Giocatore 1 termina il movimento.',
      'Il nemico raggiunge Giocatore 1 e torna dietro la fila.',
      'Giocatore 1 non ha più tesori da cedere: la corsa è persa.',
    ]);
  });
});
