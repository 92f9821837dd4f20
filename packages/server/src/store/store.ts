/**
 * What the match service needs from storage, and nothing more. Two adapters
 * implement it with one schema (`migrations.ts`): SQLite, embedded, and
 * PostgreSQL, shared by several server processes. The log's primary key
 * (match_id, seq) is the arbiter between processes: a move is accepted only
 * by the process whose append of that position commits.
 */
import type { Actor, GameResult, OptionValue } from '@gameshelf/engine';
import type { RatingRange, TimeControl } from '@gameshelf/protocol';
import type { AccountStore } from './account-store.ts';
import type { RatingStore } from './rating-store.ts';

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
  /** Who created the match: an opaque client id (see http/client.ts), null for matches older than it. */
  readonly client: string | null;
  /** When the match last moved (ms since the epoch). */
  readonly updatedAt: number;
  /** The time control given at creation; null without one (or for a plain `turnSeconds` timer). */
  readonly clock: TimeControl | null;
  /** Shown in the lobby while it waits for players. */
  readonly listed: boolean;
  /** When every seat was taken or a player started it; null while it waits for its players. */
  readonly startedAt: number | null;
  /** Created rated (issue #22): its end updates the ratings of its accounts. */
  readonly rated: boolean;
  /**
   * The rating range its creator asked quick pairing for (null for any other
   * match): quick pairing seats nobody whose known rating lies outside it.
   */
  readonly pairRange: RatingRange | null;
  /**
   * The address it was created from (http/client.ts `addressOf`: hashed, as
   * a guest's client id is); null for matches older than it (migration 8).
   * Bot time is shared per address first, and bot matches are counted by it.
   */
  readonly address: string | null;
}

export interface SeatRow {
  readonly seat: number;
  readonly kind: 'human' | 'bot';
  readonly bot: string | null;
  readonly name: string | null;
  /** sha256 of the seat token; null while the seat is open (or a bot's). */
  readonly tokenHash: string | null;
  /**
   * In a rematch, the sha256 of the token that held this seat in the match
   * before: only that player may take it, until they do or give it up.
   */
  readonly reservedFor: string | null;
  /** The account that holds this human seat (issue #22); null for guests and bots. */
  readonly account: string | null;
}

/** The seat a move is made for and the hash of the token it was made with: checked as the move is stored. */
export interface SeatHolder {
  readonly seat: number;
  readonly tokenHash: string;
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
  /** When the moves were made (ms since the epoch). */
  readonly at: number;
}

/** What an append came to: stored, refused because another move took the position, or because the token no longer holds its seat. */
export type AppendOutcome = 'ok' | 'conflict' | 'revoked';

export interface NewMatch {
  readonly row: MatchRow;
  readonly seats: readonly SeatRow[];
  /** The chance steps of the setup, already in the log at creation. */
  readonly moves: readonly StoredMove[];
}

export interface MatchStore {
  readonly kind: 'sqlite' | 'postgres';
  /** Accounts, their passkeys and sessions (issue #22), in the same database. */
  readonly accounts: AccountStore;
  /** Ratings per account, game and player-count class, and their history (issue #22). */
  readonly ratings: RatingStore;
  createMatch(match: NewMatch): Promise<void>;
  loadMatch(id: string): Promise<StoredMatch | null>;
  loadRow(id: string): Promise<MatchRow | null>;
  loadSeats(id: string): Promise<SeatRow[]>;
  movesFrom(id: string, seq: number): Promise<StoredMove[]>;
  /**
   * Appends moves at positions `from`, `from + 1`, ... and the position they
   * lead to, atomically. `conflict` (nothing written) when any of those
   * positions is taken or the match is not at `from`: another process moved
   * first. With a `holder`, the token must still hold its seat in the same
   * transaction, or nothing is written and the answer is `revoked`: a seat
   * left through one process is closed to its old token in every process at once.
   */
  appendMoves(
    id: string,
    from: number,
    moves: readonly StoredMove[],
    after: PositionAfter,
    holder?: SeatHolder,
  ): Promise<AppendOutcome>;
  /**
   * Gives an open human seat a token; false if it was not open (someone else
   * took it first). A seat kept for a player (`reservedFor`) is open only
   * with their `reservation`, and is no longer kept once taken. `account`
   * is the signed-in player's account, null for a guest.
   */
  claimSeat(
    id: string,
    seat: number,
    tokenHash: string,
    name: string | null,
    reservation?: string | null,
    account?: string | null,
  ): Promise<boolean>;
  /**
   * Frees the seat held by this token, handing it to a bot if `bot` is set;
   * false if the token no longer holds it. With `resign` (a rated match
   * under way), the seat keeps the account that held it as its resigned
   * account (the first one, if it was resigned before): `resignedSeats`.
   */
  releaseSeat(
    id: string,
    seat: number,
    tokenHash: string,
    bot: string | null,
    resign?: boolean,
  ): Promise<boolean>;
  /** The seats of match `id` whose account resigned the match by leaving it, in seat order. */
  resignedSeats(id: string): Promise<{ seat: number; account: string }[]>;
  /** Opens to anyone the seat of match `id` kept for `reservation`; false if none was kept for it. */
  unreserve(id: string, reservation: string): Promise<boolean>;
  /**
   * Live matches where a server bot must act and that have not moved since
   * `idleSince` (ms since the epoch): the ones to resume after a restart.
   */
  botMatchesWaiting(idleSince: number): Promise<string[]>;
  /**
   * Live matches with a server bot seated that `creator` (the client id or
   * the address a match was created from) created and that moved at
   * `since` or later, whichever process holds them: what counts against the
   * creator's limit of live bot matches across processes (lobby.ts).
   */
  liveBotMatchesOf(creator: string, since: number): Promise<string[]>;
  /** The seats these token hashes hold, in any match. */
  seatsByTokenHashes(hashes: readonly string[]): Promise<{ match: string; seat: number }[]>;
  /**
   * Links `next` as the rematch of `id` and creates it, unless `id` already
   * has one: returns the id of the rematch that stands.
   */
  createRematch(id: string, next: NewMatch): Promise<string>;

  // The table around the game (issue #22): starting, the lobby, clocks, and ends the server makes.
  /** Marks a waiting match started at `at`; false if it had started already (or does not exist). */
  startMatch(id: string, at: number): Promise<boolean>;
  /** Listed live matches still waiting for players (of one game, or all), oldest first, with their seats. */
  waitingListed(limit: number, game?: string): Promise<{ row: MatchRow; seats: SeatRow[] }[]>;
  /**
   * Live, started matches with a clock whose time for the current position ran
   * out by `now` (from the later of the last move and the start).
   */
  clocksDue(now: number): Promise<string[]>;
  /**
   * Ends a live match at position `seq` with a result the server made (a
   * seat ran out of time); false if it moved or ended meanwhile.
   */
  endMatch(id: string, seq: number, result: GameResult, at: number): Promise<boolean>;
  /**
   * Hands a person's seat to a bot while the match is at position `seq` (the
   * token no longer holds it; the name stays, for the record); false if it moved meanwhile.
   */
  seatBot(id: string, seat: number, bot: string, seq: number): Promise<boolean>;

  // Web Push (issue #22).
  /** Stores a subscription and links it to the seats these token hashes hold: how many were linked. */
  addPushSubscription(subscription: PushRow, tokenHashes: readonly string[]): Promise<number>;
  removePushSubscription(endpoint: string): Promise<boolean>;
  /** The subscriptions linked to whoever holds a seat of a match now. */
  pushSubscriptionsOf(id: string, seat: number): Promise<PushRow[]>;

  close(): Promise<void>;
}

/** A browser's push subscription as stored. */
export interface PushRow {
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
  readonly createdAt: number;
}
