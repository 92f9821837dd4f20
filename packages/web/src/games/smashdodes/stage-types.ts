/**
 * What the board tells the 3D stage and what the stage reports back, kept
 * apart from three.js so the board (and its tests) can speak of the stage
 * without loading it. Lengths are in metres, on the board's axes (board.ts:
 * x to the right, z towards player A, y up).
 */
import type { DieKind, Pose } from '@gameshelf/smashdodes';
import type { Film } from './playback.ts';

/** Whose colour a die wears: player A's, player B's, or nobody's (the Referee and the Joker). */
export type Colour = 'a' | 'b' | 'neutral';

/** How a die is lit up: the one chosen, one that may be chosen, a target it may attack, the declared target. */
export type Mark = 'chosen' | 'may' | 'target' | 'declared';

export interface StageDie {
  readonly kind: DieKind;
  readonly colour: Colour;
  /** The blank Joker carries no numbers. */
  readonly blank: boolean;
}

/** Dice at rest, by index: where they are and how they are lit. */
export interface Rest {
  readonly poses: ReadonlyMap<number, Pose>;
  readonly marks: ReadonlyMap<number, Mark>;
}

/** An attack being aimed: from the die's centre, a heading (degrees, 0° to the right, counter-clockwise seen from above) and a speed in mm/s. */
export interface StageAim {
  readonly from: readonly [number, number, number];
  readonly degrees: number;
  readonly speed: number;
  readonly maxSpeed: number;
}

/** A drop-roll being aimed: the point over the target and the height of the release. */
export interface StageDrop {
  readonly x: number;
  readonly z: number;
  readonly height: number;
}

export interface StageEvents {
  /** A die was pressed on (whether it may be chosen is for the board). */
  onPick(die: number): void;
  /** An attack is being dragged from die `die` to the point [x, z] of the board. */
  onDrag(die: number, to: readonly [number, number]): void;
  /** A point of the board was clicked (not dragged) while a drop is being aimed. */
  onPoint(at: readonly [number, number]): void;
  /** The film ended (or was cut short). */
  onFilmEnd(): void;
}

/** Everything the stage draws at a moment. */
export interface StageScene {
  readonly rest: Rest;
  readonly aim: StageAim | null;
  readonly drop: StageDrop | null;
  /** Dice that may be dragged to aim an attack. */
  readonly draggable: readonly number[];
  /** Clicking the board sets a drop point. */
  readonly dropping: boolean;
}

/** A film to play: the shot's frames, then the dice at rest as the shot left them. */
export interface StageFilm {
  /** Changes for every new showing, even of the same shot. */
  readonly key: number;
  readonly film: Film;
}
