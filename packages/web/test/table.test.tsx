/**
 * The table around the game in the web app: the words of the lobby, clocks
 * and presence in both languages; time controls as people read them; the
 * lobby's listing kept live from the server's changes; who is here, away,
 * left or thinking; "My games" most urgent first; the title badge; names in
 * a replay; an online table's presence, clock and wait for players.
 */
import type { LobbyEntry, MatchSummary, ServerMessage } from '@gameshelf/protocol';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, translate as t } from '../src/i18n/i18n.ts';
import type { Translate } from '../src/i18n/translate.ts';
import { LobbyList } from '../src/lobby/LobbyList.tsx';
import { ago, clockOf, clockWords, timeLeft } from '../src/lobby/time-control.ts';
import { applyLobby, LobbyFeed } from '../src/net/lobby-feed.ts';
import { OnlineTable } from '../src/net/online-table.ts';
import { showBadge } from '../src/notify/badge.ts';
import { mostUrgentFirst } from '../src/notify/my-games.ts';
import { recordSeats } from '../src/replay/ReplayViewer.tsx';
import { seatLabels } from '../src/session/seats.ts';
import { holdSeat } from '../src/store/seats.ts';
import { PresencePanel } from '../src/table/PresencePanel.tsx';
import { seatStates } from '../src/table/presence.ts';
import { FakeSocket } from './fake-socket.ts';
import { matchSummary } from './match-summary.ts';

const MATCH = 'M1234567890abcdef';

const seat = (n: number, extra: Partial<LobbyEntry['seats'][number]> = {}) => ({
  seat: n,
  kind: 'human' as const,
  bot: null,
  name: null,
  taken: false,
  ...extra,
});

const entry = (match: string, createdAt: number, extra: Partial<LobbyEntry> = {}): LobbyEntry => ({
  match,
  game: 'digit-dash',
  players: 2,
  options: {},
  seats: [seat(0, { name: 'Ann', taken: true }), seat(1)],
  clock: null,
  rated: false,
  createdAt,
  ...extra,
});

describe('words of the table', () => {
  it('follow the language, with plurals and values', () => {
    expect(t('clock.days', { count: 1 })).toBe('1 day per move');
    expect(t('clock.days', { count: 3 })).toBe('3 days per move');
    const it: Translate = (key, values) => i18n.getFixedT('it')(key, { ...values });
    expect(it('clock.days', { count: 7 })).toBe('7 giorni per mossa');
    expect(it('clock.forfeit', { name: 'Bea' })).toBe('Bea ha finito il tempo.');
    expect(clockWords({ kind: 'correspondence', days: 1, onTimeout: 'lose' }, it)).toBe('1 giorno per mossa');
  });
});

describe('time controls as people read them', () => {
  it('names each clock, and says how long is left and how long ago', () => {
    expect(clockOf('none', 'lose')).toBeNull();
    expect(clockOf('live-30', 'lose')).toEqual({ kind: 'live', seconds: 30 });
    expect(clockOf('days-3', 'bot')).toEqual({ kind: 'correspondence', days: 3, onTimeout: 'bot' });
    expect(clockWords(null, t)).toBe('No clock');
    expect(clockWords({ kind: 'live', seconds: 300 }, t)).toBe('5 minutes per move');
    expect(clockWords({ kind: 'live', seconds: 45 }, t)).toBe('45 s per move');
    const now = 1_000_000_000;
    expect(timeLeft(now + 2 * 86_400_000 + 3 * 3_600_000 + 59_000, now, t)).toBe('2 d 3 h');
    expect(timeLeft(now + 4 * 60_000 + 10_000, now, t)).toBe('4 min 10 s');
    expect(timeLeft(now + 86_400_000 + 30_000, now, t)).toBe('1 d');
    expect(timeLeft(now - 5, now, t)).toBe('0 s');
    expect(ago(now - 30_000, now, t)).toBe('just now');
    expect(ago(now - 3 * 3_600_000, now, t)).toBe('3 hours ago');
  });
});

describe('the lobby', () => {
  it('keeps the listing from the server’s snapshot and changes, the oldest first', () => {
    const [a, b] = [entry('A1234567890abcdef', 2), entry('B1234567890abcdef', 1)];
    let listing = applyLobby(null, { type: 'lobby-entry', entry: a });
    expect(listing).toBeNull();
    listing = applyLobby(listing, { type: 'lobby', entries: [a] });
    listing = applyLobby(listing, { type: 'lobby-entry', entry: b });
    expect(listing?.map((e) => e.match)).toEqual([b.match, a.match]);
    listing = applyLobby(listing, {
      type: 'lobby-entry',
      entry: { ...a, seats: [a.seats[0] ?? seat(0), seat(1, { taken: true })] },
    });
    expect(listing?.find((e) => e.match === a.match)?.seats[1]?.taken).toBe(true);
    listing = applyLobby(listing, { type: 'lobby-gone', match: b.match });
    expect(listing?.map((e) => e.match)).toEqual([a.match]);
  });

  it('follows the lobby on a socket, and asks again after a reconnection', () => {
    vi.useFakeTimers();
    const sockets: FakeSocket[] = [];
    const feed = new LobbyFeed({
      url: 'ws://test',
      socketFactory: () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket;
      },
    });
    sockets[0]?.open();
    expect(sockets[0]?.sent).toEqual([{ type: 'watch-lobby' }]);
    sockets[0]?.deliver({ type: 'lobby', entries: [entry(MATCH, 1)] });
    expect(feed.getState().entries).toHaveLength(1);
    sockets[0]?.drop();
    vi.advanceTimersByTime(600);
    sockets[1]?.open();
    expect(sockets[1]?.sent).toEqual([{ type: 'watch-lobby' }]);
    feed.close();
    vi.useRealTimers();
  });

  it('shows each open game with its clock, seats and ratings, and marks the one this browser waits in', () => {
    const mine = entry('Mine567890abcdefg', Date.now(), {
      clock: { kind: 'correspondence', days: 3, onTimeout: 'lose' },
    });
    const rated = entry('Rated67890abcdefg', Date.now(), {
      game: 'domino-havoc',
      players: 3,
      seats: [
        seat(0, { name: 'Cy', taken: true, rating: 1712.4 }),
        seat(1, { rating: null }),
        seat(2, { kind: 'bot', bot: 'easy', taken: true }),
      ],
    });
    holdSeat({ match: mine.match, game: 'digit-dash', seat: 0, token: 'T'.repeat(43) });
    render(<LobbyList entries={[mine, rated]} name="Bea" />);
    const first = within(screen.getByRole('listitem', { name: 'Digit Dash' }));
    expect(first.getByText('3 days per move')).toBeTruthy();
    expect(first.getByRole('link', { name: /You are waiting here/ }).getAttribute('href')).toBe(
      `/match/${mine.match}`,
    );
    const second = within(screen.getByRole('listitem', { name: 'Double Domino Havoc' }));
    expect(second.getByText('Cy (1712)')).toBeTruthy();
    expect(second.getByText('Bot (easy)')).toBeTruthy();
    expect(second.getByText(/waiting for 1 more player/)).toBeTruthy();
    expect(second.getByRole('button', { name: 'Join' })).toBeTruthy();
  });
});

describe('the lobby in Italian', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it("shows each game's options in the game's own words, switches as ticks and crosses named in words", async () => {
    await act(() => i18n.changeLanguage('it'));
    const dash = entry('Dash567890abcdefg', Date.now(), { options: { match: true, blockLimit: 5 } });
    const havoc = entry('Havc567890abcdefg', Date.now(), {
      game: 'domino-havoc',
      options: { set: 'double-9' },
    });
    const smash = entry('Smsh567890abcdefg', Date.now(), {
      game: 'smashdodes',
      options: { referee: false },
    });
    render(<LobbyList entries={[dash, havoc, smash]} name="Bea" />);
    const first = within(screen.getByRole('listitem', { name: 'Digit Dash' }));
    const options = await waitFor(() => {
      const shown = first.getByText(/Limite di blocco/).closest('.lobby-options');
      expect(shown).toBeTruthy();
      return shown;
    });
    expect(options?.textContent).toBe('Sfida a 100:  · Limite di blocco: 5');
    expect(first.getByRole('img', { name: 'sì' }).tagName.toLowerCase()).toBe('svg');
    const second = within(screen.getByRole('listitem', { name: 'Double Domino Havoc' }));
    expect(second.getByText(/Set di tessere/).textContent).toBe('Set di tessere: Doppio 9');
    const third = within(screen.getByRole('listitem', { name: 'Smashdodes' }));
    expect(third.getByText(/Arbitro/).textContent).toBe('Arbitro: ');
    expect(third.getByRole('img', { name: 'no' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/[✓✗]|Block limit|Match:|double-9/);
  });
});

describe('presence', () => {
  const seats = [
    seat(0, { taken: true }),
    seat(1, { taken: true }),
    seat(2, { kind: 'bot', bot: 'easy', taken: true }),
    seat(3),
  ];
  const presence = (online: boolean[]): Extract<ServerMessage, { type: 'presence' }> => ({
    type: 'presence',
    match: MATCH,
    seats: online.map((o, i) => ({ seat: i, online: o })),
    watching: 2,
  });

  it('tells who is here, away, left, a bot or an open seat, and who is thinking', () => {
    const states = seatStates(seats, presence([true, false, false, false]), [0, 2], new Set([1]));
    expect(states).toEqual([
      { seat: 0, presence: 'here', thinking: true },
      { seat: 1, presence: 'left', thinking: false },
      { seat: 2, presence: 'bot', thinking: true },
      { seat: 3, presence: 'open', thinking: false },
    ]);
    expect(seatStates(seats, presence([false, false, false, false]), [1], new Set())[1]).toEqual({
      seat: 1,
      presence: 'away',
      thinking: false,
    });
  });

  it('shows a player who goes as having left, and how many watch', () => {
    const labels = ['Ann', 'Bob', 'Bot (easy)', 'Open seat'].map((name, s) => ({
      seat: s,
      name,
      kind: 'human' as const,
    }));
    const around = {
      presence: presence([true, true, false, false]),
      waiting: false,
      clock: null,
      deadline: null,
      seats,
      forfeit: null,
    };
    const { rerender } = render(<PresencePanel around={around} labels={labels} toAct={[1]} />);
    const bob = () => screen.getByText('Bob').closest('li');
    expect(bob()?.textContent).toContain('here · thinking…');
    rerender(
      <PresencePanel
        around={{ ...around, presence: presence([true, false, false, false]) }}
        labels={labels}
        toAct={[1]}
      />,
    );
    expect(bob()?.className).toBe('presence-left');
    expect(screen.getByText('2 watching')).toBeTruthy();
  });
});

describe('my games', () => {
  const summary = (match: string, extra: Partial<MatchSummary>): MatchSummary => matchSummary(match, extra);

  it('puts the games waiting for my move first, the nearest deadline first, and finished games last', () => {
    const ordered = mostUrgentFirst([
      { seat: 0, summary: summary('over-old', { status: 'over', toAct: [], lastMoveAt: 1 }) },
      { seat: 0, summary: summary('others', { lastMoveAt: 50 }) },
      { seat: 0, summary: summary('mine-no-clock', { toAct: [0], lastMoveAt: 10 }) },
      { seat: 0, summary: summary('waiting', { waiting: true, toAct: [] }) },
      { seat: 0, summary: summary('mine-soon', { toAct: [0], deadline: 500 }) },
      { seat: 0, summary: summary('over-new', { status: 'over', toAct: [], lastMoveAt: 9 }) },
      { seat: 0, summary: summary('others-clock', { deadline: 900 }) },
    ]);
    expect(ordered.map((m) => m.summary.match)).toEqual([
      'mine-soon',
      'mine-no-clock',
      'others-clock',
      'others',
      'waiting',
      'over-new',
      'over-old',
    ]);
  });
});

describe('the title badge', () => {
  it('puts the count of games waiting in front of every title a page sets, and takes it away', async () => {
    document.title = 'Lobby · Gameshelf';
    showBadge(2);
    expect(document.title).toBe('(2) Lobby · Gameshelf');
    document.title = 'Digit Dash · Gameshelf';
    await new Promise((r) => setTimeout(r, 0));
    expect(document.title).toBe('(2) Digit Dash · Gameshelf');
    showBadge(0);
    expect(document.title).toBe('Digit Dash · Gameshelf');
  });
});

describe('names in a replay', () => {
  it('names each seat as the record does', () => {
    const record = {
      players: 3,
      seats: [{ kind: 'human', name: 'Ann' }, { kind: 'human' }, { kind: 'bot:medium', name: 'Bob' }],
    };
    expect(seatLabels(recordSeats(record), t).map((s) => s.name)).toEqual([
      'Ann',
      'Player 2',
      'Bot (medium)',
    ]);
  });
});

describe('an online table around the game', () => {
  let socket: FakeSocket;
  let table: OnlineTable;
  beforeEach(() => {
    table = new OnlineTable({
      match: MATCH,
      token: 'T'.repeat(43),
      url: 'ws://test',
      socketFactory: () => {
        socket = new FakeSocket();
        return socket;
      },
    });
    socket.open();
  });
  afterEach(() => table.close());

  it('keeps presence, the clock, the deadline and the wait for players from the frames', () => {
    const clock = { kind: 'correspondence' as const, days: 1 as const, onTimeout: 'lose' as const };
    socket.deliver({
      type: 'snapshot',
      game: 'digit-dash',
      seat: 0,
      seats: [seat(0, { taken: true }), seat(1)],
      rematch: null,
      from: 0,
      log: [],
      match: MATCH,
      seq: 0,
      view: {},
      legal: null,
      toAct: [],
      result: null,
      deadline: null,
      clock,
      waiting: true,
    });
    expect(table.getAround()).toMatchObject({ waiting: true, clock, deadline: null });
    socket.deliver({
      type: 'presence',
      match: MATCH,
      seats: [
        { seat: 0, online: true },
        { seat: 1, online: false },
      ],
      watching: 0,
    });
    expect(table.getAround().presence?.seats[0]?.online).toBe(true);
    socket.deliver({
      type: 'info',
      match: MATCH,
      seats: [seat(0, { taken: true }), seat(1, { taken: true })],
      rematch: null,
      waiting: false,
    });
    expect(table.getAround().waiting).toBe(false);
    socket.deliver({
      type: 'update',
      match: MATCH,
      log: [],
      seq: 0,
      view: {},
      legal: null,
      toAct: [],
      result: { scores: [], winners: [1], forfeit: { seat: 0, reason: 'timeout' } },
      deadline: null,
    });
    expect(table.getAround().forfeit).toBe(0);
  });
});
