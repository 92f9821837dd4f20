/**
 * DIGIT's data: options, state, moves and views. All plain JSON.
 *
 * The table keeps the figure shifted so that its lowest corner is at (0, 0)
 * (the sticks' orientation is kept): a move's sticks are given in the
 * coordinates of the position it is played in, and after the move the
 * figure is shifted back to the corner. Translation never matters (DG-1).
 */
import type { Player, Viewer } from '@gameshelf/engine';
import type { CardId } from './rules/geometry/deck.ts';
import type { Stick } from './rules/geometry/edge.ts';
import type { StickMove } from './rules/geometry/layouts.ts';

export type { CardId, Stick, StickMove };

export const VERSIONS = ['standard', 'plus', 'solitaire'] as const;
export type Version = (typeof VERSIONS)[number];

export interface DigitOptions {
  readonly version: Version;
  /** DG-8: every hand face up (Standard and Plus). */
  readonly open: boolean;
  /** DG-5 (and the seed for Plus): games in a row, scores added up. */
  readonly games: number;
  /** A designer's variant: cards in a hand. Absent at the default (5, DG-3), so states and records are unchanged. */
  readonly handSize?: number;
}

/** A hand's size in every version (DG-3). */
export const HAND_SIZE = 5;

/** The hand size a game is played with: DG-3's 5, or the `handSize` variant's. */
export function handSizeOf(options: Pick<DigitOptions, 'handSize'>): number {
  return options.handSize ?? HAND_SIZE;
}
/** Every game ends after this many stick moves: DG-7 for Solitaire, and Gameshelf's own cap for Standard and Plus. */
export const MOVE_LIMIT = 500;

/**
 * Where a game stands. Only the player whose turn it is ever acts: a card of
 * another player's that a move makes leaves their hand at once (DG-5).
 * - `deal`: chance deals a new game (DG-3).
 * - `move`: the player whose turn it is moves a stick (DG-4).
 * - `draw`: chance deals `count` more cards from the deck to the player whose
 *   turn it is (Standard: one card; Plus: the refill; Solitaire: the
 *   replacement of a matched card).
 * - `over`: the last game of the match has ended.
 */
export type Phase =
  | { readonly type: 'deal' }
  | { readonly type: 'move' }
  | { readonly type: 'draw'; readonly count: number }
  | { readonly type: 'over' };

export interface DigitState {
  readonly options: DigitOptions;
  readonly players: number;
  /** The game of the match being played, from 0. */
  readonly game: number;
  /** The scores of the games already finished, one list per game. */
  readonly finished: readonly (readonly number[])[];
  /** The card that gave the starting figure, set aside (DG-3); null before the deal. */
  readonly start: CardId | null;
  /** The five sticks, sorted, shifted to the corner; empty before the deal. */
  readonly figure: readonly Stick[];
  /** Face down, in no order: chance draws any card of it. Sorted. */
  readonly deck: readonly CardId[];
  /** Each player's hand, sorted (Solitaire: the five face-up cards). */
  readonly hands: readonly (readonly CardId[])[];
  /** Each player's cards laid down, discarded out of turn, or scored, in the order they went. */
  readonly piles: readonly (readonly CardId[])[];
  readonly turn: Player;
  readonly phase: Phase;
  /** Stick moves made in this game (MOVE_LIMIT). */
  readonly moves: number;
  /** Cards the player to move has matched in this turn (Plus refill, Solitaire penalty). */
  readonly matched: number;
  /** Solitaire: turns that discarded no card (DG-7). */
  readonly penalty: number;
}

export type DigitMove =
  | StickMove
  | { readonly type: 'deal'; readonly start: CardId; readonly hands: readonly (readonly CardId[])[] }
  | { readonly type: 'draw'; readonly card: CardId };

export type ChanceMove = Extract<DigitMove, { type: 'deal' } | { type: 'draw' }>;
export type PlayerMove = Exclude<DigitMove, ChanceMove>;

/** A card as a viewer sees it: its id, or the back of a card in someone else's closed hand. */
export type SeenCard = CardId | { readonly hidden: true };

export interface DigitView {
  readonly viewer: Viewer;
  readonly options: DigitOptions;
  readonly players: number;
  readonly game: number;
  readonly finished: readonly (readonly number[])[];
  readonly start: CardId | null;
  readonly figure: readonly Stick[];
  readonly deckSize: number;
  readonly hands: readonly (readonly SeenCard[])[];
  readonly piles: readonly (readonly CardId[])[];
  readonly turn: Player;
  readonly phase: Phase;
  readonly moves: number;
  readonly matched: number;
  readonly penalty: number;
}
