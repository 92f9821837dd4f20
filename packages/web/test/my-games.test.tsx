/**
 * "My games": online games and games on this device in one list, most
 * urgent first, each row with its opponents, whose turn it is and when the
 * last move was; a finished game on this device, like an online one, links
 * to its replay and downloads its record. The server's answer is a stubbed
 * fetch; the games on this device are kept in local storage, as a local
 * match keeps them.
 */
import type { GameRecord } from '@gameshelf/engine';
import type { MatchSummary, MyMatchesResponse } from '@gameshelf/protocol';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAccount } from '../src/account/session.ts';
import MyGames from '../src/pages/MyGames.tsx';
import type { LocalMatchEntry } from '../src/store/local-matches.ts';
import { holdSeat, seatIn } from '../src/store/seats.ts';
import { matchSummary, summarySeat } from './match-summary.ts';

const NOW = Date.now();
const MINUTE = 60_000;

const seat = (n: number, extra: Partial<MatchSummary['seats'][number]> = {}) =>
  summarySeat(n, { taken: true, ...extra });
const summary = (match: string, extra: Partial<MatchSummary>): MatchSummary =>
  matchSummary(match, {
    seats: [seat(0, { name: 'Ann' }), seat(1, { name: 'Bob' })],
    lastMoveAt: NOW - 5 * MINUTE,
    ...extra,
  });

const record = (result: GameRecord['result']): GameRecord => ({
  format: 'gameshelf-record',
  version: 1,
  engineVersion: '1',
  game: 'domino-run',
  players: 1,
  options: {},
  seed: 'seed',
  moves: [{ player: 0, move: { type: 'roll' } }],
  finalHash: 'abc',
  result,
});

const local = (id: string, extra: Partial<LocalMatchEntry>): LocalMatchEntry => ({
  id,
  setup: {
    game: 'digit-dash',
    players: 2,
    options: {},
    seed: 's',
    seats: [{ kind: 'human' }, { kind: 'bot', bot: 'easy' }],
  },
  record: record(null),
  toAct: [0],
  createdAt: NOW - 60 * MINUTE,
  updatedAt: NOW - 30 * MINUTE,
  ...extra,
});

function serve(matches: MyMatchesResponse['matches']) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify({ matches }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  for (const m of matches)
    holdSeat({
      match: m.summary.match,
      game: m.summary.game,
      seat: m.seat,
      token: `T${m.summary.match}`.padEnd(43, 'x'),
    });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('my games', () => {
  it('lists online games and games on this device together, most urgent first, each with its opponents, whose turn and last move', async () => {
    serve([
      { seat: 0, summary: summary('OnlineOthers0000001', { lastMoveAt: NOW - 2 * MINUTE }) },
      {
        seat: 0,
        summary: summary('OnlineMine00000001', { toAct: [0], deadline: NOW + 60 * MINUTE }),
      },
      {
        seat: 0,
        summary: summary('OnlineOver00000001', {
          status: 'over',
          toAct: [],
          result: { scores: [3, 9], winners: [1] },
          lastMoveAt: NOW - 3 * 24 * 60 * MINUTE,
        }),
      },
    ]);
    const localGames = [
      local('localmine', { updatedAt: NOW - 3 * 60 * MINUTE }),
      local('localbot', { toAct: [1], updatedAt: NOW - 90 * MINUTE }),
      local('localwon', {
        setup: { game: 'domino-run', players: 1, options: {}, seed: 's', seats: [{ kind: 'human' }] },
        record: record({ scores: [1], winners: [0] }),
        toAct: [],
        updatedAt: NOW - 60 * MINUTE,
      }),
      local('hotseat', {
        setup: {
          game: 'domino-havoc',
          players: 3,
          options: {},
          seed: 's',
          seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'bot', bot: 'hard' }],
        },
        toAct: [1],
        updatedAt: NOW - 10 * MINUTE,
      }),
    ];
    localStorage.setItem('gameshelf.local-matches', JSON.stringify(localGames));
    render(<MyGames />);
    await waitFor(() => expect(document.querySelector('[data-match="OnlineOver00000001"]')).toBeTruthy(), {
      timeout: 10_000,
    });
    const rows = screen.getAllByRole('listitem').filter((li) => li.classList.contains('my-game'));
    const keys = rows.map((li) => li.getAttribute('data-match') ?? li.getAttribute('data-local'));
    expect(keys).toEqual([
      // Your move: the nearest deadline first, then the longest waiting.
      'OnlineMine00000001',
      'localmine',
      // Hot-seat: someone at this screen must act.
      'hotseat',
      // Waiting for others: the latest move first.
      'OnlineOthers0000001',
      'localbot',
      // Finished: the latest first.
      'localwon',
      'OnlineOver00000001',
    ]);
    const row = (key: string) => {
      const li = rows[keys.indexOf(key)];
      if (!li) throw new Error(`no row ${key}`);
      return li;
    };
    expect(row('localmine').textContent).toContain('with Bot (easy) · On this device');
    expect(row('localmine').textContent).toContain('Your turn · last move 3 hours ago');
    expect(within(row('localmine')).getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      '/local/localmine',
    );
    expect(row('localbot').textContent).toContain('Waiting for Bot (easy)');
    expect(row('hotseat').textContent).toContain('with Player 1, Player 2 and Bot (hard)');
    expect(row('hotseat').textContent).toContain('Waiting for Player 2');
    expect(row('OnlineOthers0000001').textContent).toContain('with Bob · Online');
    expect(row('OnlineOthers0000001').textContent).toContain('Waiting for Bob · last move 2 minutes ago');
    expect(row('localwon').textContent).toContain('solo · On this device');
    expect(row('localwon').textContent).toContain('Finished — you won · last move 1 hour ago');
  });

  it('a finished game on this device links to its replay and downloads its record', async () => {
    serve([]);
    const finished = local('localwon', {
      setup: { game: 'domino-run', players: 1, options: {}, seed: 's', seats: [{ kind: 'human' }] },
      record: record({ scores: [1], winners: [0] }),
      toAct: [],
    });
    localStorage.setItem('gameshelf.local-matches', JSON.stringify([finished]));
    const saved: { name: string; blob: unknown }[] = [];
    let blob: unknown = null;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((made) => {
      blob = made;
      return 'blob:record';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob });
    });
    render(<MyGames />);
    const row = screen.getByText('Domino Run').closest('li');
    if (!row) throw new Error('no row for the finished game');
    expect(within(row).getByRole('link', { name: 'Replay' }).getAttribute('href')).toBe(
      '/local/localwon/replay',
    );
    fireEvent.click(within(row).getByRole('button', { name: 'Download the record of this Domino Run game' }));
    expect(saved.map((s) => s.name)).toEqual(['domino-run-localwon.json']);
    const file = saved[0]?.blob;
    if (!(file instanceof Blob)) throw new Error('no file saved');
    expect(JSON.parse(await file.text())).toEqual(finished.record);
  });

  it('signed in, the account’s games held in other browsers are listed, and “Play here” moves the seat to this browser', async () => {
    const account = { id: 'acc1', name: 'Ann', hasPassword: true, passkeys: [] };
    const held = 'HeldHere0000000001';
    const elsewhere = 'ElsewhereGame00001';
    const token = 'N'.repeat(43);
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        asked.push(`${init?.method ?? 'GET'} ${url}`);
        const json = (body: unknown) =>
          new Response(JSON.stringify(body), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          });
        if (url.endsWith('/account')) return json({ account });
        if (url.endsWith('/account/seats'))
          return json({
            seats: [
              { match: held, seat: 0, game: 'digit' },
              { match: elsewhere, seat: 1, game: 'domino-havoc' },
            ],
          });
        if (url.endsWith('/account/seats/take')) {
          expect(JSON.parse(String(init?.body))).toEqual({ match: elsewhere, seat: 1 });
          return json({ match: elsewhere, seat: 1, token });
        }
        return json({ matches: [{ seat: 0, summary: summary(held, { game: 'digit' }) }] });
      }),
    );
    holdSeat({ match: held, game: 'digit', seat: 0, token: 'H'.repeat(43) });
    setAccount(account);
    render(<MyGames />);
    const section = await screen.findByRole('region', { name: 'Your games in other browsers' });
    // Only the game this browser does not hold; the one it holds is in the list above.
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Double Domino Havoc · P2Play here']);
    fireEvent.click(within(section).getByRole('button', { name: 'Play here' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/match/${elsewhere}`));
    expect(seatIn(elsewhere)).toMatchObject({ seat: 1, game: 'domino-havoc', token });
    expect(asked).toContain('POST /api/v1/account/seats/take');
    setAccount(null);
  });

  it('a guest sees no games from other browsers', async () => {
    serve([]);
    setAccount(null);
    render(<MyGames />);
    expect(await screen.findByRole('heading', { name: 'My games' })).toBeTruthy();
    // Mounted, the list of the account's seats would have asked the server at once.
    expect(screen.queryByRole('region', { name: 'Your games in other browsers' })).toBeNull();
    expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url))).not.toContain('/api/v1/account/seats');
  });
});
