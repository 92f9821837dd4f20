/**
 * Toy High Card as a module: what a game brings to a shelf. Registering it
 * is one line, e.g. `shelfOf([...SHELF, toyModule])`
 * (packages/cli/test/toy-game.test.ts).
 */
import type { GameModule } from '../../../src/index.ts';
import { battery } from './battery.ts';
import { greedyBot } from './bots/greedy.ts';
import { makeToy } from './game.ts';
import en from './locales/en.json' with { type: 'json' };
import it from './locales/it.json' with { type: 'json' };
import { text } from './text.ts';
import type { ToyMove, ToyOptions, ToyState, ToyView } from './types.ts';

export { makeToy } from './game.ts';
export type * from './types.ts';

export const toyModule: GameModule<ToyState, ToyMove, ToyView, ToyOptions> = {
  game: makeToy(),
  bots: { greedy: greedyBot },
  text,
  locales: { en, it },
  battery,
};
