/**
 * Double Domino Havoc: the data. States, moves and views are plain JSON.
 *
 * A domino is a pair `[low, high]` with `low <= high` (its one canonical
 * form, in the state, in moves and in views). A domino on a train is a
 * `Link`: `[inner, outer]`, oriented so that `inner` touches the domino
 * before it and `outer` is the train's open end (DH-6).
 *
 * Seats are numbered 0..n-1; clockwise is increasing seat number.
 */
import type { Player, Viewer } from '@gameshelf/engine';

/** A domino in canonical form: `[low, high]`, `low <= high`. */
export type Domino = readonly [number, number];
/** A domino placed on a train: `[inner, outer]`; `outer` is the open end if it is the last link. */
export type Link = readonly [number, number];

export const SETS = ['double-12', 'double-9'] as const;
export type SetName = (typeof SETS)[number];

export const DIRECTIONS = ['clockwise', 'counterclockwise'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** Dominoes in a tray plus train after every turn (DH-5), and the longest a train may grow (DH-6). */
export const RACK_SIZE = 6;

/** The dominoes a rack holds and a full train has: DH-3's 6, or the `trainLength` variant's. */
export function rackSize(options: Pick<HavocOptions, 'trainLength'>): number {
  return options.trainLength ?? RACK_SIZE;
}

export interface HavocOptions {
  readonly set: SetName;
  readonly rounds: number;
  /** Our addition to DH-12: a round ends blocked after this many turns in a row with no domino reaching a train. */
  readonly stallTurns: number;
  /**
   * A designer's variant: the train's length, and so the tray dealt (DH-3,
   * DH-7: 6). Absent at the default, so states and records are unchanged.
   */
  readonly trainLength?: number;
}

/** DH-2: one player's rack. */
export interface Rack {
  /** The hidden hand, sorted. */
  readonly tray: readonly Domino[];
  /** Public: placed in order, each link oriented (DH-6). */
  readonly train: readonly Link[];
  /** Public: at most one face-up domino (DH-8). */
  readonly slot: Domino | null;
  /**
   * Public memory: tray dominoes everybody saw go in (taken face up from a
   * discard slot), sorted. They stay known until they leave the tray.
   */
  readonly known: readonly Domino[];
  /**
   * Public memory: at least this many of the tray's other dominoes are
   * singles (not doubles), because they were drawn from the boneyard after
   * the deal, where a double would have gone to the slot instead (DH-4).
   */
  readonly singles: number;
}

/** Where the round stands; who acts follows from it. */
export type Phase =
  /** Chance deals a new round (DH-3, DH-11). */
  | { readonly kind: 'deal' }
  /** A normal turn starts: draw from the boneyard or take another player's discard (DH-4). */
  | { readonly kind: 'draw'; readonly player: Player }
  /** Chance reveals the domino `player` drew from the boneyard. */
  | { readonly kind: 'drawing'; readonly player: Player }
  /** After the draw: play onto the train, or discard at once. Discards go into `slot`'s slot. */
  | { readonly kind: 'play'; readonly player: Player; readonly slot: Player }
  /** After a play or a taken double: discard into `slot`'s slot. */
  | { readonly kind: 'discard'; readonly player: Player; readonly slot: Player }
  | RespondPhase
  /**
   * DH-9 (b): chance reveals `player`'s replacement draw. `live` is true when
   * an earlier replacement was itself a double, now live in their slot and
   * waiting for this draw to finish the turn.
   */
  | { readonly kind: 'replacing'; readonly player: Player; readonly live: boolean }
  /** The last round has been scored. */
  | { readonly kind: 'over' };

/**
 * DH-9: a live double lies in `owner`'s slot and `responder` must answer it.
 * Responders are counted from the double's originator, the player who put
 * it there. That is the slot's owner, except when a player who took
 * `owner`'s face-up domino discards a double back into `owner`'s slot
 * (DH-4): only then is `originator` given, naming that player. (So a
 * position has one form, and states of the common case keep the shape they
 * had before the amended DH-9: see the README.)
 */
export interface RespondPhase {
  readonly kind: 'respond';
  readonly owner: Player;
  readonly responder: Player;
  readonly originator?: Player;
}

/** How a finished round went (DH-7, DH-12). */
export interface RoundResult {
  /** The round's winner, or null for a blocked round. */
  readonly winner: Player | null;
  /** Penalty pips per player: what was left in each tray; the winner scores 0. */
  readonly penalties: readonly number[];
}

export interface HavocState {
  readonly options: HavocOptions;
  /** The first player of round 0 (DH-3); later rounds rotate clockwise (DH-11). */
  readonly firstPlayer: Player;
  /** The round being played, from 0. */
  readonly round: number;
  readonly racks: readonly Rack[];
  /** Face down and unordered, so kept sorted: a draw is any of them. */
  readonly boneyard: readonly Domino[];
  /** Public, sorted (DH-2, DH-8). */
  readonly outOfPlay: readonly Domino[];
  readonly direction: Direction;
  readonly phase: Phase;
  /** Turns in a row that put no domino on a train (for `stallTurns`). */
  readonly idleTurns: number;
  readonly history: readonly RoundResult[];
  /**
   * DH-9 (b): one seat for each replacement that was due when the boneyard
   * was empty, sorted: that player holds one domino short of six for each
   * time they are listed, and each of their normal turns skips its discard,
   * restoring one (`rules/short.ts`). Several players may be short, and one
   * player more than once. Absent, never empty, when nobody is short, so
   * states keep the shape they had before. Public: every tray's size is.
   */
  readonly short?: readonly Player[];
}

export type HavocMove =
  | { readonly type: 'drawBoneyard' }
  | { readonly type: 'takeDiscard'; readonly from: Player }
  /** `open` names the open end, and is given only for the first domino of a train (DH-6). */
  | { readonly type: 'play'; readonly domino: Domino; readonly open?: number }
  | { readonly type: 'discard'; readonly domino: Domino }
  | { readonly type: 'takeDouble' }
  | { readonly type: 'replaceDouble'; readonly domino: Domino }
  | { readonly type: 'pass' }
  /** DH-9 (b): a player short of six ends their normal turn without a discard (which restores one). */
  | { readonly type: 'endTurn' }
  /** Chance: a new round's trays, one sorted list of 6 per player. */
  | { readonly type: 'deal'; readonly trays: readonly (readonly Domino[])[] }
  /** Chance: the domino drawn from the boneyard. */
  | { readonly type: 'drawn'; readonly domino: Domino };

export type PlayerMove = Exclude<HavocMove, { type: 'deal' } | { type: 'drawn' }>;
export type ChanceMove = Extract<HavocMove, { type: 'deal' } | { type: 'drawn' }>;

export interface HiddenTray {
  readonly hidden: true;
  readonly count: number;
}

/** Whether a tray in a view is open (a list of its dominoes) rather than hidden (its count). */
export function isOpenTray(tray: readonly Domino[] | HiddenTray): tray is readonly Domino[] {
  return Array.isArray(tray);
}

export interface RackView {
  readonly tray: readonly Domino[] | HiddenTray;
  readonly train: readonly Link[];
  readonly slot: Domino | null;
  readonly known: readonly Domino[];
  readonly singles: number;
}

export interface HavocView {
  readonly viewer: Viewer;
  readonly options: HavocOptions;
  readonly firstPlayer: Player;
  readonly round: number;
  readonly racks: readonly RackView[];
  readonly boneyard: HiddenTray;
  readonly outOfPlay: readonly Domino[];
  readonly direction: Direction;
  readonly phase: Phase;
  readonly idleTurns: number;
  readonly history: readonly RoundResult[];
  /** DH-9 (b): who is short, once per missing domino (as in the state). */
  readonly short?: readonly Player[];
}
