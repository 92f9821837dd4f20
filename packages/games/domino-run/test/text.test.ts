/** The terminal UI: the line with both cubes, the dice, keys and treasures; log lines; menus. */
import { PLAIN_STYLE } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { dominoRun } from '../src/game.ts';
import { text } from '../src/text.ts';
import type { DominoRunMove } from '../src/types.ts';
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
    expect(lines[1]).toBe('· (_ _) [2|4] [0|5] [1|4] [3|3] [3|6]');
  });

  it('puts the black cube under its space and the white cube under its own', () => {
    const cubes = lines[2] as string;
    // Space 1 is the front half of the pit; space 6 the back half of 1:4.
    expect(cubes.indexOf('■')).toBe((lines[1] as string).indexOf('(') + 3);
    expect(cubes.indexOf('□')).toBe((lines[1] as string).indexOf('[1|4]') + 1);
  });

  it('shows the turn, the keys, the dice rolled and unused, and the treasures', () => {
    const all = lines.join('\n');
    expect(lines[0]).toContain('turn 1 of 300');
    expect(lines[0]).toContain('keys ◆◆◇◇◇◇◇ 2/7');
    expect(lines[0]).toContain('enemy stride 4');
    expect(all).toContain('dice: rolled 5 5 3 · unused 5 5');
    expect(all).toContain('3 dice (1 bonus)');
    expect(all).toContain('3→5 (used)');
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
    expect(drawn[1]).toBe('· [2|4] [▓|▓] [4|5]');
    expect(drawn[2]?.startsWith('■')).toBe(true);
  });
});

describe('describe and menus', () => {
  it('writes one line for every kind of move', () => {
    const moves: [DominoRunMove, 0 | 'chance', string][] = [
      [{ type: 'roll', dice: [6, 2] }, 'chance', 'chance rolls 6 2'],
      [{ type: 'place', tile: 35 }, 'chance', 'chance places 3:5 at the front'],
      [{ type: 'drawAbility', tile: 4 }, 'chance', 'chance draws 0:4 looking for an ability'],
      [{ type: 'useDie', face: 5, spaces: 2 }, 0, 'you use a 5 to move 2 spaces'],
      [{ type: 'combineDice', faces: [5, 4], spaces: 1 }, 0, 'you combine 5+4 to move 1 space'],
      [{ type: 'convertDie', ability: 25 }, 0, 'you turn a 2 into a 5 (ability 2:5)'],
      [{ type: 'chooseTreasure', treasure: 'die' }, 0, 'you take a Bonus Die'],
      [{ type: 'sacrificeAbility', ability: 25 }, 0, 'you give up ability 2:5'],
    ];
    for (const [move, actor, line] of moves) expect(text.describe(move, actor, PLAIN_STYLE)).toBe(line);
  });

  it('groups dice moves by die, naming where each distance lands and the keys it claims', () => {
    const s = table();
    const paths = dominoRun.legalMoves(s, 0).map((m) => text.menuPath(m, s, PLAIN_STYLE).join(' / '));
    expect(paths).toContain('Die 5 / 1 space, onto the 4');
    expect(paths).toContain('Combine 5+5 / 3 spaces, onto the 3 — claims a key!');
    expect(paths).toContain('End the move');
  });
});
