/**
 * How the board reads the moves it is given: the things a person touches
 * to make each one (the boneyard, another player's slot, a tray domino,
 * your train or one of its open ends, the slot a discard goes to, the live
 * double), and each move in words for its button. Which moves exist is
 * never decided here: only the legal list says so.
 */
import type { Domino, HavocMove, HavocView } from '@gameshelf/domino-havoc';
import type { Translate } from '../../i18n/translate.ts';
import { dominoName, dominoWords } from './dominoes.ts';

export const part = {
  boneyard: 'boneyard',
  /** Another player's slot, to take its domino (DH-4). */
  slot: (seat: number) => `slot:${seat}`,
  tray: (d: Domino) => `tray:${d[0]}-${d[1]}`,
  /** Your train, for a domino that follows its open end (DH-6). */
  train: 'train',
  /** Your empty train, the first domino leaving `n` open (DH-6). */
  open: (n: number) => `open:${n}`,
  /** The slot this turn's discard goes to. */
  discard: 'discard',
  /** The live double (DH-9): take it, or replace it with a tray single. */
  live: 'live',
} as const;

export function partsOf(move: HavocMove): readonly string[] {
  switch (move.type) {
    case 'drawBoneyard':
      return [part.boneyard];
    case 'takeDiscard':
      return [part.slot(move.from)];
    case 'play':
      return [part.tray(move.domino), move.open === undefined ? part.train : part.open(move.open)];
    case 'discard':
      return [part.tray(move.domino), part.discard];
    case 'takeDouble':
      return [part.live];
    case 'replaceDouble':
      return [part.tray(move.domino), part.live];
    default:
      return [];
  }
}

/** Parts that are places on the table rather than dominoes in the tray. */
export function isTarget(p: string): boolean {
  return !p.startsWith('tray:');
}

export type SeatName = (seat: number) => string;

/** A place on the table that finishes a move when touched (or when a tray domino is dropped on it). */
export interface Target {
  readonly part: string;
  readonly move: HavocMove;
  /** The move in words, for the place's button. */
  readonly words: string;
  /** It finishes the move a hint suggests: lit. */
  readonly hinted: boolean;
}

export type TargetOf = (part: string) => Target | null;

/** Where this turn's discard goes, in words. */
export function discardPlace(view: HavocView, seat: number | null, name: SeatName, t: Translate): string {
  const { phase } = view;
  const slot = phase.kind === 'play' || phase.kind === 'discard' ? phase.slot : seat;
  return slot === seat || slot === null
    ? t('board.discardPlace.yours')
    : t('board.discardPlace.back', { player: name(slot) });
}

/** The words on a move's button. */
export function moveLabel(
  move: HavocMove,
  view: HavocView,
  seat: number | null,
  name: SeatName,
  t: Translate,
): string {
  switch (move.type) {
    case 'drawBoneyard':
      return t('board.move.drawBoneyard');
    case 'takeDiscard': {
      const d = view.racks[move.from]?.slot;
      return t('board.move.takeDiscard', {
        domino: d ? dominoName(d) : t('board.domino.the'),
        player: name(move.from),
      });
    }
    case 'play':
      return move.open === undefined
        ? t('board.move.play', { domino: dominoName(move.domino) })
        : t('board.move.playFirst', { domino: dominoName(move.domino), open: move.open });
    case 'discard':
      return t('board.move.discard', {
        domino: dominoName(move.domino),
        place: discardPlace(view, seat, name, t),
      });
    case 'takeDouble':
      return t('board.move.takeDouble');
    case 'replaceDouble':
      return t('board.move.replaceDouble', { domino: dominoName(move.domino) });
    case 'pass':
      return t('board.move.pass');
    case 'endTurn':
      return t('board.move.endTurn');
    default:
      return t('board.move.chance');
  }
}

/** The same, for a screen reader: numbers in words. */
export function moveWords(
  move: HavocMove,
  view: HavocView,
  seat: number | null,
  name: SeatName,
  t: Translate,
): string {
  switch (move.type) {
    case 'play':
      return move.open === undefined
        ? t('board.move.play', { domino: dominoWords(move.domino, t) })
        : t('board.moveWords.playFirst', { domino: dominoWords(move.domino, t), open: move.open });
    case 'discard':
      return t('board.move.discard', {
        domino: dominoWords(move.domino, t),
        place: discardPlace(view, seat, name, t),
      });
    case 'replaceDouble':
      return t('board.moveWords.replaceDouble', { domino: dominoWords(move.domino, t) });
    case 'takeDouble':
      return t('board.moveWords.takeDouble');
    case 'takeDiscard': {
      const d = view.racks[move.from]?.slot;
      return t('board.move.takeDiscard', {
        domino: d ? dominoWords(d, t) : t('board.domino.the'),
        player: name(move.from),
      });
    }
    default:
      return moveLabel(move, view, seat, name, t);
  }
}

/** The main action among several: drawing, playing, taking a double. */
export function isPrimary(move: HavocMove): boolean {
  return move.type === 'drawBoneyard' || move.type === 'play' || move.type === 'takeDouble';
}
