/**
 * The ratings' routes (issue #22): a player's profile by display name, and
 * the bots' fixed ratings per game, class and level.
 */
import { API_PREFIX, nameKey, wireError } from '@gameshelf/protocol';
import type { FastifyInstance } from 'fastify';
import { BOT_RATING_ENTRIES } from '../ratings/bot-ratings-data.ts';
import { profileOf } from '../ratings/profile.ts';
import type { AppOptions } from './options.ts';
import { sendError } from './status.ts';

export async function registerRatingRoutes(app: FastifyInstance, options: AppOptions): Promise<void> {
  const { store } = options.service;

  app.get<{ Params: { name: string } }>(`${API_PREFIX}/players/:name`, async (request, res) => {
    try {
      const account = await store.accounts.accountByNameKey(
        nameKey(request.params.name.normalize('NFC').trim()),
      );
      if (!account) return sendError(res, wireError('ratings/unknown-player', 'no player has this name'));
      return await profileOf(store.ratings, account);
    } catch {
      return sendError(res, wireError('server/unavailable', 'storage is unavailable; try again'));
    }
  });

  app.get(`${API_PREFIX}/ratings/bots`, async () => ({ bots: BOT_RATING_ENTRIES }));
}
