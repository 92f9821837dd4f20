/**
 * The bots' ratings of this release, read from bot-ratings.json (written by
 * `npx tsx scripts/bot-ratings.ts`) and checked once as the server starts.
 */
import { BotRatingsFile } from '@gameshelf/protocol';
import data from './bot-ratings.json' with { type: 'json' };
import { botRatingsFrom } from './bot-ratings.ts';

export const BOT_RATING_ENTRIES = BotRatingsFile.parse(data).entries;

export const BOT_RATINGS = botRatingsFrom(BOT_RATING_ENTRIES);
