import { offeredLevels } from '@gameshelf/engine';
import { SHELF } from '@gameshelf/shelf';
import { describe, expect, it } from 'vitest';
import { BOT_RATING_ENTRIES } from '../../src/ratings/bot-ratings-data.ts';
import { RATING_CLASSES, ratingClassOf } from '../../src/ratings/rating-class.ts';

/** Each class's smallest player count: the one the bots were measured at (scripts/bot-ratings.ts). */
const MEASURED_AT = { '2p': 2, '3-4p': 3, '5-8p': 5 } as const;

describe('the bots’ ratings file', () => {
  it('rates every level of every game on the shelf in every class the game allows', () => {
    const expected: string[] = [];
    for (const module of SHELF) {
      const levels = offeredLevels(module);
      if (levels.length < 2) continue;
      for (const ratingClass of RATING_CLASSES) {
        const players = MEASURED_AT[ratingClass];
        if (ratingClassOf(players) !== ratingClass)
          throw new Error(`${players} players is not ${ratingClass}`);
        if (players < module.game.players.min || players > module.game.players.max) continue;
        for (const level of levels) expected.push(`${module.game.id} ${ratingClass} ${level}`);
      }
    }
    const found = BOT_RATING_ENTRIES.map((e) => `${e.game} ${e.ratingClass} ${e.level}`);
    expect(found.sort()).toEqual(expected.sort());
    expect(expected.length).toBeGreaterThan(0);
  });
});
