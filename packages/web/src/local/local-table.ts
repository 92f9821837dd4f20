/**
 * A local match as a table: the page's side of the worker. It keeps the
 * latest position for the seat being looked from, and for hot-seat play
 * (several people at one screen) holds back the table behind a "pass the
 * device" screen whenever another person must act.
 */
import type { GameRecord, Player } from '@gameshelf/engine';
import type { TableSeat } from '../session/seats.ts';
import { Store } from '../session/store.ts';
import {
  EMPTY_TABLE,
  type HintAnswer,
  type Position,
  type RawLogEntry,
  type Table,
  type TableState,
} from '../session/table.ts';
import type { LocalSetup } from './messages.ts';
import type { HostPort } from './port.ts';

export interface LocalTableOptions {
  readonly setup: LocalSetup;
  readonly record: GameRecord | null;
  readonly port: HostPort;
  readonly botDelayMs: number;
  /** Called with the record after every change, and the seats to act then, to keep the match across reloads. */
  readonly onRecord?: (record: GameRecord, toAct: readonly Player[]) => void;
}

export function localSeats(setup: LocalSetup): TableSeat[] {
  const humans = setup.seats.filter((s) => s.kind === 'human').length;
  return setup.seats.map((s, seat) => {
    if (s.kind === 'bot') return { seat, kind: 'bot', bot: s.bot };
    return { seat, kind: humans === 1 ? 'you' : 'human' };
  });
}

export class LocalTable implements Table {
  private readonly store: Store<TableState>;
  private readonly port: HostPort;
  private readonly humans: readonly Player[];
  /** The views the host sent after each turn, by the seat looked from, then by log entry. */
  private readonly views = new Map<Player | null, Map<number, unknown>>();
  /** Hints asked for and not yet answered, each waiting for the answer at its seat and position. */
  private readonly hints: ((answer: HintAnswer) => boolean)[] = [];

  constructor(options: LocalTableOptions) {
    const { setup, port } = options;
    this.port = port;
    this.humans = setup.seats.flatMap((s, seat) => (s.kind === 'human' ? [seat] : []));
    this.store = new Store<TableState>({ ...EMPTY_TABLE, seats: localSeats(setup) });
    port.listen((message) => {
      switch (message.type) {
        case 'position':
          options.onRecord?.(message.record, message.position.toAct);
          return this.receive(message.position);
        case 'hint':
          return this.answer(message.answer);
        case 'refused':
          return this.store.update((s) => ({ ...s, pending: false, error: message.error }));
        case 'failed':
          return this.store.update((s) => ({
            ...s,
            pending: false,
            connection: 'closed',
            fatal: message.error,
          }));
      }
    });
    port.post({ type: 'start', setup, record: options.record, botDelayMs: options.botDelayMs });
  }

  getState = (): TableState => this.store.get();
  subscribe = (listener: () => void) => this.store.subscribe(listener);

  move(move: unknown): void {
    const { position, pending, handoff } = this.store.get();
    if (!position || position.seat === null || pending || handoff !== null) return;
    this.store.update((s) => ({ ...s, pending: true, error: null }));
    this.port.post({ type: 'move', seat: position.seat, seq: position.seq, move });
  }

  takeSeat(seat: Player): void {
    if (!this.humans.includes(seat)) return;
    this.port.post({ type: 'look', seat });
  }

  /** The medium bot's move for the seat looked from, at the position shown; the host computes it. */
  hint(): Promise<HintAnswer> {
    const { position } = this.store.get();
    const seq = position?.seq ?? 0;
    if (!position || position.seat === null) {
      const error = { code: 'move/not-your-turn', message: 'no seat to hint for' };
      return Promise.resolve({ ok: false, seat: 0, seq, error });
    }
    const seat = position.seat;
    return new Promise((resolve) => {
      this.hints.push((answer) => {
        if (answer.seat !== seat || answer.seq !== seq) return false;
        resolve(answer);
        return true;
      });
      this.port.post({ type: 'hint', seat, seq });
    });
  }

  close(): void {
    this.port.close();
  }

  private answer(answer: HintAnswer): void {
    const waiting = this.hints.findIndex((take) => take(answer));
    if (waiting >= 0) this.hints.splice(waiting, 1);
  }

  private receive(sent: Position): void {
    const position = { ...sent, log: this.withViews(sent) };
    this.store.update((s) => ({
      ...s,
      connection: 'open',
      position,
      pending: false,
      error: position.seq === s.position?.seq ? s.error : null,
      handoff: this.handoffFor(position),
    }));
  }

  /** The log with every view the host sent for this seat so far (it sends each one once). */
  private withViews(position: Position): RawLogEntry[] {
    const known = this.views.get(position.seat) ?? new Map<number, unknown>();
    this.views.set(position.seat, known);
    for (const entry of position.log) if ('after' in entry) known.set(entry.index, entry.after);
    return position.log.map((entry) =>
      known.has(entry.index) ? { ...entry, after: known.get(entry.index) } : entry,
    );
  }

  /** With several people here: the one who must act next, when it is not the one looking. */
  private handoffFor(position: Position): Player | null {
    if (this.humans.length < 2 || position.result) return null;
    const acting = position.toAct.filter((seat) => this.humans.includes(seat));
    if (acting.length === 0 || (position.seat !== null && acting.includes(position.seat))) return null;
    return acting[0] ?? null;
  }
}
