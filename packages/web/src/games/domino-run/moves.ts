/**
 * How the board reads the moves it is given: the things a person touches
 * to make each one, and each move in words. A die is touched by its face
 * (two dice showing the same face are one choice, as the game says), and a
 * second die showing that face is `die:5:1`; a space by its place in the
 * line. Which moves exist is never decided here: only the legal list says.
 */
import type { DominoRunMove, DominoRunView, PlayerMove } from '@gameshelf/domino-run';
import type { Translate } from '../../i18n/translate.ts';
import { high, landingWords, low, tileName } from './words.ts';

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

/** A move in words, for its button and for a screen reader. */
export function moveWords(move: DominoRunMove, view: DominoRunView, t: Translate): string {
  switch (move.type) {
    case 'useDie':
      return t('board.move.useDie', { face: move.face, landing: landingWords(view, move.spaces, t) });
    case 'combineDice':
      return t('board.move.combineDice', {
        a: move.faces[0],
        b: move.faces[1],
        landing: landingWords(view, move.spaces, t),
      });
    case 'step':
      return t('board.move.step', { landing: landingWords(view, 1, t) });
    case 'convertDie':
      return t('board.move.convertDie', {
        name: tileName(move.ability),
        from: low(move.ability),
        to: high(move.ability),
      });
    case 'endMove':
      return t('board.move.endMove');
    case 'keep':
      return t('board.move.keep');
    case 'mulligan':
      return t('board.move.mulligan');
    case 'chooseTreasure':
      return t(`board.move.treasure.${move.treasure}`);
    case 'sacrificeDie':
      return t('board.move.sacrificeDie');
    case 'sacrificeAbility':
      return t('board.move.sacrificeAbility', { name: tileName(move.ability) });
    default:
      // Chance's moves (dealing, rolling) are never a person's to make.
      return t('board.move.chance');
  }
}

export function isPlayerMove(move: DominoRunMove): move is PlayerMove {
  return move.type !== 'place' && move.type !== 'roll' && move.type !== 'drawAbility';
}
