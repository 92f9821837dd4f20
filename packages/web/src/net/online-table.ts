/**
 * An online match as a table: a subscription on the server's WebSocket,
 * as a seat (with its token) or as a spectator. The log is kept and
 * extended from each `update`; after a reconnection the subscription asks
 * only for what it missed (`since`). Refusals arrive as coded errors.
 */
import type { Player } from '@gameshelf/engine';
import type { PresenceMessage, SeatInfo, ServerMessage, TimeControl } from '@gameshelf/protocol';
import type { TableSeat } from '../session/seats.ts';
import { Store } from '../session/store.ts';
import {
  EMPTY_TABLE,
  type HintAnswer,
  type RawLogEntry,
  type Table,
  type TableError,
  type TableState,
} from '../session/table.ts';
import { ReconnectingSocket, type SocketFactory } from './socket.ts';
import type { ViewHinter } from './view-hints.ts';

export function onlineSeats(seats: readonly SeatInfo[], mine: Player | null): TableSeat[] {
  return seats.map((s): TableSeat => {
    if (s.seat === mine) return { seat: s.seat, kind: 'you' };
    if (s.kind === 'bot') return { seat: s.seat, kind: 'bot', ...(s.bot ? { bot: s.bot } : {}) };
    if (!s.taken) return { seat: s.seat, kind: 'open' };
    return { seat: s.seat, kind: 'human', ...(s.name ? { name: s.name } : {}) };
  });
}

const openSeats = (seats: readonly SeatInfo[]) =>
  seats.filter((s) => s.kind === 'human' && !s.taken).map((s) => s.seat);

/** The log after new entries arrive: entries are placed by their index, so repeats and overlaps are harmless. */
export function mergeLog(log: readonly RawLogEntry[], entries: readonly RawLogEntry[]): RawLogEntry[] | null {
  const out = [...log];
  for (const entry of entries) {
    if (entry.index > out.length) return null;
    out[entry.index] = entry;
  }
  return out;
}

/** An entry sent again (a snapshot after a reconnection) keeps the view the table learnt after it. */
function keepViews(log: readonly RawLogEntry[], earlier: readonly RawLogEntry[]): RawLogEntry[] {
  return log.map((entry) => {
    const held = earlier[entry.index];
    return held && 'after' in held && !('after' in entry) ? { ...entry, after: held.after } : entry;
  });
}

/** Each position the server sends ends a turn: the view it carries is the view after its last log entry. */
function withView(log: RawLogEntry[], seq: number, view: unknown): RawLogEntry[] {
  const last = log[seq - 1];
  if (!last || last.index !== seq - 1 || log.length !== seq) return log;
  return [...log.slice(0, -1), { ...last, after: view }];
}

/** What an online table knows around the game: who is here, whether it waits for players, its clock. */
export interface AroundState {
  readonly presence: PresenceMessage | null;
  /** Waiting for its players: nobody may move yet. */
  readonly waiting: boolean;
  readonly clock: TimeControl | null;
  /** When the seats to act run out of time (ms since the epoch), with a clock. */
  readonly deadline: number | null;
  readonly seats: readonly SeatInfo[];
  /** The seat that ran out of time, when the server ended the match for it. */
  readonly forfeit: number | null;
}

const NOTHING_AROUND: AroundState = {
  presence: null,
  waiting: false,
  clock: null,
  deadline: null,
  seats: [],
  forfeit: null,
};

export interface OnlineTableOptions {
  readonly match: string;
  readonly token?: string;
  readonly socketFactory?: SocketFactory;
  readonly url?: string;
  /** Hints for this browser's seat, computed from its view (`view-hints.ts`); none without. */
  readonly hints?: { readonly game: string; readonly hinter: ViewHinter };
}

export class OnlineTable implements Table {
  private readonly store = new Store<TableState>(EMPTY_TABLE);
  private readonly around = new Store<AroundState>(NOTHING_AROUND);
  private readonly socket: ReconnectingSocket;
  private readonly match: string;
  private readonly token: string | undefined;
  private nextRef = 1;
  private moveRef: number | null = null;
  private seatInfo: readonly SeatInfo[] = [];
  /** The medium bot's move for this browser's seat, from its view; only with `hints`. */
  readonly hint?: () => Promise<HintAnswer>;

  constructor(options: OnlineTableOptions) {
    this.match = options.match;
    this.token = options.token;
    const { hints } = options;
    if (hints) this.hint = () => this.hintFrom(hints.game, hints.hinter);
    this.socket = new ReconnectingSocket(
      {
        onOpen: () => this.follow(),
        onMessage: (message) => this.receive(message),
        onStatus: (connection) => this.store.update((s) => ({ ...s, connection })),
      },
      options.socketFactory,
      options.url,
    );
  }

  getState = (): TableState => this.store.get();
  subscribe = (listener: () => void) => this.store.subscribe(listener);
  getAround = (): AroundState => this.around.get();
  subscribeAround = (listener: () => void) => this.around.subscribe(listener);

  move(move: unknown): void {
    const { position, pending } = this.store.get();
    if (!position || position.seat === null || pending) return;
    const ref = this.nextRef++;
    const sent = this.socket.send({ type: 'move', ref, match: this.match, seq: position.seq, move });
    if (!sent) {
      this.store.update((s) => ({
        ...s,
        error: { code: 'net/unreachable', message: 'not connected; your move was not sent' },
      }));
      return;
    }
    this.moveRef = ref;
    this.store.update((s) => ({ ...s, pending: true, error: null }));
  }

  close(): void {
    this.socket.close();
  }

  private hintFrom(game: string, hinter: ViewHinter): Promise<HintAnswer> {
    const { position } = this.store.get();
    if (!position || position.seat === null || !position.legal) {
      const error = { code: 'move/not-your-turn', message: 'no move to hint at now' };
      return Promise.resolve({ ok: false, seat: position?.seat ?? 0, seq: position?.seq ?? 0, error });
    }
    const { seat, seq, view, legal } = position;
    return hinter({ game, seed: this.match, seat, seq, view, legal });
  }

  private follow(since = this.store.get().position?.log.length ?? 0): void {
    this.socket.send({
      type: 'subscribe',
      ref: this.nextRef++,
      match: this.match,
      ...(this.token ? { token: this.token } : {}),
      since,
    });
  }

  private receive(message: ServerMessage): void {
    this.aroundFrom(message);
    if (message.type === 'snapshot' || message.type === 'update') this.position(message);
    else if (message.type === 'info') this.info(message);
    else if (message.type === 'error') this.refused(message);
    else if (message.type === 'ack' && message.ref !== undefined && message.ref === this.moveRef)
      this.moveRef = null;
  }

  /** Presence, the clock and waiting for players, from the frames that carry them. */
  private aroundFrom(message: ServerMessage): void {
    if (!('match' in message) || message.match !== this.match) return;
    if (message.type === 'presence') this.around.update((a) => ({ ...a, presence: message }));
    else if (message.type === 'snapshot') {
      this.around.update((a) => ({
        ...a,
        waiting: message.waiting ?? false,
        clock: message.clock ?? null,
        deadline: message.deadline,
        seats: message.seats,
        forfeit: message.result?.forfeit?.seat ?? null,
      }));
    } else if (message.type === 'update') {
      const forfeit = message.result?.forfeit?.seat ?? null;
      this.around.update((a) => ({ ...a, deadline: message.deadline, forfeit }));
    } else if (message.type === 'info') {
      this.around.update((a) => ({ ...a, waiting: message.waiting ?? a.waiting, seats: message.seats }));
    }
  }

  private info(message: Extract<ServerMessage, { type: 'info' }>): void {
    if (message.match !== this.match) return;
    this.seatInfo = message.seats;
    this.store.update((s) => ({
      ...s,
      seats: onlineSeats(message.seats, s.position?.seat ?? null),
      openSeats: openSeats(message.seats),
      rematch: message.rematch,
    }));
  }

  private position(message: Extract<ServerMessage, { type: 'snapshot' | 'update' }>): void {
    if (message.match !== this.match) return;
    const current = this.store.get();
    const held =
      message.type === 'snapshot'
        ? (current.position?.log ?? []).slice(0, message.from)
        : (current.position?.log ?? []);
    const merged = mergeLog(held, message.log);
    const log = merged && withView(keepViews(merged, current.position?.log ?? []), message.seq, message.view);
    if (!log) {
      this.follow(current.position?.log.length ?? 0);
      return;
    }
    const seat = message.type === 'snapshot' ? message.seat : (current.position?.seat ?? null);
    if (message.type === 'snapshot') this.seatInfo = message.seats;
    this.moveRef = null;
    this.store.update((s) => ({
      ...s,
      connection: 'open',
      pending: false,
      error: null,
      seats: onlineSeats(this.seatInfo, seat),
      openSeats: openSeats(this.seatInfo),
      ...(message.type === 'snapshot' ? { rematch: message.rematch } : {}),
      position: {
        seq: message.seq,
        seat,
        view: message.view,
        legal: message.legal,
        toAct: message.toAct,
        result: message.result,
        log,
      },
    }));
  }

  private refused(message: Extract<ServerMessage, { type: 'error' }>): void {
    const { code, reason, params } = message;
    const error: TableError = {
      code,
      message: message.message,
      ...(reason === undefined ? {} : { reason }),
      ...(params === undefined ? {} : { params }),
    };
    if (message.ref !== undefined && message.ref === this.moveRef) {
      this.moveRef = null;
      this.store.update((s) => ({ ...s, pending: false, error }));
      return;
    }
    // A refused subscription (a wrong link, a token that is not this match's) ends the table.
    if (
      ['match/unknown', 'auth/bad-token', 'match/corrupt'].includes(message.code) &&
      !this.store.get().position
    ) {
      this.store.update((s) => ({ ...s, fatal: error }));
      this.socket.close();
      return;
    }
    this.store.update((s) => ({ ...s, pending: false, error }));
  }
}
