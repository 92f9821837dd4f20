/**
 * Profiles over real HTTP (issue #22): `GET /api/v1/players/:name` answers
 * an account's ratings per game and class with their history and wins after
 * a rated match, `ratings/unknown-player` for a name nobody has, and
 * `GET /api/v1/ratings/bots` the release's measured bot levels.
 */
import { BotRatingsResponse, nameKey, PlayerProfile } from '@gameshelf/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOT_RATINGS } from '../../src/ratings/bot-ratings-data.ts';
import { applyRatedEnd } from '../../src/ratings/rate-match.ts';
import { type TestServer, testServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(() => server.stop());

async function get(path: string) {
  const response = await fetch(`${server.url}/api/v1${path}`);
  return { status: response.status, body: await response.json() };
}

describe('profiles', () => {
  it("shows a rated game's rating, its history and the win after beating the hard bot at Digit Dash", async () => {
    const name = `Rated${Math.random().toString(36).slice(2, 8)}`;
    const signup = await fetch(`${server.url}/api/v1/account/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name, password: 'correct horse' }),
    });
    expect(signup.status).toBe(201);
    const account = await server.service.store.accounts.accountByNameKey(nameKey(name));
    if (!account) throw new Error('the account was not stored');
    const end = {
      match: 'rated-1',
      game: 'digit-dash',
      seats: [
        { kind: 'account', account: account.id },
        { kind: 'bot', level: 'hard' },
      ] as const,
      result: { scores: [1, 0], winners: [0] },
      at: 1_800_000_000_000,
    };
    expect(await applyRatedEnd(server.service.store.ratings, BOT_RATINGS, end)).toBe('applied');

    const profile = await get(`/players/${name.toLowerCase()}`);
    expect(profile.status).toBe(200);
    const body = PlayerProfile.parse(profile.body);
    expect(body.name).toBe(name);
    expect(body.ratings).toHaveLength(1);
    const [rating] = body.ratings;
    if (!rating) throw new Error('no rating');
    expect(rating).toMatchObject({ game: 'digit-dash', ratingClass: '2p', games: 1, wins: 1 });
    expect(rating.rating).toBeGreaterThan(1500);
    expect(rating.history).toEqual([
      { match: 'rated-1', at: 1_800_000_000_000, before: 1500, rating: rating.rating, rd: rating.rd },
    ]);
  });

  it('answers ratings/unknown-player (404) for a name no account has', async () => {
    const missing = await get('/players/nobody-has-this-name');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: { code: 'ratings/unknown-player' } });
  });

  it("lists the bots' measured ratings, Digit Dash's hard level among them", async () => {
    const bots = await get('/ratings/bots');
    expect(bots.status).toBe(200);
    expect(BotRatingsResponse.parse(bots.body).bots).toContainEqual(
      expect.objectContaining({ game: 'digit-dash', ratingClass: '2p', level: 'hard' }),
    );
  });
});
