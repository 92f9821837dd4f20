/**
 * The Smashdodes tutorial: a whole short game, one idea a step. A shot's
 * outcome is physics, so the script makes it exact: the `exact` table (no
 * aiming error, SD-13), the physics model pinned to version 2 (never the
 * latest model, which may change: SD-1), every tumble written out, and
 * each step accepting only the shot the board builds when the learner
 * takes its defaults (a drop-roll at the target's centre from 80 mm, no
 * spin; an attack aimed straight at its target at 1500 mm/s, or at the
 * speed the step names). With those, every outcome below is fixed:
 *
 * 1. drop-roll the D8 (it shows 8); B drops a D4 (3) (SD-7);
 * 2. attack that D4 with the D8 (SD-7: a target not above your die); B drops its D20 (5);
 * 3. drop-roll a D4 (3); B drops its other D4 (1);
 * 4. attack B's first D4 with your D4 through your own D8: a foul (SD-8);
 *    B's D20 then knocks your D4 out of bounds (SD-5);
 * 5. knock B's D4 out of bounds with your D8 at 1000 mm/s; B drops a D8;
 * 6. attack B's D20 with your D8: it goes out of bounds and you win (SD-11).
 *
 * The learner's moves are numbers the board's defaults give in these
 * positions (web's test/learn checks that); the tutorial test replays the
 * whole script and checks each outcome. Words: `locales/tutorial/*.json`.
 */
import { CHANCE, type ScriptedMove, type Tutorial, type TutorialModule } from '@gameshelf/engine';
import en from '../locales/tutorial/en.json' with { type: 'json' };
import it from '../locales/tutorial/it.json' with { type: 'json' };
import type { AttackShot, DropShot, SmashMove } from '../types.ts';

/** The physics model the outcomes were computed with: pinned, so a newer model never changes them. */
export const TUTORIAL_PHYSICS = 2;

/** Die numbers: the learner's (A) are 0-6, the opponent's (B) 7-13. */
const A_D4 = 0;
const A_D8 = 2;
const B_D4A = 7;
const B_D4B = 8;
const B_D8 = 9;
const B_D20 = 13;

const UPRIGHT = [0, 0, 0, 1_000_000] as const;
/** Turned 135° about x: the learner's D8 lands showing 8. */
const EIGHT_UP = [923_880, 0, 0, 382_683] as const;

/** The shot executed exactly as aimed; a die from the hand released in the orientation `tumble`. */
function executed(tumble?: readonly [number, number, number, number]): ScriptedMove<SmashMove> {
  const exact = { type: 'execute', aim: 0, power: 0, dx: 0, dz: 0 } as const;
  return { actor: CHANCE, move: tumble ? { ...exact, tumble } : exact };
}

function drop(die: number, x = 0, z = 0, height = 80): DropShot {
  return { type: 'drop', die, x, z, height, spin: [0, 0, 0] };
}

function attack(die: number, target: number, vx: number, vz: number): AttackShot {
  return { type: 'attack', die, target, velocity: [vx, 0, vz], lift: 0, spin: [0, 0, 0] };
}

/** The opponent's shot and its execution. */
const rival = (
  move: SmashMove,
  tumble?: readonly [number, number, number, number],
): ScriptedMove<SmashMove>[] => [{ actor: 1, move }, executed(tumble)];

export const smashdodesTutorial: Tutorial<SmashMove> = {
  players: 2,
  options: {
    referee: false,
    joker: false,
    exact: true,
    noise: 100,
    dice: 'standard',
    physics: TUTORIAL_PHYSICS,
  },
  seed: 1,
  opening: [{ actor: CHANCE, move: { type: 'rollOff', rolls: [18, 7] } }],
  learner: 0,
  done: 'done',
  steps: [
    {
      words: 'steps.drop.ask',
      accepts: [drop(A_D8)],
      wrong: 'steps.drop.wrong',
      replies: [executed(EIGHT_UP), ...rival(drop(B_D4A, -15, -10, 40), UPRIGHT)],
    },
    {
      words: 'steps.attack.ask',
      accepts: [attack(A_D8, B_D4A, -1409, -513)],
      wrong: 'steps.attack.wrong',
      replies: [executed(), ...rival(drop(B_D20, 20, -15, 40), UPRIGHT)],
    },
    {
      words: 'steps.second.ask',
      accepts: [drop(A_D4)],
      wrong: 'steps.second.wrong',
      replies: [executed(UPRIGHT), ...rival(drop(B_D4B, 10, 28, 40), UPRIGHT)],
    },
    {
      words: 'steps.foul.ask',
      accepts: [attack(A_D4, B_D4A, -1434, -438)],
      wrong: 'steps.foul.wrong',
      replies: [executed(), ...rival(attack(B_D20, A_D4, -1499, -52))],
    },
    {
      words: 'steps.knockOut.ask',
      accepts: [attack(A_D8, B_D4A, -990, 139)],
      wrong: 'steps.knockOut.wrong',
      replies: [executed(), ...rival(drop(B_D8, 0, 0, 40), UPRIGHT)],
    },
    {
      words: 'steps.win.ask',
      accepts: [attack(A_D8, B_D20, -537, 1400)],
      wrong: 'steps.win.wrong',
      replies: [executed()],
    },
  ],
};

export const smashdodesLearn: TutorialModule<SmashMove> = {
  tutorial: smashdodesTutorial,
  locales: { en, it },
};
