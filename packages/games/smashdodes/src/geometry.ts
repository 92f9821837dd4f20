/**
 * The `./geometry` export: what a 3D viewer needs to draw the game exactly
 * as the physics sees it, the dice's true shapes (with each face's value)
 * and the board's measures. Pure arithmetic, no physics engine, so a viewer
 * importing it does not load Rapier.
 */

export {
  BOARD_HALF,
  BOARD_THICKNESS,
  FLOOR_Y,
  INBOUNDS_HALF,
  octagonalRadius,
  octagonCorners,
  TARGET_RADIUS,
} from './board.ts';
export { DIE_KINDS, type DieKind, type Face, POLYHEDRA, type Polyhedron } from './physics/polyhedra.ts';
export type { Quat, Vec3 } from './physics/vec.ts';
