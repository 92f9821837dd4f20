/**
 * The Digit Dash tutorial: two players, the deal forced (the learner, seat
 * 0, plays first), the draws forced. One idea a step: draw (DD-4), a run and
 * a set (DD-5), the discard, a lay-off on any meld, and each power tile
 * (DD-7), each in place of a turn's discard: Steal taking an end tile; Swap,
 * the opponent revealing three tiles and the learner giving one and taking
 * one (which makes a set); Peek, keeping one of three stockpile tiles and
 * laying it off on the opponent's run (it counts for the learner); and Skip
 * as the last tile to go out (DD-8) and end the game for scoring (DD-9).
 * Words: `locales/tutorial/*.json`. Tiles are ids: suit * 10 + number - 1,
 * place 9 the power tile (9 Swap, 19 Steal, 29 Skip, 39 Peek).
 */
import { CHANCE, type Tutorial, type TutorialModule } from '@gameshelf/engine';
import en from '../locales/tutorial/en.json' with { type: 'json' };
import it from '../locales/tutorial/it.json' with { type: 'json' };
import type { DigitDashMove } from '../types.ts';

const LEARNER = 0;
const RIVAL = 1;
/** The rival's quiet turns between the learner's power turns draw a 6 then a 7 hexagon, and discard it. */
const QUIET = [35, 36] as const;
/** What Peek shows: the 1, 8 and 9 square. */
const PEEKED = [10, 17, 18];
const drawn = (tile: number) =>
  [
    { actor: RIVAL, move: { type: 'draw' } },
    { actor: CHANCE, move: { type: 'drawTile', tile } },
  ] as const;

export const digitDashTutorial: Tutorial<DigitDashMove> = {
  players: 2,
  options: { match: false, blockLimit: 60 },
  seed: 1,
  opening: [
    {
      actor: CHANCE,
      move: {
        type: 'deal',
        hands: [
          [0, 1, 2, 14, 16, 19, 24, 29, 34, 37],
          [5, 6, 7, 11, 12, 13, 21, 22, 31, 32],
        ],
        first: LEARNER,
      },
    },
  ],
  learner: LEARNER,
  done: 'done',
  steps: [
    {
      words: 'steps.draw.ask',
      accepts: [{ type: 'draw' }],
      wrong: 'steps.draw.wrong',
      replies: [{ actor: CHANCE, move: { type: 'drawTile', tile: 3 } }],
    },
    {
      words: 'steps.run.ask',
      accepts: [{ type: 'meld', tiles: [0, 1, 2, 3] }],
      wrong: 'steps.run.wrong',
      replies: [],
    },
    {
      words: 'steps.set.ask',
      accepts: [{ type: 'meld', tiles: [14, 24, 34] }],
      wrong: 'steps.set.wrong',
      replies: [],
    },
    {
      words: 'steps.discard.ask',
      accepts: [{ type: 'discard', tile: 37 }],
      wrong: 'steps.discard.wrong',
      replies: [
        ...drawn(8),
        { actor: RIVAL, move: { type: 'meld', tiles: [5, 6, 7, 8] } },
        { actor: RIVAL, move: { type: 'discard', tile: 32 } },
        { actor: LEARNER, move: { type: 'draw' } },
        { actor: CHANCE, move: { type: 'drawTile', tile: 4 } },
      ],
    },
    {
      words: 'steps.layOff.ask',
      accepts: [{ type: 'layOff', tile: 4, meld: 1 }],
      wrong: 'steps.layOff.wrong',
      replies: [],
    },
    {
      words: 'steps.steal.ask',
      accepts: [{ type: 'steal', tile: 3 }],
      wrong: 'steps.steal.wrong',
      replies: [],
    },
    {
      words: 'steps.endTurn.ask',
      accepts: [{ type: 'endTurn' }],
      wrong: 'steps.endTurn.wrong',
      replies: [
        ...drawn(23),
        { actor: RIVAL, move: { type: 'meld', tiles: [11, 12, 13] } },
        { actor: RIVAL, move: { type: 'discard', tile: 31 } },
        { actor: LEARNER, move: { type: 'draw' } },
        { actor: CHANCE, move: { type: 'drawTile', tile: 9 } },
      ],
    },
    {
      words: 'steps.swap.ask',
      accepts: [{ type: 'swap', target: RIVAL }],
      wrong: 'steps.swap.wrong',
      replies: [{ actor: RIVAL, move: { type: 'reveal', tiles: [21, 22, 23] } }],
    },
    {
      words: 'steps.exchange.ask',
      accepts: [{ type: 'exchange', give: 16, take: 23 }],
      wrong: 'steps.exchange.wrong',
      replies: [],
    },
    {
      words: 'steps.set4.ask',
      accepts: [{ type: 'meld', tiles: [3, 23] }],
      wrong: 'steps.set4.wrong',
      replies: [],
    },
    {
      words: 'steps.swapEnd.ask',
      accepts: [{ type: 'endTurn' }],
      wrong: 'steps.swapEnd.wrong',
      replies: [
        ...drawn(QUIET[0]),
        { actor: RIVAL, move: { type: 'discard', tile: QUIET[0] } },
        { actor: LEARNER, move: { type: 'draw' } },
        { actor: CHANCE, move: { type: 'drawTile', tile: 39 } },
      ],
    },
    {
      words: 'steps.peek.ask',
      accepts: [{ type: 'peek' }],
      wrong: 'steps.peek.wrong',
      replies: [{ actor: CHANCE, move: { type: 'peekTiles', tiles: PEEKED } }],
    },
    {
      words: 'steps.keep.ask',
      accepts: [{ type: 'keep', tile: 10 }],
      wrong: 'steps.keep.wrong',
      replies: [],
    },
    {
      words: 'steps.layOff2.ask',
      accepts: [{ type: 'layOff', tile: 10, meld: 3 }],
      wrong: 'steps.layOff2.wrong',
      replies: [],
    },
    {
      words: 'steps.peekEnd.ask',
      accepts: [{ type: 'endTurn' }],
      wrong: 'steps.peekEnd.wrong',
      replies: [
        ...drawn(QUIET[1]),
        { actor: RIVAL, move: { type: 'discard', tile: QUIET[1] } },
        { actor: LEARNER, move: { type: 'draw' } },
        { actor: CHANCE, move: { type: 'drawTile', tile: 33 } },
      ],
    },
    {
      words: 'steps.layOff3.ask',
      accepts: [{ type: 'layOff', tile: 33, meld: 4 }],
      wrong: 'steps.layOff3.wrong',
      replies: [],
    },
    {
      words: 'steps.skip.ask',
      accepts: [{ type: 'skip', target: RIVAL }],
      wrong: 'steps.skip.wrong',
      replies: [],
    },
  ],
};

export const digitDashLearn: TutorialModule<DigitDashMove> = {
  tutorial: digitDashTutorial,
  locales: { en, it },
};
