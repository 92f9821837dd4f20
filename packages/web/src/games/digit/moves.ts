/**
 * How the DIGIT board reads the moves it is given: a stick move is made of
 * two things a person touches, the stick (`stick:x1,y1,x2,y2`) and the empty
 * edge it goes to (`edge:x1,y1,x2,y2`). Which moves exist is never decided
 * here: only the legal list says so. Also the words for sticks, edges and
 * buttons.
 */
import type { DigitMove } from '@gameshelf/digit';
import type { Stick } from '@gameshelf/digit/figures';
import type { Translate } from '../../i18n/translate.ts';

/** The moves a player (not chance) makes. */
export type StickMove = Extract<DigitMove, { type: 'move' }>;

export const stickKey = (s: Stick): string => s.join(',');

export const part = {
  stick: (s: Stick) => `stick:${stickKey(s)}`,
  edge: (s: Stick) => `edge:${stickKey(s)}`,
} as const;

export function partsOf(move: DigitMove): readonly string[] {
  return move.type === 'move' ? [part.stick(move.from), part.edge(move.to)] : [];
}

export const isFlat = (s: Stick): boolean => s[1] === s[3];

const point = (x: number, y: number) => `(${x}, ${y})`;
const ends = (s: Stick) => ({ from: point(s[0], s[1]), to: point(s[2], s[3]) });

/** "flat stick from (0, 0) to (1, 0)": a stick in words, in the table's coordinates (as the log gives them). */
export function stickWords(s: Stick, t: Translate): string {
  return t(isFlat(s) ? 'board.stick.flat' : 'board.stick.standing', ends(s));
}

/** "standing edge from (2, 0) to (2, 1)": an empty edge of the lattice in words. */
export function edgeWords(s: Stick, t: Translate): string {
  return t(isFlat(s) ? 'board.edge.flat' : 'board.edge.standing', ends(s));
}

/** "Move the flat stick from … to the standing edge from …": a stick move in words. */
export function stickMoveWords(from: Stick, to: Stick, t: Translate): string {
  return t('board.move.move', { stick: stickWords(from, t), edge: edgeWords(to, t) });
}
