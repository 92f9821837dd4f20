/**
 * SD-14, issue 18: the physics soak's counts, at a small size. Lone drops of
 * every kind of die from every legal height (and one in eight from 30 cm)
 * and piles of six stacked drops, each checked at rest: no die inside the
 * board or another die, none resting on an edge or a corner of the bare
 * board, every shot settled within 10 simulated seconds, no die at rest
 * moved more than a millimetre when its world is built. `npm run soak --
 * --physics` runs the same soak with 10⁵ drops.
 */
import { describe, expect, it } from 'vitest';
import { DIE_KINDS } from '../src/physics/polyhedra.ts';
import { LATEST_MODEL } from '../src/physics/versions.ts';
import { physicsSoak } from '../src/soak.ts';

describe('SD-14 the physics soak, small', () => {
  it('SD-14 96 lone drops (16 of each kind) and 6 piles of 6: no sinking, no overlap, no edge rest, no jump while a world is built, all settled', () => {
    const faults: string[] = [];
    const counts = physicsSoak(
      96,
      6,
      'vitest',
      () => {},
      (drop, what) => faults.push(`drop ${drop}: ${what}`),
    );
    expect(faults).toEqual([]);
    expect(counts).toMatchObject({
      drops: 96 + 36,
      loneDrops: 96,
      stackedDrops: 36,
      sinkings: 0,
      overlaps: 0,
      edgeRests: 0,
      unsettled: 0,
      jumps: 0,
    });
    expect(96 % DIE_KINDS.length).toBe(0);
    // The deepest rests, in millimetres and degrees, within the model's tolerances.
    const limit = (LATEST_MODEL.maxOverlap ?? 0) * 1000;
    expect(counts.deepestInBoard).toBeLessThanOrEqual(limit);
    expect(counts.deepestInDie).toBeLessThanOrEqual(limit);
    expect(counts.steepestTilt).toBeLessThanOrEqual(((LATEST_MODEL.rest.faceTilt ?? 0) * 180) / Math.PI);
  });
});
