/**
 * The Smashdodes tutorial, kept short: a shot's outcome is physics, so the
 * steps accept any legal shot of a kind and script only what does not
 * depend on where the dice came to rest. The `exact` table (no aiming error,
 * SD-13), the roll-off forced so the learner starts (SD-6); a drop-roll
 * onto the target (SD-7), the opponent's drop-roll of a D4, and one more shot
 * of the learner's choosing, a drop-roll or an attack. The words explain
 * attacks, contacts, knock-outs and winning (SD-7 to SD-11). Words:
 * `locales/tutorial/*.json`.
 */
import { CHANCE, type Tutorial, type TutorialModule } from '@gameshelf/engine';
import en from '../locales/tutorial/en.json' with { type: 'json' };
import it from '../locales/tutorial/it.json' with { type: 'json' };
import type { SmashMove } from '../types.ts';

/** The shot executed as aimed; the die released upright (the identity quaternion, scaled by 10⁶). */
const exactly = {
  actor: CHANCE,
  move: { type: 'execute', aim: 0, power: 0, dx: 0, dz: 0, tumble: [0, 0, 0, 1_000_000] },
} as const;

/** The opponent's first D4, in die numbering (the learner's seven dice are 0-6). */
const RIVAL_D4 = 7;

export const smashdodesTutorial: Tutorial<SmashMove> = {
  players: 2,
  options: { referee: false, joker: false, exact: true, noise: 100, dice: 'standard', physics: 2 },
  seed: 1,
  opening: [{ actor: CHANCE, move: { type: 'rollOff', rolls: [18, 7] } }],
  learner: 0,
  done: 'done',
  steps: [
    {
      words: 'steps.drop.ask',
      accepts: { anyOf: ['drop'] },
      wrong: 'steps.drop.wrong',
      replies: [
        exactly,
        { actor: 1, move: { type: 'drop', die: RIVAL_D4, x: 20, z: 0, height: 80, spin: [0, 0, 0] } },
        exactly,
      ],
    },
    {
      words: 'steps.shot.ask',
      accepts: { anyOf: ['drop', 'attack'] },
      wrong: 'steps.shot.wrong',
      replies: [exactly],
    },
  ],
};

export const smashdodesLearn: TutorialModule<SmashMove> = {
  tutorial: smashdodesTutorial,
  locales: { en, it },
};
