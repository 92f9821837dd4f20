/**
 * Which moves a player may make (SD-7, SD-9, SD-10). Shots carry numeric
 * parameters, so legality is a test (`shotRefusal`), not a list: the engine's
 * `isLegal` and `apply` both use it, and `legalMoves` (sample.ts) lists a
 * representative sample of what it accepts.
 */
import type { Player } from '@gameshelf/engine';
import type { AttackShot, DropShot, SmashMove, SmashState, Stage } from '../types.ts';
import { attackRefusal, droppable, skipAllowed } from './dice.ts';

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

function spinRefusal(spin: readonly number[]): string | null {
  return spin.every((w) => Math.abs(w) <= LIMITS.maxSpin)
    ? null
    : `each spin component must be within ±${LIMITS.maxSpin} rad/s`;
}

function dropRefusal(state: SmashState, player: Player, stage: TurnStage, move: DropShot): string | null {
  if (stage.locked !== null && stage.locked !== move.die) return 'you must shoot the same die again (SD-9)';
  if (!droppable(state, player).includes(move.die)) return 'that die is not in your hand';
  if (move.x * move.x + move.z * move.z > LIMITS.dropRadius ** 2)
    return `the drop point must lie inside the target circle (within ${LIMITS.dropRadius} mm of the centre)`;
  if (move.height < LIMITS.minHeight || move.height > LIMITS.maxHeight)
    return `the height must be ${LIMITS.minHeight}-${LIMITS.maxHeight} mm`;
  return spinRefusal(move.spin);
}

function attackShotRefusal(
  state: SmashState,
  player: Player,
  stage: TurnStage,
  move: AttackShot,
): string | null {
  if (stage.locked !== null && stage.locked !== move.die) return 'you must shoot the same die again (SD-9)';
  const refusal = attackRefusal(state, player, move.die, move.target);
  if (refusal) return refusal;
  const [vx, vy, vz] = move.velocity;
  if (vx * vx + vy * vy + vz * vz > LIMITS.maxSpeed ** 2)
    return `the launch speed must be at most ${LIMITS.maxSpeed} mm/s`;
  if (move.lift < 0 || move.lift > LIMITS.maxLift) return `the lift must be 0-${LIMITS.maxLift} mm`;
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
): string | null {
  switch (move.type) {
    case 'skip':
      if (stage.locked !== null) return 'you must shoot the same die again (SD-9)';
      return skipAllowed(state, player) ? null : 'you may not skip while you can drop or attack (SD-10)';
    case 'drop':
      return dropRefusal(state, player, stage, move);
    case 'attack':
      return attackShotRefusal(state, player, stage, move);
    default:
      return 'only chance rolls the dice and executes shots';
  }
}

export function isLegal(state: SmashState, player: Player, move: SmashMove): boolean {
  const stage = aimingStage(state, player);
  return stage !== null && moveRefusal(state, player, stage, move) === null;
}
