/**
 * How the board reads the moves it is given: the things a person touches
 * to make each one, and each move in words. A die is touched by its face
 * (two dice showing the same face are one choice, as the game says), and a
 * second die showing that face is `die:5:1`; a space by its place in the
 * line. Which moves exist is never decided here: only the legal list says.
 */
import {
  type DominoRunMove,
  type DominoRunView,
  dominoRunModule,
  type PlayerMove,
} from '@gameshelf/domino-run';
import { PLAIN_STYLE } from '@gameshelf/engine';
import { tileName } from './words.ts';

export const part = {
  /** The `nth` die showing `face` (0 for the first). */
  die: (face: number, nth = 0) => `die:${face}:${nth}`,
  space: (space: number) => `space:${space}`,
} as const;

export const isDiePart = (p: string) => p.startsWith('die:');
export const isSpacePart = (p: string) => p.startsWith('space:');
export const faceOf = (p: string) => Number(p.split(':')[1]);

/** The parts of each move, for a white cube standing on `player`; moves without parts are buttons. */
export function partsFor(player: number): (move: DominoRunMove) => readonly string[] {
  return (move) => {
    switch (move.type) {
      case 'useDie':
        return [part.die(move.face), part.space(player + move.spaces)];
      case 'combineDice': {
        const [a, b] = move.faces;
        return [part.die(a), part.die(b, a === b ? 1 : 0), part.space(player + move.spaces)];
      }
      case 'step':
        return [part.space(player + 1)];
      default:
        return [];
    }
  };
}

/** The words of the game's own text UI for a move (`Die 5`, `2 spaces, onto the 4 — claims a key!`). */
function menuWords(move: DominoRunMove, view: DominoRunView): readonly string[] {
  return dominoRunModule.text.menuPath(move, view, PLAIN_STYLE);
}

/** A move in words, for its button and for a screen reader. */
export function moveWords(move: DominoRunMove, view: DominoRunView): string {
  switch (move.type) {
    case 'useDie':
      return `Move with the ${move.face}: ${menuWords(move, view)[1] ?? ''}`;
    case 'combineDice':
      return `Move with ${move.faces[0]} + ${move.faces[1]} together: ${menuWords(move, view)[1] ?? ''}`;
    case 'step':
      return `${menuWords(move, view)[0] ?? 'Step'} (free)`;
    case 'convertDie':
      return `Use ability ${tileName(move.ability)}: turn a ${Math.floor(move.ability / 10)} into a ${move.ability % 10}`;
    case 'endMove':
      return 'End the move';
    case 'keep':
      return 'Keep the line';
    case 'mulligan':
      return 'Mulligan: five new dominoes';
    case 'chooseTreasure':
      return move.treasure === 'die' ? 'Take a Bonus Die' : 'Take a Bonus Ability';
    case 'sacrificeDie':
      return 'Give up a bonus die';
    case 'sacrificeAbility':
      return `Give up ability ${tileName(move.ability)}`;
    default:
      return menuWords(move, view).join(': ');
  }
}

export function isPlayerMove(move: DominoRunMove): move is PlayerMove {
  return move.type !== 'place' && move.type !== 'roll' && move.type !== 'drawAbility';
}
