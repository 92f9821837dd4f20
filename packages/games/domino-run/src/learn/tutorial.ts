/**
 * The Domino Run tutorial: the line dealt by forced chance moves (seed 1's
 * setup, then five placements), and each later roll, ability draw and refill
 * forced too. One idea a step: keep the line (DR-4), spend a die on the pips
 * ahead (DR-5), claim a key (DR-6) and take a Bonus Ability (DR-7), turn a die
 * with it, add two dice together, and end the move: the enemy knocks the
 * claimed key out of the line, and cleanup refills it (DR-8, DR-9). Then one
 * die paying for a whole key, a Bonus Die taken, a free step onto a blank
 * (DR-2, DR-5), the enemy faster with each key, and a catch: three dice too
 * low to escape, and a treasure given up (DR-8). Words:
 * `locales/tutorial/*.json`.
 */
import { CHANCE, type Tutorial, type TutorialModule } from '@gameshelf/engine';
import en from '../locales/tutorial/en.json' with { type: 'json' };
import it from '../locales/tutorial/it.json' with { type: 'json' };
import type { DominoRunMove } from '../types.ts';

const place = (tile: number) => ({ actor: CHANCE, move: { type: 'place', tile } }) as const;

export const dominoRunTutorial: Tutorial<DominoRunMove> = {
  players: 1,
  options: { turnLimit: 300 },
  seed: 1,
  // 3:5 | 4:6 | 1:2 | 2:2 | 1:3, the runner on the 2 of 1:2 with the key 2:2 just ahead.
  opening: [place(35), place(46), place(12), place(22), place(13)],
  learner: 0,
  done: 'done',
  steps: [
    {
      words: 'steps.keep.ask',
      accepts: [{ type: 'keep' }],
      wrong: 'steps.keep.wrong',
      replies: [{ actor: CHANCE, move: { type: 'roll', dice: [5, 2] } }],
    },
    {
      words: 'steps.die.ask',
      accepts: [{ type: 'useDie', face: 2, spaces: 1 }],
      wrong: 'steps.die.wrong',
      replies: [],
    },
    {
      words: 'steps.key.ask',
      accepts: [{ type: 'useDie', face: 5, spaces: 1 }],
      wrong: 'steps.key.wrong',
      replies: [],
    },
    {
      words: 'steps.treasure.ask',
      accepts: [{ type: 'chooseTreasure', treasure: 'ability' }],
      wrong: 'steps.treasure.wrong',
      replies: [{ actor: CHANCE, move: { type: 'drawAbility', tile: 23 } }],
    },
    {
      words: 'steps.end.ask',
      accepts: [{ type: 'endMove' }],
      wrong: 'steps.end.wrong',
      // Two tiles at the front: the key 3:3, then 0:5, laid with its blank first.
      replies: [place(33), place(5), { actor: CHANCE, move: { type: 'roll', dice: [2, 1] } }],
    },
    {
      words: 'steps.convert.ask',
      accepts: [{ type: 'convertDie', ability: 23 }],
      wrong: 'steps.convert.wrong',
      replies: [],
    },
    {
      words: 'steps.combine.ask',
      accepts: [{ type: 'combineDice', faces: [3, 1], spaces: 2 }],
      wrong: 'steps.combine.wrong',
      replies: [],
    },
    {
      words: 'steps.enemy.ask',
      accepts: [{ type: 'endMove' }],
      wrong: 'steps.enemy.wrong',
      replies: [place(56), { actor: CHANCE, move: { type: 'roll', dice: [6, 1] } }],
    },
    {
      words: 'steps.far.ask',
      accepts: [{ type: 'useDie', face: 6, spaces: 2 }],
      wrong: 'steps.far.wrong',
      replies: [],
    },
    {
      words: 'steps.bonus.ask',
      accepts: [{ type: 'chooseTreasure', treasure: 'die' }],
      wrong: 'steps.bonus.wrong',
      replies: [],
    },
    {
      words: 'steps.free.ask',
      accepts: [{ type: 'step' }],
      wrong: 'steps.free.wrong',
      replies: [],
    },
    {
      words: 'steps.stride.ask',
      accepts: [{ type: 'endMove' }],
      wrong: 'steps.stride.wrong',
      // Three tiles keep four ahead (X = 2 + 2 keys); then three dice, the Bonus Die among them.
      replies: [place(16), place(14), place(24), { actor: CHANCE, move: { type: 'roll', dice: [3, 1, 1] } }],
    },
    {
      words: 'steps.caught.ask',
      accepts: [{ type: 'endMove' }],
      wrong: 'steps.caught.wrong',
      replies: [],
    },
    {
      words: 'steps.give.ask',
      accepts: [{ type: 'sacrificeDie' }],
      wrong: 'steps.give.wrong',
      replies: [],
    },
  ],
};

export const dominoRunLearn: TutorialModule<DominoRunMove> = {
  tutorial: dominoRunTutorial,
  locales: { en, it },
};
