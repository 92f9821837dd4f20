/** Toy High Card's data: plain JSON. A card another player holds is `{ hidden: true }`. */
import type { Player, Viewer } from '../../../src/index.ts';

export const CARDS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8];
/** A hand above this total scores 0. */
export const LIMIT = 12;

export type Variant = 'plain' | 'leaky';

export interface ToyOptions {
  readonly variant: Variant;
}

export type ToyMove =
  | { readonly type: 'draw' }
  | { readonly type: 'stand' }
  | { readonly type: 'deal'; readonly card: number };

export interface ToyState {
  readonly hands: readonly (readonly number[])[];
  readonly deck: readonly number[]; // unordered: chance deals any card of it
  readonly stood: readonly boolean[];
  readonly turn: Player;
  readonly dealing: boolean;
  readonly variant: Variant;
}

export type ToyCard = number | { readonly hidden: true };

export interface ToyView {
  readonly viewer: Viewer;
  readonly hands: readonly (readonly ToyCard[])[];
  readonly deckSize: number;
  readonly stood: readonly boolean[];
  readonly turn: Player;
  readonly dealing: boolean;
  readonly variant: Variant;
  /** Only in the deliberately broken `leaky` variant: the whole state. */
  readonly secret?: ToyState;
}
