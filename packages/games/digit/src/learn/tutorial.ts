/**
 * The DIGIT tutorial: Standard DIGIT for two (DG-5), the deal forced with
 * card 1, the straight line, as the starting figure. One idea a step: a move
 * that makes a card in your hand lays it down (DG-4, DG-5); the opponent's
 * reply makes a card in your hand, which leaves it out of turn; a move that
 * makes no card in your hand draws one; a mirror image of a card matches it
 * (DG-9); the opponent lays one of their own; and the end: the opponent's
 * move takes another of the learner's cards, and the learner lays the last
 * one and wins, the opponent scoring minus one a card left (DG-5). Words:
 * `locales/tutorial/*.json`.
 */
import { CHANCE, type Tutorial, type TutorialModule } from '@gameshelf/engine';
import en from '../locales/tutorial/en.json' with { type: 'json' };
import it from '../locales/tutorial/it.json' with { type: 'json' };
import type { DigitMove } from '../types.ts';

const LEARNER = 0;
const RIVAL = 1;

export const digitTutorial: Tutorial<DigitMove> = {
  players: 2,
  options: { version: 'standard', open: false, games: 1 },
  seed: 1,
  opening: [
    {
      actor: CHANCE,
      move: {
        type: 'deal',
        start: 1,
        hands: [
          [3, 10, 20, 30, 40],
          [4, 11, 21, 31, 41],
        ],
      },
    },
  ],
  learner: LEARNER,
  done: 'done',
  steps: [
    {
      words: 'steps.lay.ask',
      // Either end's stick, stood up on the second point from the other end: the same figure, card 3.
      accepts: [
        { type: 'move', from: [0, 0, 1, 0], to: [2, -1, 2, 0] },
        { type: 'move', from: [4, 0, 5, 0], to: [1, -1, 1, 0] },
      ],
      wrong: 'steps.lay.wrong',
      replies: [{ actor: RIVAL, move: { type: 'move', from: [0, 1, 1, 1], to: [3, 0, 3, 1] } }],
    },
    {
      words: 'steps.draw.ask',
      accepts: [{ type: 'move', from: [2, 0, 2, 1], to: [3, 1, 4, 1] }],
      wrong: 'steps.draw.wrong',
      replies: [
        { actor: CHANCE, move: { type: 'draw', card: 25 } },
        // The opponent stands the right-hand stick back up in the middle: card 3, in no hand, so they draw.
        { actor: RIVAL, move: { type: 'move', from: [3, 1, 4, 1], to: [2, 0, 2, 1] } },
        { actor: CHANCE, move: { type: 'draw', card: 2 } },
      ],
    },
    {
      words: 'steps.mirror.ask',
      accepts: [{ type: 'move', from: [2, 1, 3, 1], to: [2, 0, 3, 0] }],
      wrong: 'steps.mirror.wrong',
      // The opponent makes card 21, one of their own, and lays it down.
      replies: [{ actor: RIVAL, move: { type: 'move', from: [0, 0, 0, 1], to: [1, 0, 1, 1] } }],
    },
    {
      words: 'steps.two.ask',
      accepts: [{ type: 'move', from: [0, 1, 1, 1], to: [1, 1, 1, 2] }],
      wrong: 'steps.two.wrong',
      // The opponent's move makes card 40, the learner's: it leaves their hand, and one card is left.
      replies: [{ actor: RIVAL, move: { type: 'move', from: [1, 0, 2, 0], to: [-1, 0, 0, 0] } }],
    },
    {
      words: 'steps.last.ask',
      accepts: [{ type: 'move', from: [1, 1, 1, 2], to: [0, 0, 0, 1] }],
      wrong: 'steps.last.wrong',
      replies: [],
    },
  ],
};

export const digitLearn: TutorialModule<DigitMove> = { tutorial: digitTutorial, locales: { en, it } };
