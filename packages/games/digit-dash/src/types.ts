/**
 * Digit Dash states, moves and views: plain JSON data. Tiles are ids (see
 * `rules/tiles.ts`); a tile a viewer may not see is `{ hidden: true, suit }`,
 * because a tile's shape shows even face down (DD-2).
 */
import type { Player, Viewer } from '@gameshelf/engine';
import type { Suit, TileId } from './rules/tiles.ts';

export interface DigitDashOptions {
  /** DD-10: play games in a row until someone has 100 or more. */
  readonly match: boolean;
  /** DD-11: this many turns in a row with no tile reaching the table end the game. */
  readonly blockLimit: number;
  /**
   * A designer's variant: tiles dealt to each hand. Absent at the default (the
   * rules' 10 with 2 players, 6 with 3 or 4), so states and records of the
   * standard game are unchanged.
   */
  readonly handSize?: number;
  /** A designer's variant: the total that ends a match (DD-10). Absent at the default, 100. */
  readonly target?: number;
}

/**
 * Where the game stands. A turn is `draw` (the player asks for a tile),
 * `drawing` (chance names it), then `play`; the power tiles add their own
 * steps: `swapReveal` (the chosen player picks what to reveal, out of turn),
 * `swapExchange`, `peeking` (chance picks the tiles) and `peekKeep`. `deal` is
 * chance dealing a game; `over` is the end.
 */
export const PHASES = [
  'deal',
  'draw',
  'drawing',
  'play',
  'swapReveal',
  'swapExchange',
  'peeking',
  'peekKeep',
  'over',
] as const;
export type Phase = (typeof PHASES)[number];

/** A set or run on the table (DD-5). `tiles` is sorted; `by[i]` placed `tiles[i]` and is credited with it. */
export interface Meld {
  readonly tiles: readonly TileId[];
  readonly by: readonly Player[];
  /** Who laid the meld down. */
  readonly owner: Player;
}

/** How a finished game ended, and its DD-9 scores. */
export type GameScore =
  | { readonly ending: 'out'; readonly player: Player; readonly scores: readonly number[] }
  | { readonly ending: 'blocked'; readonly scores: readonly number[] };

/** A Swap in progress (DD-7): the chosen player, and the tiles they revealed (empty until they choose). */
export interface SwapInProgress {
  readonly target: Player;
  readonly revealed: readonly TileId[];
}

export interface DigitDashState {
  readonly players: number;
  readonly options: DigitDashOptions;
  readonly phase: Phase;
  /** Whose turn it is. */
  readonly turn: Player;
  /** Turns begun in this game, skipped ones included. */
  readonly turnNumber: number;
  /** Each player's hand, sorted. */
  readonly hands: readonly (readonly TileId[])[];
  /** Face down and unordered (every draw is random), so kept sorted. */
  readonly stockpile: readonly TileId[];
  readonly table: readonly Meld[];
  /** Power tiles played, out of the game (DD-4). */
  readonly powerDiscards: readonly TileId[];
  /** DD-7 Skip: whose next turn is skipped. */
  readonly skipped: readonly boolean[];
  /** Whether a tile reached the table this turn (for DD-11). */
  readonly placedThisTurn: boolean;
  /** Whether a power tile was played this turn: then there is no discard (DD-4). */
  readonly powerThisTurn: boolean;
  /** DD-11: turns in a row that ended with no tile reaching the table. */
  readonly quietTurns: number;
  readonly swap: SwapInProgress | null;
  /** DD-7 Peek: the stockpile tiles being looked at (only in `peekKeep`). */
  readonly peeked: readonly TileId[];
  /** DD-12: per player, the tiles in other players' hands that this player knows, sorted. */
  readonly known: readonly (readonly TileId[])[];
  /** Tiles in hands that everyone knows (taken from the table by Steal), sorted. */
  readonly shown: readonly TileId[];
  /** The finished games of this match (one at most without DD-10). */
  readonly games: readonly GameScore[];
}

/** The moves players make. Tile lists are sorted (their canonical form). */
export type PlayerMove =
  | { readonly type: 'draw' }
  | { readonly type: 'meld'; readonly tiles: readonly TileId[] }
  | { readonly type: 'layOff'; readonly tile: TileId; readonly meld: number }
  | { readonly type: 'swap'; readonly target: Player }
  | { readonly type: 'steal'; readonly tile: TileId }
  | { readonly type: 'skip'; readonly target: Player }
  | { readonly type: 'peek' }
  | { readonly type: 'reveal'; readonly tiles: readonly TileId[] }
  | { readonly type: 'exchange'; readonly give: TileId; readonly take: TileId }
  | { readonly type: 'keep'; readonly tile: TileId }
  | { readonly type: 'discard'; readonly tile: TileId }
  | { readonly type: 'endTurn' };

/** The moves of chance: a whole deal with the first player (DD-3), a draw, the tiles a Peek shows. */
export type ChanceMove =
  | { readonly type: 'deal'; readonly hands: readonly (readonly TileId[])[]; readonly first: Player }
  | { readonly type: 'drawTile'; readonly tile: TileId }
  | { readonly type: 'peekTiles'; readonly tiles: readonly TileId[] };

export type DigitDashMove = PlayerMove | ChanceMove;

export interface HiddenTile {
  readonly hidden: true;
  readonly suit: Suit;
}

/** A tile as a viewer sees it: its id when they know it, else its shape. */
export type ViewTile = TileId | HiddenTile;

export interface DigitDashView {
  readonly viewer: Viewer;
  readonly players: number;
  readonly options: DigitDashOptions;
  readonly phase: Phase;
  readonly turn: Player;
  readonly turnNumber: number;
  /**
   * Every hand, sorted by suit; within a suit the tiles the viewer knows come
   * first (by value), then the hidden ones, so a hidden tile's place says
   * nothing about its value. The viewer's own hand is all ids.
   */
  readonly hands: readonly (readonly ViewTile[])[];
  readonly stockpile: readonly HiddenTile[];
  readonly table: readonly Meld[];
  readonly powerDiscards: readonly TileId[];
  readonly skipped: readonly boolean[];
  readonly placedThisTurn: boolean;
  readonly powerThisTurn: boolean;
  readonly quietTurns: number;
  readonly swap: { readonly target: Player; readonly revealed: readonly ViewTile[] } | null;
  readonly peeked: readonly ViewTile[];
  /** Tiles in hands that everyone knows (DD-12, taken by Steal in view of all). */
  readonly shown: readonly TileId[];
  readonly games: readonly GameScore[];
}
