/**
 * The shots of `shoot.ts` as a web page sees them: elsewhere. A page of the
 * web app shows Smashdodes (its words, its views, the new-game form's
 * `checkSetup`) but never runs a shot: local matches, replays and shot
 * previews simulate in a worker, online matches on the server. The page's
 * build takes this file for `#shoot` (the `gameshelf-page` condition of
 * this package's `imports`), so Rapier, its 3.1 MB of WebAssembly and its
 * start-up never reach a page; everything else (Node, the workers) takes
 * `shoot.ts`. Each function throws a clear error if a page ever calls it.
 * The same names as `shoot.ts` (a test checks).
 */
import type { Execute, Shot, SmashState, Stage } from '../types.ts';
import type { PreparedTable } from './shoot.ts';

export type { PreparedTable } from './shoot.ts';

type TurnStage = Extract<Stage, { kind: 'turn' }>;

function elsewhere(what: string): never {
  throw new Error(
    `Smashdodes: ${what} runs the physics, which runs in a worker or on the server, not on this page`,
  );
}

export function placedDice(_state: SmashState, _shotDie: number): never {
  return elsewhere('placedDice');
}
export function physicsOf(_state: SmashState): never {
  return elsewhere('physicsOf');
}
export function outcomeOf(_state: SmashState, _launch: unknown, _record: boolean): never {
  return elsewhere('outcomeOf');
}
export function executeShot(
  _state: SmashState,
  _stage: TurnStage,
  _shot: Shot,
  _execute: Execute,
): SmashState {
  return elsewhere('a shot');
}
export function executeRefereeDrop(_state: SmashState, _referee: number, _execute: Execute): SmashState {
  return elsewhere("the Referee's drop");
}
export function prepare(_state: SmashState, _shotDie: number): PreparedTable {
  return elsewhere('a trial table');
}
export function restore(_prepared: PreparedTable): never {
  return elsewhere('a trial table');
}
export function trialShot(
  _state: SmashState,
  _stage: TurnStage,
  _prepared: PreparedTable,
  _shot: Shot,
  _execute: Execute,
): SmashState {
  return elsewhere('a trial shot');
}
