/**
 * Dominoes as the board names and reads them: keys, words for screen
 * readers, and what a train shows (its open end). Nothing here decides
 * what may be played: that comes only from the legal moves.
 */
import type { Domino, HavocView } from '@gameshelf/domino-havoc';
import type { Translate } from '../../i18n/translate.ts';

export type RackView = HavocView['racks'][number];
export type Phase = HavocView['phase'];
/** A domino on a train: `[inner, outer]`, the outer number open if it is the last. */
export type Link = RackView['train'][number];

/** The longest a train grows, and the dominoes each player holds (DH-5, DH-6). */
export const TRAIN_LENGTH = 6;

/** `3:5`: a domino as every text of the shelf writes it (the log, the terminal, Domino Run's tiles). */
export function dominoName(d: Domino): string {
  return `${d[0]}:${d[1]}`;
}

/** A domino in words: `3 and 5`, `double 6`, `blank and 4`. */
export function dominoWords(d: readonly [number, number], t: Translate): string {
  const n = (x: number) => (x === 0 ? t('board.domino.blank') : String(x));
  return d[0] === d[1]
    ? t('board.domino.double', { n: n(d[0]) })
    : t('board.domino.pair', { a: n(d[0]), b: n(d[1]) });
}

export function sameDomino(a: Domino, b: Domino): boolean {
  return a[0] === b[0] && a[1] === b[1];
}

/** The number at the end of a train, or null for an empty one. */
export function openEnd(train: readonly Link[]): number | null {
  const last = train[train.length - 1];
  return last ? last[1] : null;
}

/** How a domino lies once laid against `end`: that number inside, the other outside. */
export function laidAgainst(d: Domino, end: number): Link {
  return d[0] === end ? [d[0], d[1]] : [d[1], d[0]];
}

/** DH-9 (b): how many dominoes `p` is short of six (the view lists them once per missing domino). */
export function shortBy(view: HavocView, p: number): number {
  return view.short?.filter((q) => q === p).length ?? 0;
}

/** The player the view waits for, if any. */
export function actingSeat(phase: Phase): number | null {
  switch (phase.kind) {
    case 'draw':
    case 'play':
    case 'discard':
    case 'drawing':
    case 'replacing':
      return phase.player;
    case 'respond':
      return phase.responder;
    default:
      return null;
  }
}

/** Penalty points so far per seat (DH-11: lowest total wins). */
export function penaltyTotals(view: HavocView): number[] {
  return view.racks.map((_, p) => view.history.reduce((sum, r) => sum + (r.penalties[p] ?? 0), 0));
}
