/**
 * Smashdodes' data: options, dice, positions, moves and views. All plain
 * JSON. Between shots every die is at rest, so a die on the board is just
 * its pose (position and rotation, as the physics engine gave them) and the
 * value it reads; a shot rebuilds the world from the poses (see
 * physics/world.ts).
 */
import type { Player } from '@gameshelf/engine';
import type { DieKind } from './physics/polyhedra.ts';
import type { Pose } from './physics/read.ts';
import type { Trajectory } from './physics/trajectory.ts';
import type { PhysicsVersion } from './physics/versions.ts';

export type { DieKind, PhysicsVersion, Pose, Trajectory };

export interface SmashOptions {
  /** SD-12: the neutral Referee D12 is drop-rolled first and its parity picks who starts. */
  readonly referee: boolean;
  /** SD-12: the neutral Joker D6 may be rolled in once the Referee is KO (needs the Referee). */
  readonly joker: boolean;
  /** SD-13: shots are executed exactly as aimed (no random error). */
  readonly exact: boolean;
  /**
   * SD-1: the version of the physics model (physics/versions.ts). Absent for
   * model 1, the model of games played before the option existed: their
   * positions keep the shape they had, so their records replay to the same
   * hashes.
   */
  readonly physics?: Exclude<PhysicsVersion, 1>;
  /**
   * A designer's variant: the table's noise, the size of SD-13's execution
   * errors in percent of the rules' (100). Absent at 100, so states and
   * records of the standard game are unchanged.
   */
  readonly noise?: number;
  /**
   * A designer's variant: each player's seven dice (SD-3's 2 D4, 2 D8, 2 D10
   * and a D20 when absent; see `DICE_MIXES` in rules/setup.ts).
   */
  readonly dice?: Exclude<DiceMix, 'standard'>;
}

/** The sets of dice the `dice` variant offers; `standard` is SD-3's. */
export const DICE_MIX_NAMES = ['standard', 'no-d4', 'd6'] as const;
export type DiceMix = (typeof DICE_MIX_NAMES)[number];

/** Who a die belongs to: a player, or nobody (the Referee and the Joker). */
export type Owner = Player | 'neutral';

/** Where a die is: in its owner's hand (or the box, for the Joker), on the board at rest, or knocked out. */
export type Place =
  | { readonly at: 'hand' }
  | { readonly at: 'ko' }
  | {
      readonly at: 'play';
      readonly pose: Pose;
      /** The value it shows (SD-4); null for the blank Joker. */
      readonly value: number | null;
      /** Its bottom face touches the target circle (SD-5). */
      readonly inTarget: boolean;
    };

export type Role = 'dode' | 'referee' | 'joker';

export interface Dode {
  readonly kind: DieKind;
  readonly owner: Owner;
  readonly role: Role;
  readonly place: Place;
}

/** A drop-roll (SD-7): released above a point of the target, from a height, with a spin. */
export interface DropShot {
  readonly type: 'drop';
  readonly die: number;
  /** The release point, in millimetres from the centre (x right, z towards player 1). */
  readonly x: number;
  readonly z: number;
  /** Height of the die's centre above the board, in millimetres (20-150). */
  readonly height: number;
  /** Angular velocity, in radians per second about x, y and z. */
  readonly spin: readonly [number, number, number];
}

/** An attack (SD-7): a die in play, lifted and launched at a declared target. */
export interface AttackShot {
  readonly type: 'attack';
  readonly die: number;
  readonly target: number;
  /** Launch velocity in millimetres per second (at most 3000 in length). */
  readonly velocity: readonly [number, number, number];
  /** Lift above its resting place, in millimetres (0-150). */
  readonly lift: number;
  /** Angular velocity, in radians per second. */
  readonly spin: readonly [number, number, number];
}

export type Shot = DropShot | AttackShot;

/** Chance: both players' D20 roll-off (SD-6). */
export interface RollOff {
  readonly type: 'rollOff';
  readonly rolls: readonly [number, number];
}

/**
 * Chance: how the table executes the shot just aimed (SD-13), drawn from the
 * game's seed and recorded, so a replay never re-draws floating-point noise.
 * `aim` in hundredths of a degree (about the vertical), `power` in hundredths
 * of a percent, `dx`/`dz` in hundredths of a millimetre. A die released from
 * the hand also gets `tumble`, its orientation as a quaternion scaled by 10⁶.
 */
export interface Execute {
  readonly type: 'execute';
  readonly aim: number;
  readonly power: number;
  readonly dx: number;
  readonly dz: number;
  readonly tumble?: readonly [number, number, number, number];
}

export interface Skip {
  readonly type: 'skip';
}

export type SmashMove = Shot | Skip | RollOff | Execute;

/** What happened to a die in a shot (only dice whose place changed are listed). */
export interface Change {
  readonly die: number;
  readonly to: 'hand' | 'ko' | 'play' | 'centre';
  /** Why, in the rules' terms: `oob`, `oop`, `voided` (SD-8), `misses` (SD-9), `referee` (SD-12)... */
  readonly why: string;
}

/** The last shot, as everyone saw it: enough for a log line and a 3D replay. */
export interface LastShot {
  readonly shooter: Player | 'referee';
  readonly shot: Shot | { readonly type: 'refereeDrop' };
  readonly execute: Execute;
  readonly firstContact: number | null;
  /** SD-8: first contact with the shooter's own die or a higher opponent die. */
  readonly forfeit: boolean;
  /** SD-9: touched nothing and ended OoB or OoP (the attempt number, 1-3), or 0. */
  readonly miss: number;
  readonly changes: readonly Change[];
  readonly seconds: number;
  readonly trajectory: Trajectory;
}

export type Stage =
  | { readonly kind: 'rollOff' }
  | { readonly kind: 'refereeDrop' }
  | {
      readonly kind: 'turn';
      readonly player: Player;
      /** SD-9: failed attempts so far with `locked`, the die that must be shot again. */
      readonly misses: number;
      readonly locked: number | null;
      /** A shot aimed and waiting for chance to execute it. */
      readonly aimed: Shot | null;
    }
  | { readonly kind: 'over'; readonly winner: Player; readonly reason: string };

export interface SmashState {
  readonly options: SmashOptions;
  /** Every die, in a fixed order: player 0's seven, player 1's seven, then the Referee and the Joker. */
  readonly dice: readonly Dode[];
  readonly stage: Stage;
  /** The D20 roll-offs so far (SD-6). */
  readonly rollOffs: readonly (readonly [number, number])[];
  readonly last: LastShot | null;
  /** Turns completed. */
  readonly turns: number;
}

/** Nothing is hidden in Smashdodes: a view is the state, and who looks. */
export interface SmashView extends SmashState {
  readonly viewer: Player | 'spectator';
}
