/**
 * What the match service needs from storage, and nothing more. Two adapters
 * implement it with one schema (`migrations.ts`): SQLite, embedded, and
 * PostgreSQL, shared by several server processes. The log's primary key
 * (match_id, seq) is the arbiter between processes: a move is accepted only
 * by the process whose append of that position commits.
 */
import type { Actor, GameResult, OptionValue } from '@gameshelf/engine';

export type MatchStatus = 'live' | 'over';

export interface MatchRow {
  readonly id: string;
  readonly game: string;
  readonly players: number;
  readonly options: Readonly<Record<string, OptionValue>>;
  readonly seed: string;
  readonly engineVersion: string;
  readonly turnSeconds: number | null;
  readonly createdAt: number;
  /** The log length: the position after the last stored move. */
  readonly seq: number;
  /** `stableHash` of the state at `seq`: replaying the log must reach it. */
  readonly stateHash: string;
  readonly status: MatchStatus;
  readonly toAct: readonly number[];
  readonly result: GameResult | null;
  readonly rematch: string | null;
}

export interface SeatRow {
  readonly seat: number;
  readonly kind: 'human' | 'bot';
  readonly bot: string | null;
  readonly name: string | null;
  /** sha256 of the seat token; null while the seat is open (or a bot's). */
  readonly tokenHash: string | null;
}

export interface StoredMove {
  readonly seq: number;
  readonly actor: Actor;
  readonly move: unknown;
}

export interface StoredMatch {
  readonly row: MatchRow;
  readonly seats: readonly SeatRow[];
  readonly moves: readonly StoredMove[];
}

/** Where a match stands after an append; written with the moves in one transaction. */
export interface PositionAfter {
  readonly seq: number;
  readonly stateHash: string;
  readonly status: MatchStatus;
  readonly toAct: readonly number[];
  readonly result: GameResult | null;
}

export interface NewMatch {
  readonly row: MatchRow;
  readonly seats: readonly SeatRow[];
  /** The chance steps of the setup, already in the log at creation. */
  readonly moves: readonly StoredMove[];
}

export interface MatchStore {
  readonly kind: 'sqlite' | 'postgres';
  createMatch(match: NewMatch): Promise<void>;
  loadMatch(id: string): Promise<StoredMatch | null>;
  loadRow(id: string): Promise<MatchRow | null>;
  loadSeats(id: string): Promise<SeatRow[]>;
  movesFrom(id: string, seq: number): Promise<StoredMove[]>;
  /**
   * Appends moves at positions `from`, `from + 1`, ... and the position they
   * lead to, atomically. `conflict` (nothing written) when any of those
   * positions is taken or the match is not at `from`: another process moved first.
   */
  appendMoves(
    id: string,
    from: number,
    moves: readonly StoredMove[],
    after: PositionAfter,
  ): Promise<'ok' | 'conflict'>;
  /** Gives an open human seat a token; false if it was not open (someone else took it first). */
  claimSeat(id: string, seat: number, tokenHash: string, name: string | null): Promise<boolean>;
  /** Frees the seat held by this token, handing it to a bot if `bot` is set; false if the token no longer holds it. */
  releaseSeat(id: string, seat: number, tokenHash: string, bot: string | null): Promise<boolean>;
  /** The seats these token hashes hold, in any match. */
  seatsByTokenHashes(hashes: readonly string[]): Promise<{ match: string; seat: number }[]>;
  /**
   * Links `next` as the rematch of `id` and creates it, unless `id` already
   * has one: returns the id of the rematch that stands.
   */
  createRematch(id: string, next: NewMatch): Promise<string>;
  close(): Promise<void>;
}
