/**
 * A match held in memory: the engine's `Match` (state, seeded generator,
 * log), its seats, and the connections that follow it. The state is only
 * ever rebuilt from the stored log, never loaded from a snapshot.
 */
import type { AnyGameModule, AnyMatch, GameResult, Player, Viewer } from '@gameshelf/engine';
import type { ServerMessage, TimeControl, WireError } from '@gameshelf/protocol';
import { clockOf } from '../clocks/deadline.ts';
import { hashToken, sameHash } from '../ids.ts';
import type { MatchRow, PositionAfter, SeatRow } from '../store/store.ts';

/** Where the frames of one subscription go (a WebSocket, or a test's list). */
export interface Sink {
  send(message: ServerMessage): void;
  /** The server ended the subscription (the seat was left or given away). */
  ended(match: string, error: WireError): void;
}

export interface Subscriber {
  readonly viewer: Viewer;
  /** The hash of the token the subscriber follows a seat with, checked again whenever seats change. */
  readonly tokenHash: string | null;
  readonly sink: Sink;
}

/** What never changes in a match after its creation. */
export type MatchMeta = Pick<
  MatchRow,
  | 'id'
  | 'game'
  | 'players'
  | 'options'
  | 'seed'
  | 'engineVersion'
  | 'turnSeconds'
  | 'createdAt'
  | 'client'
  | 'clock'
  | 'listed'
  | 'rated'
  | 'pairRange'
  | 'address'
>;

/** What the store says of the table around the game: when it started, when it last moved, and how it ended. */
export type TableRow = Pick<MatchRow, 'startedAt' | 'updatedAt' | 'status' | 'result'>;

export class LiveMatch {
  readonly meta: MatchMeta;
  readonly module: AnyGameModule;
  match: AnyMatch;
  seats: readonly SeatRow[];
  rematch: string | null;
  readonly subscribers = new Set<Subscriber>();
  /** With a clock: when the seats to act run out of time (set by the clock keeper). */
  deadline: number | null = null;
  /** A bot of this match is choosing a move (in a worker). */
  botThinking = false;
  /** When every seat was taken or a player started it; null while it waits for its players (no move is taken). */
  startedAt: number | null;
  /** When the last move was made (or the match created): a clock counts from here. */
  movedAt: number;
  /** The result the server gave a match the rules did not end (a seat ran out of time); null otherwise. */
  ended: GameResult | null = null;

  constructor(
    meta: MatchMeta,
    module: AnyGameModule,
    match: AnyMatch,
    seats: readonly SeatRow[],
    rematch: string | null,
  ) {
    this.meta = meta;
    this.module = module;
    this.match = match;
    this.seats = seats;
    this.rematch = rematch;
    this.startedAt = meta.createdAt;
    this.movedAt = meta.createdAt;
  }

  /** Takes on what the store says of the table (after a load, or a notice that another process changed it). */
  setTable(row: TableRow): void {
    this.startedAt = row.startedAt;
    this.movedAt = Math.max(this.movedAt, row.updatedAt);
    // A match the store says is over, which its log does not end, was ended by the server.
    this.ended = row.status === 'over' && !this.match.isOver() ? row.result : null;
  }

  /** Waiting for its players: nobody may move yet. */
  get waiting(): boolean {
    return this.startedAt === null;
  }

  /** The time control: the one given at creation, or a plain turn timer. */
  get clock(): TimeControl | null {
    return clockOf(this.meta);
  }

  /** Over by the rules, or ended by the server. */
  isOver(): boolean {
    return this.ended !== null || this.match.isOver();
  }

  result(): GameResult | null {
    return this.ended ?? this.match.result();
  }

  /** The seats that may act now: none while it waits for its players or once it is over. */
  toAct(): Player[] {
    return this.waiting || this.ended !== null ? [] : [...this.match.toAct()];
  }

  get id(): string {
    return this.meta.id;
  }

  /** The log length: the position the next move is made at. */
  get seq(): number {
    return this.match.log.length;
  }

  /** The seat this token holds, or null: a token acts only for its own seat. */
  seatOf(token: string): Player | null {
    const hash = hashToken(token);
    const seat = this.seats.find((s) => s.tokenHash !== null && sameHash(s.tokenHash, hash));
    return seat ? seat.seat : null;
  }

  /** Whether any seat is played by the server's bots. */
  hasBots(): boolean {
    return this.seats.some((s) => s.kind === 'bot');
  }

  /** Seats that must act now and are played by the server's bots. */
  botsToAct(): Player[] {
    return this.toAct().filter((p) => this.seats[p]?.kind === 'bot');
  }

  humansToAct(): Player[] {
    return this.toAct().filter((p) => this.seats[p]?.kind === 'human');
  }

  /** Where the match stands, as stored with the moves that lead there, made at `at` (ms since the epoch). */
  position(at: number): PositionAfter {
    return {
      at,
      seq: this.seq,
      stateHash: this.match.stateHash(),
      status: this.isOver() ? 'over' : 'live',
      toAct: this.ended === null ? [...this.match.toAct()] : [],
      result: this.result(),
    };
  }
}

/** Sends each follower of a match its own frame, made once per viewer. */
export function broadcast(live: LiveMatch, frameFor: (viewer: Viewer) => ServerMessage): void {
  const frames = new Map<Viewer, ServerMessage>();
  for (const subscriber of live.subscribers) {
    let frame = frames.get(subscriber.viewer);
    if (!frame) {
      frame = frameFor(subscriber.viewer);
      frames.set(subscriber.viewer, frame);
    }
    subscriber.sink.send(frame);
  }
}
