/**
 * The one contract between the app and a game's board, in the spirit of
 * chessground: a board knows no rules. It is handed what its viewer sees
 * (the game's own `view`), the moves that viewer may make now (the engine's
 * `legalMoves`, or null when it is not their turn), and a callback to report
 * the one chosen. It never computes legality; it only offers what it is given.
 *
 * The same props come from every kind of table: a local match run in a Web
 * Worker, an online match on the server, or a replay.
 */
import type { Actor, Player } from '@gameshelf/engine';
import type { ComponentType } from 'react';

/** Who sits in a seat, as the table shows it. */
export interface SeatLabel {
  readonly seat: Player;
  /** A short name: `You`, `Ana`, `Bot (easy)`, `P2`. */
  readonly name: string;
  readonly kind: 'you' | 'human' | 'bot';
}

/** One entry of the log as the viewer may see it (moves passed through the game's `redactMove`). */
export interface LogLine {
  readonly index: number;
  readonly player: Actor;
  /** The redacted move: hidden parts are `{ hidden: true, ... }`. */
  readonly move: unknown;
  /** The entry in words, by the game's own narration (`text.narrate`): the same sentences as the command line's. */
  readonly text: string;
}

export interface BoardProps<V, M> {
  /** The table as the viewer sees it. */
  readonly view: V;
  /** The viewer's legal moves when they must act now; null when they may not (or only watch). */
  readonly legal: readonly M[] | null;
  /** Reports the chosen move: one of `legal`, passed back as it was given. */
  readonly onMove: (move: M) => void;
  /** The viewer's seat, or null for a spectator (and a replay seen by all). */
  readonly seat: Player | null;
  /** Every seat, in seat order. */
  readonly seats: readonly SeatLabel[];
  /** The log so far as the viewer may see it; its last entries are what just happened (for animations). */
  readonly log: readonly LogLine[];
  /** A move was sent and its answer is awaited: offer nothing until the next view. */
  readonly pending: boolean;
  /**
   * The move a hint suggests (one of `legal`), for a board to light where it
   * can; null or absent when there is none. The board never plays it.
   */
  readonly suggested?: M | null;
}

/** What `src/games/<id>/Board.tsx` exports by default. */
// biome-ignore lint/suspicious/noExplicitAny: boards are looked up by game id, their types erased
export type AnyBoard = ComponentType<BoardProps<any, any>>;

/**
 * What the web app adds to a game, exported as `meta` from
 * `src/games/<id>/meta.ts` (the folder is named after the game's id): found by
 * `web-meta.ts`, so a game's board plugs in by adding its folder. The game's
 * name, player counts and words come from its own package's meta.
 */
export interface WebGameMeta {
  /** A small SVG picture of the game, for the home page, the new-game page and invitations. */
  readonly Art: ComponentType;
  /** The game's board, loaded only on its own pages (a separate chunk, three.js and all). */
  readonly loadBoard: () => Promise<{ readonly default: AnyBoard }>;
}
