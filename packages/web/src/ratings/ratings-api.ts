/**
 * Ratings from the server (issue #22): a player's profile by display name,
 * and the bots' fixed ratings, asked once per page load and shared.
 */
import { type BotRating, BotRatingsResponse, PlayerProfile, ratingClassOf } from '@gameshelf/protocol';
import { useEffect, useState } from 'react';
import { call } from '../net/api.ts';

export const ratingsApi = {
  profile: (name: string) => call('GET', `/players/${encodeURIComponent(name)}`, PlayerProfile),
  bots: () => call('GET', '/ratings/bots', BotRatingsResponse),
};

let botRatings: Promise<readonly BotRating[]> | null = null;

/** The bots' measured ratings; none when the server cannot be reached (a page on this device still works). */
export function useBotRatings(): readonly BotRating[] {
  const [ratings, setRatings] = useState<readonly BotRating[]>([]);
  useEffect(() => {
    let live = true;
    botRatings ??= ratingsApi.bots().then((answer) => (answer.ok ? answer.value.bots : []));
    void botRatings.then((bots) => {
      if (live) setRatings(bots);
    });
    return () => {
      live = false;
    };
  }, []);
  return ratings;
}

/** A bot level's rating in a game at a table of `players`, rounded; null when it has none. */
export function botRatingOf(
  ratings: readonly BotRating[],
  game: string,
  players: number,
  level: string,
): number | null {
  const ratingClass = ratingClassOf(players);
  const found = ratings.find((r) => r.game === game && r.ratingClass === ratingClass && r.level === level);
  return found ? Math.round(found.rating) : null;
}
