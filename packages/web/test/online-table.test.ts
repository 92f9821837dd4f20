/**
 * Online matches over a fake WebSocket: the table subscribes with its seat
 * token, builds the log from snapshots and updates, sends moves for the
 * position it shows, reports refusals in their codes, reconnects by itself
 * and asks only for what it missed.
 */
import { itemAt } from '@gameshelf/engine';
import type { ServerMessage } from '@gameshelf/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { translate } from '../src/i18n/i18n.ts';
import { mergeLog, OnlineTable } from '../src/net/online-table.ts';
import { seatLabels } from '../src/session/seats.ts';
import { FakeSocket } from './fake-socket.ts';

const MATCH = 'M1234567890abcdef';
const TOKEN = 'T'.repeat(40);

const seats = [
  { seat: 0, kind: 'human' as const, bot: null, name: null, taken: true },
  { seat: 1, kind: 'human' as const, bot: null, name: null, taken: false },
];
const entry = (index: number) => ({
  index,
  player: index === 0 ? ('chance' as const) : 0,
  move: { type: 'draw' },
});
const snapshot = (from: number, log: ReturnType<typeof entry>[], seq: number): ServerMessage => ({
  type: 'snapshot',
  game: 'digit-dash',
  seat: 0,
  seats,
  rematch: null,
  from,
  log,
  match: MATCH,
  seq,
  view: { at: seq },
  legal: [{ type: 'draw' }],
  toAct: [0],
  result: null,
  deadline: null,
});

describe('an online table', () => {
  let sockets: FakeSocket[];
  let table: OnlineTable;
  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    table = new OnlineTable({
      match: MATCH,
      token: TOKEN,
      url: 'ws://test',
      socketFactory: () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket;
      },
    });
  });
  afterEach(() => {
    table.close();
    vi.useRealTimers();
  });
  const socket = () => itemAt(sockets, sockets.length - 1);
  /** The ref of the message sent `at`, the number its answer names. */
  const refOf = (at: number): number => {
    const { ref } = itemAt(socket().sent, at);
    if (typeof ref !== 'number') throw new Error(`message ${at} was sent without a ref`);
    return ref;
  };

  it('subscribes as its seat and shows the snapshot', () => {
    socket().open();
    expect(socket().sent[0]).toMatchObject({ type: 'subscribe', match: MATCH, token: TOKEN, since: 0 });
    socket().deliver(snapshot(0, [entry(0), entry(1)], 2));
    const { position, seats: labels, openSeats } = table.getState();
    expect(position?.seq).toBe(2);
    expect(position?.log).toHaveLength(2);
    expect(seatLabels(labels, translate).map((s) => s.name)).toEqual(['You', 'Open seat']);
    expect(openSeats).toEqual([1]);
  });

  it('sends a move for the position shown, and shows a refusal in its code', () => {
    socket().open();
    socket().deliver(snapshot(0, [entry(0)], 1));
    table.move({ type: 'draw' });
    const sent = itemAt(socket().sent, 1);
    expect(sent).toMatchObject({ type: 'move', match: MATCH, seq: 1, move: { type: 'draw' } });
    expect(table.getState().pending).toBe(true);
    table.move({ type: 'draw' });
    expect(socket().sent).toHaveLength(2);
    socket().deliver({
      type: 'error',
      ref: refOf(1),
      match: MATCH,
      code: 'move/illegal',
      message: 'not now',
    });
    expect(table.getState().pending).toBe(false);
    expect(table.getState().error).toEqual({ code: 'move/illegal', message: 'not now' });
  });

  it("keeps a game's refusal reason and its values, for the game's words", () => {
    socket().open();
    socket().deliver(snapshot(0, [entry(0)], 1));
    table.move({ type: 'draw' });
    const refusal = {
      code: 'move/illegal',
      message: "P2's slot is empty",
      reason: 'emptySlot',
      params: { seat: 2 },
    };
    socket().deliver({ type: 'error', ref: refOf(1), match: MATCH, ...refusal });
    expect(table.getState().error).toEqual(refusal);
  });

  it('extends the log from updates', () => {
    socket().open();
    socket().deliver(snapshot(0, [entry(0)], 1));
    const update: Record<string, unknown> = {
      ...snapshot(0, [], 3),
      type: 'update',
      log: [entry(1), entry(2)],
    };
    for (const key of ['game', 'seat', 'seats', 'rematch', 'from']) delete update[key];
    socket().deliver(update);
    expect(table.getState().position?.log.map((e) => e.index)).toEqual([0, 1, 2]);
    expect(table.getState().position?.seq).toBe(3);
  });

  it('keeps the view each position brings as the view after its last log entry, for the log in words', () => {
    socket().open();
    socket().deliver(snapshot(0, [entry(0)], 1));
    const update: Record<string, unknown> = {
      ...snapshot(0, [], 3),
      type: 'update',
      log: [entry(1), entry(2)],
    };
    for (const key of ['game', 'seat', 'seats', 'rematch', 'from']) delete update[key];
    socket().deliver(update);
    const log = table.getState().position?.log ?? [];
    expect(log.map((e) => e.after)).toEqual([{ at: 1 }, undefined, { at: 3 }]);
    // A snapshot after a reconnection sends entries again: the views learnt before stay.
    socket().deliver(snapshot(0, [entry(0), entry(1), entry(2)], 3));
    expect(table.getState().position?.log.map((e) => e.after)).toEqual([{ at: 1 }, undefined, { at: 3 }]);
  });

  it('ignores frames that are not protocol messages', () => {
    socket().open();
    socket().deliver({ type: 'snapshot', match: MATCH, view: 'no' });
    expect(table.getState().position).toBeNull();
  });

  it('reconnects by itself and asks only for what it missed', () => {
    socket().open();
    socket().deliver(snapshot(0, [entry(0), entry(1)], 2));
    socket().drop();
    expect(table.getState().connection).toBe('reconnecting');
    vi.advanceTimersByTime(600);
    expect(sockets).toHaveLength(2);
    socket().open();
    expect(socket().sent[0]).toMatchObject({ type: 'subscribe', token: TOKEN, since: 2 });
    socket().deliver(snapshot(2, [entry(2)], 3));
    expect(table.getState().position?.log).toHaveLength(3);
    expect(table.getState().connection).toBe('open');
  });

  it('a wrong link ends the table with its code', () => {
    socket().open();
    socket().deliver({ type: 'error', ref: 1, match: MATCH, code: 'match/unknown', message: 'no match' });
    expect(table.getState().fatal?.code).toBe('match/unknown');
  });

  it('a move while disconnected is not sent, and says so', () => {
    socket().open();
    socket().deliver(snapshot(0, [entry(0)], 1));
    socket().drop();
    table.move({ type: 'draw' });
    expect(table.getState().error?.code).toBe('net/unreachable');
    expect(table.getState().pending).toBe(false);
  });
});

describe('mergeLog', () => {
  it('places entries by index and refuses a gap', () => {
    expect(mergeLog([entry(0)], [entry(0), entry(1)])?.map((e) => e.index)).toEqual([0, 1]);
    expect(mergeLog([entry(0)], [entry(2)])).toBeNull();
  });
});
