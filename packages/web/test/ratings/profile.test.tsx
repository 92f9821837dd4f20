/**
 * A player's profile page (issue #22) and the ratings words elsewhere: the
 * profile shows each rated game and class with its rating, games, wins,
 * history plot and recent games with replays; an unknown name is "no such
 * player"; bots show their measured rating on the new-game form; the lobby
 * marks rated games.
 */
import type { LobbyEntry, PlayerProfile } from '@gameshelf/protocol';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translate } from '../../src/i18n/i18n.ts';
import { LobbyList } from '../../src/lobby/LobbyList.tsx';
import { choiceLabel } from '../../src/pages/new-game/seats.ts';
import Profile from '../../src/ratings/Profile.tsx';
import { botRatingOf } from '../../src/ratings/ratings-api.ts';

const ADA: PlayerProfile = {
  name: 'Ada',
  ratings: [
    {
      game: 'digit',
      ratingClass: '2p',
      rating: 1580,
      rd: 250,
      games: 2,
      wins: 1,
      history: [
        { match: 'Mfirstmatch000000001', at: Date.UTC(2026, 10, 1), before: 1500, rating: 1620, rd: 290 },
        { match: 'Msecondmatch00000002', at: Date.UTC(2026, 10, 2), before: 1620, rating: 1580, rd: 250 },
      ],
    },
  ],
};

function answer(status: number, body: unknown) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the profile page', () => {
  it("shows each rated game's rating, games, wins, plot and recent games with their replays", async () => {
    const fetch = answer(200, ADA);
    vi.stubGlobal('fetch', fetch);
    render(<Profile name="Ada" />);
    expect(await screen.findByRole('heading', { name: 'Ada' })).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/api/v1/players/Ada', expect.objectContaining({ method: 'GET' }));
    const card = screen.getByRole('region', { name: 'DIGIT · 2 players' });
    expect(within(card).getByText('1580')).toBeTruthy();
    expect(within(card).getByText('1 of 2 (50%)')).toBeTruthy();
    expect(within(card).getByRole('img', { name: /after each rated game/ })).toBeTruthy();
    // The newest first, each with its change and its replay.
    const games = within(card).getAllByRole('listitem');
    expect(games.map((li) => li.textContent)).toEqual([
      expect.stringContaining('1620 → 1580 (−40)'),
      expect.stringContaining('1500 → 1620 (+120)'),
    ]);
    expect(
      within(card)
        .getAllByRole('link', { name: 'Replay' })
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/replay/Msecondmatch00000002', '/replay/Mfirstmatch000000001']);
  });

  it('an unknown name is "no such player"; a player with no rated game is told how to get one', async () => {
    vi.stubGlobal(
      'fetch',
      answer(404, { error: { code: 'ratings/unknown-player', message: 'no player has this name' } }),
    );
    const { unmount } = render(<Profile name="Nobody" />);
    expect(await screen.findByRole('heading', { name: 'No such player' })).toBeTruthy();
    unmount();
    vi.stubGlobal('fetch', answer(200, { name: 'Bea', ratings: [] }));
    render(<Profile name="Bea" />);
    expect(await screen.findByText(translate('profile.none'))).toBeTruthy();
  });
});

describe('ratings elsewhere', () => {
  const bots = [
    { game: 'digit', ratingClass: '2p', level: 'hard', rating: 1627.4, rd: 123 },
    { game: 'digit', ratingClass: '3-4p', level: 'hard', rating: 1400, rd: 123 },
  ] as const;

  it('a bot level on the new-game form reads "hard (≈ 1627)" at a table where it has a rating', () => {
    expect(botRatingOf(bots, 'digit', 2, 'hard')).toBe(1627);
    expect(botRatingOf(bots, 'digit', 4, 'hard')).toBe(1400);
    expect(botRatingOf(bots, 'digit', 1, 'hard')).toBeNull();
    expect(botRatingOf(bots, 'digit', 2, 'easy')).toBeNull();
    expect(choiceLabel('bot:hard', translate, 1627)).toBe('Bot — hard (≈ 1627)');
    expect(choiceLabel('bot:hard', translate)).toBe('Bot — hard');
  });

  it('the lobby marks a rated game and shows its players’ ratings', () => {
    const entry: LobbyEntry = {
      match: 'Mratedentry000000001',
      game: 'digit-dash',
      players: 2,
      options: {},
      seats: [
        { seat: 0, kind: 'human', bot: null, name: 'Ada', taken: true, rating: 1580 },
        { seat: 1, kind: 'human', bot: null, name: null, taken: false, rating: null },
      ],
      clock: null,
      rated: true,
      createdAt: Date.now(),
    };
    render(<LobbyList entries={[entry]} name="" />);
    const item = screen.getByRole('listitem', { name: 'Digit Dash' });
    expect(within(item).getByText('Rated')).toBeTruthy();
    expect(within(item).getByText(/Ada \(1580\)/)).toBeTruthy();
  });
});
