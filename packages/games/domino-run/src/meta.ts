/**
 * Domino Run as a catalog lists it: light facts, with no rules imported (the
 * package's `./meta` entry). Its words for people are in `locales/`: the
 * catalog's few in `locales/meta/` (here), the rest with its module.
 */
import type { GameMeta } from '@gameshelf/engine';
import en from './locales/meta/en.json' with { type: 'json' };
import it from './locales/meta/it.json' with { type: 'json' };

export const dominoRunMeta: GameMeta = {
  id: 'domino-run',
  name: 'Domino Run',
  designer: 'Ronald Villaver',
  players: { min: 1, max: 1 },
  minutes: '10–15',
  catalogWords: { en, it },
};
