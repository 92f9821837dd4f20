/**
 * Scripted positions for the tests: dice resting on the board at chosen
 * points with chosen faces up, built with the same arithmetic the rules use
 * (no physics), and outcomes of shots written by hand.
 */
import type { Player } from '@gameshelf/engine';
import { POLYHEDRA } from '../src/physics/polyhedra.ts';
import type { Pose } from '../src/physics/read.ts';
import type { Outcome } from '../src/physics/simulate.ts';

export { restingPose };

import { restingPose } from '../src/physics/place.ts';
import { LATEST_PHYSICS } from '../src/physics/versions.ts';
import { landing } from '../src/rules/resolve.ts';
import { initialState } from '../src/rules/setup.ts';
import type { DieKind, Dode, SmashOptions, SmashState, Stage } from '../src/types.ts';

export const OPTIONS: SmashOptions = { referee: false, joker: false, exact: false, physics: LATEST_PHYSICS };

export interface Placement {
  readonly die: number;
  /** Metres from the centre. */
  readonly x: number;
  readonly z: number;
  readonly value?: number;
}

/** A position where `player` is to shoot, with the given dice in play (others in hand) and the given dice KO. */
export function position(
  placements: readonly Placement[],
  options: Partial<SmashOptions> = {},
  turn: Partial<Extract<Stage, { kind: 'turn' }>> = {},
  ko: readonly number[] = [],
): SmashState {
  const start = initialState({ ...OPTIONS, ...options });
  const dice = start.dice.map((d, i): Dode => {
    const p = placements.find((q) => q.die === i);
    if (p) {
      const value = p.value ?? (d.kind === 'd4' ? 1 : POLYHEDRA[d.kind].faces.length);
      const place = landing(d, restingPose(d.kind, p.x, p.z, value));
      if (place.at !== 'play') throw new Error(`die ${i} does not rest in play at (${p.x}, ${p.z})`);
      return { ...d, place };
    }
    if (ko.includes(i)) return { ...d, place: { at: 'ko' } };
    return d;
  });
  const stage: Stage = { kind: 'turn', player: 0, misses: 0, locked: null, aimed: null, ...turn };
  return { ...start, dice, stage };
}

/** An outcome written by hand: where each die in the world ended (null: fell off), and the first contact. */
export function outcome(final: Record<number, Pose | null>, firstContact: number | null = null): Outcome {
  return {
    final: new Map(Object.entries(final).map(([k, v]) => [Number(k), v])),
    firstContact,
    steps: 60,
    seconds: 1,
    settled: true,
    trajectory: null,
  };
}

/** The pose a die already has in `state` (it did not move). */
export function stayed(state: SmashState, die: number): Pose {
  const place = state.dice[die]?.place;
  if (place?.at !== 'play') throw new Error(`die ${die} is not in play`);
  return place.pose;
}

/** A pose in the OoB band (between the inbounds border and the edge), resting flat. */
export const inBand = (kind: DieKind, value: number): Pose => restingPose(kind, 0.23, 0, value);

export const A: Player = 0;
export const B: Player = 1;
/** Indices of the dice (setup.ts order). */
export const DIE = {
  A_D4A: 0,
  A_D4B: 1,
  A_D8A: 2,
  A_D8B: 3,
  A_D10A: 4,
  A_D10B: 5,
  A_D20: 6,
  B_D4A: 7,
  B_D4B: 8,
  B_D8A: 9,
  B_D8B: 10,
  B_D10A: 11,
  B_D10B: 12,
  B_D20: 13,
  REFEREE: 14,
  JOKER: 15,
} as const;
