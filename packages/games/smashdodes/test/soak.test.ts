/**
 * SD-14, issue 18: the physics soak's counts, at a small size. Lone drops of
 * every kind of die from every legal height (and one in eight from 30 cm)
 * and piles of six stacked drops, each checked at rest: no die inside the
 * board or another die, none resting on an edge or a corner of the bare
 * board, every shot settled within 10 simulated seconds. `npm run soak --
 * --physics` runs the same soak with 10⁵ drops.
 */
import { describe, expect, it } from 'vitest';
import { DIE_KINDS } from '../src/physics/polyhedra.ts';
import { LATEST_MODEL } from '../src/physics/versions.ts';
import { physicsSoak } from '../src/soak.ts';

describe('SD-14 the physics soak, small', () => {
  it('SD-14 192 lone drops (32 of each kind) and 10 piles of 6: no sinking, no overlap, no edge rest, all settled', () => {
    const faults: string[] = [];
    const counts = physicsSoak(
      192,
      10,
      'vitest',
      () => {},
      (drop, what) => faults.push(`drop ${drop}: ${what}`),
    );
    expect(faults).toEqual([]);
    expect(counts).toMatchObject({
      drops: 192 + 60,
      loneDrops: 192,
      stackedDrops: 60,
      sinkings: 0,
      overlaps: 0,
      edgeRests: 0,
      unsettled: 0,
    });
    expect(192 % DIE_KINDS.length).toBe(0);
    // The deepest rests, in millimetres and degrees, within the model's tolerances.
    const limit = (LATEST_MODEL.maxOverlap ?? 0) * 1000;
    expect(counts.deepestInBoard).toBeLessThanOrEqual(limit);
    expect(counts.deepestInDie).toBeLessThanOrEqual(limit);
    expect(counts.steepestTilt).toBeLessThanOrEqual(((LATEST_MODEL.rest.faceTilt ?? 0) * 180) / Math.PI);
  });
});
