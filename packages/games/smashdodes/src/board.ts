/**
 * The board (SD-2): a flat octagon 50 cm across the flats with its top
 * surface at y = 0. y is up; seen from above, x runs to the right and z
 * towards the bottom of the screen, where player A (0) sits; player B (1)
 * sits at the top (z < 0). Headings are measured counter-clockwise as seen
 * from above, from +x. Drawn on it, and used only to classify
 * resting dice (they are not colliders): the inbounds octagon, 42 cm across
 * the flats, and the target circle, 6 cm across, at the centre.
 *
 * All octagons here have flats facing the axes and the diagonals, so a point
 * is inside one of half-width h exactly when |x|, |z| <= h and
 * (|x| + |z|) / √2 <= h.
 */

/** Half the board's width across the flats, in metres. */
export const BOARD_HALF = 0.25;
/** Half the inbounds octagon's width across the flats. */
export const INBOUNDS_HALF = 0.21;
export const TARGET_RADIUS = 0.03;
/**
 * The board is a slab this thick, raised above the floor. Its thickness
 * does not matter to the game but does to the physics: Rapier now and then
 * computes a wrong contact normal between a die and the board (about one
 * drop in a few thousand), lets the die sink, and pushes it out again
 * through whichever face of the slab is nearest. Through a 2 cm slab that
 * was the bottom; through a 10 cm one it is always the top.
 */
export const BOARD_THICKNESS = 0.1;
/** Height of the floor below the board's top (for viewers; see README). */
export const FLOOR_Y = -0.12;
/** A die whose centre is below the board's top surface has fallen off it (SD-5). */
export const FALLEN_Y = 0;

const INV_SQRT2 = 1 / Math.SQRT2;

/** How far a point lies from the centre in the octagon's own metric (its "octagonal radius"). */
export function octagonalRadius(x: number, z: number): number {
  const ax = Math.abs(x);
  const az = Math.abs(z);
  return Math.max(ax, az, (ax + az) * INV_SQRT2);
}

/** The corners of an octagon of half-width `half`, counter-clockwise from the +x flat, as [x, z]. */
export function octagonCorners(half: number): [number, number][] {
  const t = half * (Math.SQRT2 - 1); // half a side: half-width × tan 22.5°
  return [
    [half, t],
    [t, half],
    [-t, half],
    [-half, t],
    [-half, -t],
    [-t, -half],
    [t, -half],
    [half, -t],
  ];
}
