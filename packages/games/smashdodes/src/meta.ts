/**
 * Smashdodes as a catalog lists it: light facts, with no rules imported (the
 * package's `./meta` entry). Its words for people are in `locales/`: the
 * catalog's few in `locales/meta/` (here), the rest with its module.
 */
import type { GameMeta } from '@gameshelf/engine';
import en from './locales/meta/en.json' with { type: 'json' };
import it from './locales/meta/it.json' with { type: 'json' };

export const smashdodesMeta: GameMeta = {
  id: 'smashdodes',
  name: 'Smashdodes',
  designer: 'moolabs',
  players: { min: 2, max: 2 },
  minutes: '10',
  catalogWords: { en, it },
};
