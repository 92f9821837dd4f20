/**
 * A match held in memory: the engine's `Match` (state, seeded generator,
 * log), its seats, and the connections that follow it. The state is only
 * ever rebuilt from the stored log, never loaded from a snapshot.
 */
import type { AnyGameModule, AnyMatch, Player, Viewer } from '@gameshelf/engine';
import type { ServerMessage, WireError } from '@gameshelf/protocol';
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
  'id' | 'game' | 'players' | 'options' | 'seed' | 'engineVersion' | 'turnSeconds' | 'createdAt' | 'client'
>;

export class LiveMatch {
  readonly meta: MatchMeta;
  readonly module: AnyGameModule;
  match: AnyMatch;
  seats: readonly SeatRow[];
  rematch: string | null;
  readonly subscribers = new Set<Subscriber>();
  /** With a turn timer: when the server moves for a seat that has not acted. */
  deadline: number | null = null;
  /** A bot of this match is choosing a move (in a worker). */
  botThinking = false;

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
    return this.match.toAct().filter((p) => this.seats[p]?.kind === 'bot');
  }

  humansToAct(): Player[] {
    return this.match.toAct().filter((p) => this.seats[p]?.kind === 'human');
  }

  /** Where the match stands, as stored with the moves that lead there, made at `at` (ms since the epoch). */
  position(at: number): PositionAfter {
    const result = this.match.result();
    return {
      at,
      seq: this.seq,
      stateHash: this.match.stateHash(),
      status: this.match.isOver() ? 'over' : 'live',
      toAct: [...this.match.toAct()],
      result,
    };
  }
}
