/**
 * Running a shot for the rules: the world is built afresh from the state's
 * poses, the shot die launched, the dice left to settle, and the outcome
 * handed to the rules (resolve.ts). The same state, shot and execution
 * always give the same result (SD-1).
 *
 * The shot die is never in the table it is launched into, even when it
 * attacks from the board: it is picked up, and enters the world as a new
 * body at its launch pose. (Moving a sleeping body in Rapier, or removing
 * it, wakes every die it ever shared an island with, and a woken die drifts
 * by micrometres as it settles again; a new body wakes only what it
 * touches.)
 *
 * For searching bots, `prepare` builds the world of a position for one
 * shot die once and keeps a snapshot of it; each trial restores the
 * snapshot (much cheaper than rebuilding hulls) and gives exactly the
 * outcome `apply` would.
 */

import { RAPIER } from '../physics/rapier.ts';
import { type Launch, type Outcome, simulate } from '../physics/simulate.ts';
import { modelOf, type PhysicsModel } from '../physics/versions.ts';
import { buildTable, type PlacedDie, type Table } from '../physics/world.ts';
import type { Execute, Shot, SmashState, Stage } from '../types.ts';
import { launchOf, refereeLaunch } from './launch.ts';
import { resolveRefereeDrop, resolveShot } from './resolve.ts';

type TurnStage = Extract<Stage, { kind: 'turn' }>;

/** Every die in play but the shot die, as the physics world needs it. */
export function placedDice(state: SmashState, shotDie: number): PlacedDie[] {
  return state.dice.flatMap((d, die) =>
    d.place.at === 'play' && die !== shotDie ? [{ die, kind: d.kind, pose: d.place.pose }] : [],
  );
}

/** The physics model the game is played with (SD-1). */
export const physicsOf = (state: SmashState): PhysicsModel => modelOf(state.options.physics);

export function outcomeOf(state: SmashState, launch: Launch, record: boolean): Outcome {
  return simulate(buildTable(placedDice(state, launch.die), physicsOf(state)), launch, record);
}

/** The state after chance executed the aimed shot. */
export function executeShot(state: SmashState, stage: TurnStage, shot: Shot, execute: Execute): SmashState {
  return resolveShot(state, stage, shot, execute, outcomeOf(state, launchOf(state, shot, execute), true));
}

export function executeRefereeDrop(state: SmashState, referee: number, execute: Execute): SmashState {
  const outcome = outcomeOf(state, refereeLaunch(state, referee, execute), true);
  return resolveRefereeDrop(state, referee, execute, outcome);
}

/** A position's world for one shot die, built once, for many trial shots. */
export interface PreparedTable {
  readonly shotDie: number;
  readonly snapshot: Uint8Array;
  readonly dice: Table['dice'];
  readonly model: PhysicsModel;
}

export function prepare(state: SmashState, shotDie: number): PreparedTable {
  const table = buildTable(placedDice(state, shotDie), physicsOf(state));
  const snapshot = table.world.takeSnapshot();
  table.world.free();
  return { shotDie, snapshot, dice: table.dice, model: table.model };
}

export function restore(prepared: PreparedTable): Table {
  return {
    world: RAPIER.World.restoreSnapshot(prepared.snapshot),
    dice: prepared.dice,
    model: prepared.model,
  };
}

/** The state after `shot` executed with `execute`, simulated from a prepared world (no trajectory kept). */
export function trialShot(
  state: SmashState,
  stage: TurnStage,
  prepared: PreparedTable,
  shot: Shot,
  execute: Execute,
): SmashState {
  if (prepared.shotDie !== shot.die) throw new Error('trialShot: the table was prepared for another die');
  const outcome = simulate(restore(prepared), launchOf(state, shot, execute), false);
  return resolveShot(state, stage, shot, execute, outcome);
}
