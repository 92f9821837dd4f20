/**
 * The Double Domino Havoc tutorial: two players, the learner at P1 (seat
 * 0), the deal of seed 3 (the setup's own), and the boneyard's draws forced.
 * One idea a step: draw first, play, discard, take a face-up domino, play
 * on the open end, discard back into its slot, a live double that turns the
 * direction and is taken onto the train, one replaced (the replacement a
 * double, into the learner's own slot) and one passed, a double dead back
 * with its originator, and the round's end: the train built to six, the
 * heavy dominoes shed, and the last domino discarded, the opponent's tray
 * scored (DH-7). Words: `locales/tutorial/*.json`.
 */
import { CHANCE, type Tutorial, type TutorialModule } from '@gameshelf/engine';
import en from '../locales/tutorial/en.json' with { type: 'json' };
import it from '../locales/tutorial/it.json' with { type: 'json' };
import type { HavocMove } from '../types.ts';

const P1 = 0;
const P2 = 1;

export const havocTutorial: Tutorial<HavocMove> = {
  players: 2,
  options: { set: 'double-12', rounds: 1, stallTurns: 30 },
  seed: 3,
  opening: [],
  learner: P1,
  done: 'done',
  steps: [
    {
      words: 'steps.draw.ask',
      accepts: [{ type: 'drawBoneyard' }],
      wrong: 'steps.draw.wrong',
      replies: [{ actor: CHANCE, move: { type: 'drawn', domino: [3, 5] } }],
    },
    {
      words: 'steps.play.ask',
      accepts: [{ type: 'play', domino: [1, 3], open: 3 }],
      wrong: 'steps.play.wrong',
      replies: [],
    },
    {
      words: 'steps.discard.ask',
      accepts: [{ type: 'discard', domino: [0, 12] }],
      wrong: 'steps.discard.wrong',
      replies: [
        { actor: P2, move: { type: 'drawBoneyard' } },
        { actor: CHANCE, move: { type: 'drawn', domino: [2, 8] } },
        { actor: P2, move: { type: 'play', domino: [2, 7], open: 7 } },
        { actor: P2, move: { type: 'discard', domino: [2, 8] } },
      ],
    },
    {
      words: 'steps.take.ask',
      accepts: [{ type: 'takeDiscard', from: P2 }],
      wrong: 'steps.take.wrong',
      replies: [],
    },
    {
      words: 'steps.match.ask',
      accepts: [{ type: 'play', domino: [3, 5] }],
      wrong: 'steps.match.wrong',
      replies: [],
    },
    {
      words: 'steps.back.ask',
      accepts: [{ type: 'discard', domino: [0, 9] }],
      wrong: 'steps.back.wrong',
      replies: [
        { actor: P2, move: { type: 'drawBoneyard' } },
        { actor: CHANCE, move: { type: 'drawn', domino: [5, 5] } },
      ],
    },
    {
      words: 'steps.double.ask',
      accepts: [{ type: 'takeDouble' }],
      wrong: 'steps.double.wrong',
      replies: [],
    },
    {
      words: 'steps.after.ask',
      accepts: [{ type: 'discard', domino: [1, 12] }],
      wrong: 'steps.after.wrong',
      replies: [
        { actor: P2, move: { type: 'drawBoneyard' } },
        { actor: CHANCE, move: { type: 'drawn', domino: [2, 2] } },
      ],
    },
    {
      words: 'steps.replace.ask',
      accepts: [{ type: 'replaceDouble', domino: [2, 8] }],
      wrong: 'steps.replace.wrong',
      replies: [
        // The replacement is a double: into the learner's own slot, live; the learner draws again.
        { actor: CHANCE, move: { type: 'drawn', domino: [8, 8] } },
        { actor: CHANCE, move: { type: 'drawn', domino: [6, 11] } },
        // The opponent cannot answer 8:8; passed back to the learner, its originator, it is dead.
        { actor: P2, move: { type: 'pass' } },
      ],
    },
    {
      words: 'steps.dead.ask',
      accepts: [{ type: 'drawBoneyard' }],
      wrong: 'steps.dead.wrong',
      replies: [{ actor: CHANCE, move: { type: 'drawn', domino: [5, 6] } }],
    },
    {
      words: 'steps.goal.ask',
      accepts: [{ type: 'play', domino: [5, 6] }],
      wrong: 'steps.goal.wrong',
      replies: [],
    },
    {
      words: 'steps.heavy.ask',
      accepts: [{ type: 'discard', domino: [3, 10] }],
      wrong: 'steps.heavy.wrong',
      replies: [
        { actor: P2, move: { type: 'drawBoneyard' } },
        { actor: CHANCE, move: { type: 'drawn', domino: [7, 7] } },
      ],
    },
    {
      words: 'steps.pass.ask',
      accepts: [{ type: 'pass' }],
      wrong: 'steps.pass.wrong',
      replies: [
        { actor: P2, move: { type: 'drawBoneyard' } },
        { actor: CHANCE, move: { type: 'drawn', domino: [7, 9] } },
        { actor: P2, move: { type: 'play', domino: [7, 9] } },
        { actor: P2, move: { type: 'discard', domino: [4, 12] } },
      ],
    },
    {
      words: 'steps.five.ask',
      accepts: [{ type: 'drawBoneyard' }],
      wrong: 'steps.five.wrong',
      replies: [{ actor: CHANCE, move: { type: 'drawn', domino: [0, 1] } }],
    },
    {
      words: 'steps.six.ask',
      accepts: [{ type: 'play', domino: [6, 11] }],
      wrong: 'steps.six.wrong',
      replies: [],
    },
    {
      words: 'steps.last.ask',
      accepts: [{ type: 'discard', domino: [1, 6] }],
      wrong: 'steps.last.wrong',
      replies: [
        { actor: P2, move: { type: 'drawBoneyard' } },
        { actor: CHANCE, move: { type: 'drawn', domino: [11, 11] } },
      ],
    },
    {
      words: 'steps.full.ask',
      accepts: [{ type: 'takeDouble' }],
      wrong: 'steps.full.wrong',
      replies: [],
    },
    {
      words: 'steps.win.ask',
      accepts: [{ type: 'discard', domino: [0, 1] }],
      wrong: 'steps.win.wrong',
      replies: [],
    },
  ],
};

export const havocLearn: TutorialModule<HavocMove> = { tutorial: havocTutorial, locales: { en, it } };
