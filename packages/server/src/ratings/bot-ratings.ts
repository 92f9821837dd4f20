/**
 * Bots' ratings: each game's levels measured by the lab's tournaments
 * (scripts/bot-ratings.ts writes bot-ratings.json) and fixed per release, so
 * a rated game against a bot counts and the bot never moves. A level with no
 * measured rating cannot sit at a rated table.
 */
import type { Rating } from './glicko.ts';
import type { RatingClass } from './rating-class.ts';

/** A measured level's rating: its value and the deviation the measurement leaves. */
export interface BotRatingEntry {
  readonly game: string;
  readonly ratingClass: RatingClass;
  readonly level: string;
  readonly rating: number;
  readonly rd: number;
}

/** A bot's volatility is never used (it never moves); the paper's default keeps the record complete. */
const BOT_VOLATILITY = 0.06;

export type BotRatings = (game: string, ratingClass: RatingClass, level: string) => Rating | null;

export function botRatingsFrom(entries: readonly BotRatingEntry[]): BotRatings {
  const byKey = new Map(entries.map((e) => [`${e.game}/${e.ratingClass}/${e.level}`, e]));
  return (game, ratingClass, level) => {
    const entry = byKey.get(`${game}/${ratingClass}/${level}`);
    return entry ? { rating: entry.rating, rd: entry.rd, volatility: BOT_VOLATILITY } : null;
  };
}
