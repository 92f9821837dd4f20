/**
 * A table: where a match is played, seen from one seat. Local matches (the
 * engine in a Web Worker), online matches (the server over a WebSocket) and
 * replays all present the same state to the match page, so the page and the
 * boards do not care which one they are looking at.
 */
import type { GameResult, Player } from '@gameshelf/engine';
import type { TableSeat } from './seats.ts';

/** One log entry as the viewer may see it (redacted by the engine). */
export interface RawLogEntry {
  readonly index: number;
  readonly player: Player | 'chance';
  readonly move: unknown;
  /**
   * The viewer's view right after this entry, where the table learnt it: a
   * table is told a view at the end of each turn it sees. The log is told
   * in words with these (`match/describe.ts`).
   */
  readonly after?: unknown;
}

/** Where the match stands for the viewer: everything made for them by the engine. */
export interface Position {
  /** The log length: the position a move is made at. */
  readonly seq: number;
  /** The seat this is seen from; null for a spectator. */
  readonly seat: Player | null;
  readonly view: unknown;
  /** The viewer's legal moves when they must act now; null otherwise. */
  readonly legal: readonly unknown[] | null;
  /** The seats that may act now (empty once the game is over). */
  readonly toAct: readonly Player[];
  readonly result: GameResult | null;
  readonly log: readonly RawLogEntry[];
}

/** A refusal or a failure, with its stable code (`move/illegal`, `net/unreachable`, ...). */
export interface TableError {
  readonly code: string;
  /** In English, for the log; it may cite rulings (`DH-4`), so players are shown `reason`'s words. */
  readonly message: string;
  /** A game's refusal: the key of its words (`refusals.<reason>` in the game's locales) and their values. */
  readonly reason?: string | undefined;
  readonly params?: Readonly<Record<string, string | number>> | undefined;
}

/**
 * A hint for the viewer's seat at position `seq` (the medium bot's move
 * from the seat's own view), or why there is none. Shown, never played.
 */
export type HintAnswer =
  | { readonly ok: true; readonly seat: Player; readonly seq: number; readonly move: unknown }
  | { readonly ok: false; readonly seat: Player; readonly seq: number; readonly error: TableError };

export type Connection = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface TableState {
  readonly connection: Connection;
  readonly position: Position | null;
  /** Who sits where (words for them are made where they are shown: seats.ts). */
  readonly seats: readonly TableSeat[];
  /** A move was sent and its answer is awaited. */
  readonly pending: boolean;
  /** The last refusal or failure, until the next move or position. */
  readonly error: TableError | null;
  /** Hot-seat: the seat that must take the device before anything is shown. */
  readonly handoff: Player | null;
  /** Online: the match that follows this one, once someone asked for a rematch. */
  readonly rematch: string | null;
  /** Online: the seats still open to someone with the invite link. */
  readonly openSeats: readonly Player[];
  /** A failure that ends the table (a wrong link, a corrupt record): nothing more will come. */
  readonly fatal: TableError | null;
}

export const EMPTY_TABLE: TableState = {
  connection: 'connecting',
  position: null,
  seats: [],
  pending: false,
  error: null,
  handoff: null,
  rematch: null,
  openSeats: [],
  fatal: null,
};

export interface Table {
  getState(): TableState;
  subscribe(listener: () => void): () => void;
  /** Sends a move for the viewer's seat at the current position. */
  move(move: unknown): void;
  /** Hot-seat: the person at `seat` took the device. */
  takeSeat?(seat: Player): void;
  /**
   * Where there is one: a hint for the viewer's seat at the current position
   * (computed off the page's thread). It changes nothing in the match.
   */
  hint?(): Promise<HintAnswer>;
  close(): void;
}
