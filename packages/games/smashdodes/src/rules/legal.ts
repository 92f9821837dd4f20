/**
 * Which moves a player may make (SD-7, SD-9, SD-10). Shots carry numeric
 * parameters, so legality is a test (`shotRefusal`), not a list: the engine's
 * `isLegal` and `apply` both use it, and `legalMoves` (sample.ts) lists a
 * representative sample of what it accepts.
 */
import { type GameError, gameError, type Player } from '@gameshelf/engine';
import type { AttackShot, DropShot, SmashMove, SmashState, Stage } from '../types.ts';
import { attackRefusal, droppable, skipAllowed } from './dice.ts';
import { refused } from './refusals.ts';

/** Shot limits (SD-7), in the moves' integer units. */
export const LIMITS = {
  /** The target circle's radius, in mm: a drop point must lie within it. */
  dropRadius: 30,
  minHeight: 20,
  maxHeight: 150,
  /** Launch speed, in mm/s. */
  maxSpeed: 3000,
  maxLift: 150,
  /** Each component of a spin, in rad/s. */
  maxSpin: 60,
} as const;

type TurnStage = Extract<Stage, { kind: 'turn' }>;

/** The turn stage if `player` is to aim a shot now. */
export function aimingStage(state: SmashState, player: Player): TurnStage | null {
  const s = state.stage;
  return s.kind === 'turn' && s.player === player && s.aimed === null ? s : null;
}

function spinRefusal(spin: readonly number[]): GameError | null {
  return spin.every((w) => Math.abs(w) <= LIMITS.maxSpin)
    ? null
    : refused('spinRange', { max: LIMITS.maxSpin });
}

function dropRefusal(state: SmashState, player: Player, stage: TurnStage, move: DropShot): GameError | null {
  if (stage.locked !== null && stage.locked !== move.die) return refused('sameDieAgain');
  if (!droppable(state, player).includes(move.die)) return refused('notInHand');
  if (move.x * move.x + move.z * move.z > LIMITS.dropRadius ** 2)
    return refused('outsideCircle', { radius: LIMITS.dropRadius });
  if (move.height < LIMITS.minHeight || move.height > LIMITS.maxHeight)
    return refused('heightRange', { min: LIMITS.minHeight, max: LIMITS.maxHeight });
  return spinRefusal(move.spin);
}

function attackShotRefusal(
  state: SmashState,
  player: Player,
  stage: TurnStage,
  move: AttackShot,
): GameError | null {
  if (stage.locked !== null && stage.locked !== move.die) return refused('sameDieAgain');
  const refusal = attackRefusal(state, player, move.die, move.target);
  if (refusal) return refusal;
  const [vx, vy, vz] = move.velocity;
  if (vx * vx + vy * vy + vz * vz > LIMITS.maxSpeed ** 2) return refused('tooFast', { max: LIMITS.maxSpeed });
  if (move.lift < 0 || move.lift > LIMITS.maxLift) return refused('liftRange', { max: LIMITS.maxLift });
  return spinRefusal(move.spin);
}

/**
 * Why `player` may not make `move` now, or null if they may. Assumes `move`
 * came through `parseMove` (integers, right shape) and the player is to aim.
 */
export function moveRefusal(
  state: SmashState,
  player: Player,
  stage: TurnStage,
  move: SmashMove,
): GameError | null {
  switch (move.type) {
    case 'skip':
      if (stage.locked !== null) return refused('sameDieAgain');
      return skipAllowed(state, player) ? null : refused('mayNotSkip');
    case 'drop':
      return dropRefusal(state, player, stage, move);
    case 'attack':
      return attackShotRefusal(state, player, stage, move);
    default:
      return gameError('move/illegal', 'only chance rolls the dice and executes shots');
  }
}

export function isLegal(state: SmashState, player: Player, move: SmashMove): boolean {
  const stage = aimingStage(state, player);
  return stage !== null && moveRefusal(state, player, stage, move) === null;
}
