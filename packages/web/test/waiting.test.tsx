/**
 * An online match that waits for its players, from the host's seat: the
 * board offers no move while it waits (the server sends none, and the page
 * shows the wait), "Start now without them" asks the server to start it
 * with the host's token, and once the server says it started, the board
 * offers the host's moves. The server is a fake socket and a stubbed fetch.
 */
import { digitDashModule } from '@gameshelf/digit-dash';
import type { MatchSummary, ServerMessage } from '@gameshelf/protocol';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BoardProps } from '../src/games/board.ts';
import { MatchView } from '../src/match/MatchView.tsx';
import { OnlineTable } from '../src/net/online-table.ts';
import { TableAround } from '../src/table/TableAround.tsx';
import { FakeSocket } from './fake-socket.ts';
import { matchSummary } from './match-summary.ts';

const MATCH = 'Mwaiting0123456789';
const TOKEN = 'T'.repeat(43);

const seat = (n: number, taken: boolean) => ({
  seat: n,
  kind: 'human' as const,
  bot: null,
  name: taken ? 'Ann' : null,
  taken,
});
const SEATS = [seat(0, true), seat(1, false)];

/** A board that offers a button for each legal move it is given, and nothing else. */
function TestBoard({ legal, onMove }: BoardProps<{ table: string }, { type: string }>) {
  return (
    <section aria-label="Board">
      {legal?.map((m) => (
        <button key={m.type} type="button" onClick={() => onMove(m)}>
          {m.type}
        </button>
      ))}
    </section>
  );
}

const started: MatchSummary = matchSummary(MATCH, { seats: SEATS, seq: 0, toAct: [0], lastMoveAt: 1 });

function answer(status: number, body: unknown) {
  return vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

describe("the host's table while it waits for players", () => {
  let socket: FakeSocket;
  let table: OnlineTable;
  const deliver = (message: ServerMessage) => act(() => socket.deliver(message));

  beforeEach(() => {
    table = new OnlineTable({
      match: MATCH,
      token: TOKEN,
      url: 'ws://test',
      socketFactory: () => {
        socket = new FakeSocket();
        return socket;
      },
    });
    socket.open();
    // What the server sends a seated player while the match waits: no legal moves, nobody to act.
    socket.deliver({
      type: 'snapshot',
      game: 'digit-dash',
      seat: 0,
      seats: SEATS,
      rematch: null,
      from: 0,
      log: [],
      match: MATCH,
      seq: 0,
      view: { table: 'dealt' },
      legal: null,
      toAct: [],
      result: null,
      deadline: null,
      clock: null,
      waiting: true,
    });
    render(
      <MatchView
        table={table}
        module={digitDashModule}
        Board={TestBoard}
        aside={<TableAround table={table} id={MATCH} token={TOKEN} />}
      />,
    );
  });
  afterEach(() => {
    table.close();
    vi.unstubAllGlobals();
  });

  it('offers no move while it waits; "Start now without them" starts it, and then the board offers moves', async () => {
    const board = screen.getByRole('region', { name: 'Board' });
    expect(within(board).queryAllByRole('button')).toEqual([]);
    const panel = screen.getByRole('status', { name: 'Waiting for players' });
    expect(panel.textContent).toContain('1 seat is still open.');

    const fetch = answer(200, started);
    vi.stubGlobal('fetch', fetch);
    fireEvent.click(within(panel).getByRole('button', { name: 'Start now without them' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`/api/v1/matches/${MATCH}/start`);
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ Authorization: `Bearer ${TOKEN}` });
    // Nothing to play until the server says the match started.
    expect(within(board).queryAllByRole('button')).toEqual([]);

    deliver({ type: 'info', match: MATCH, seats: SEATS, rematch: null, waiting: false });
    deliver({
      type: 'update',
      match: MATCH,
      log: [],
      seq: 0,
      view: { table: 'dealt' },
      legal: [{ type: 'draw' }],
      toAct: [0],
      result: null,
      deadline: null,
    });
    expect(screen.queryByRole('status', { name: 'Waiting for players' })).toBeNull();
    fireEvent.click(within(board).getByRole('button', { name: 'draw' }));
    expect(socket.sent.at(-1)).toMatchObject({ type: 'move', match: MATCH, move: { type: 'draw' } });
  });

  it('a start the server refuses is told in words, and the wait goes on', async () => {
    vi.stubGlobal(
      'fetch',
      answer(403, { error: { code: 'auth/bad-token', message: 'no seat holds this token (raw)' } }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Start now without them' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('This browser does not hold a seat in this game.');
    expect(within(screen.getByRole('region', { name: 'Board' })).queryAllByRole('button')).toEqual([]);
  });
});
