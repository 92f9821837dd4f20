/**
 * Domino Run's data: tiles, the line, the state, the moves. All plain JSON.
 *
 * A solo game with nothing hidden: the pile's contents are known by
 * elimination (every tile in it was seen on the line or drawn and returned),
 * and its order is unknown to everyone, so the pile is kept as a sorted list
 * and chance draws any tile of it. The view is therefore the state itself.
 */

/** A domino's id: `10 * low + high`, so tile 35 is the 3:5 and tile 0 the double blank (DR-1). */
export type Tile = number;

/** A placed tile's two spaces in line order, or a pit where the enemy knocked a claimed key out (DR-8). */
export type Slot =
  | {
      readonly kind: 'tile';
      /** Pips of the space nearer the back of the line. */
      readonly first: number;
      /** Pips of the space nearer the front. */
      readonly second: number;
      /** A claimed key (DR-6): its spaces cost nothing. */
      readonly faceDown: boolean;
    }
  | { readonly kind: 'pit' };

export const PHASES = [
  'deal', // chance places the setup tiles (DR-4)
  'mulligan', // the player keeps the line or mulligans once (DR-4)
  'roll', // chance rolls the pool (DR-5)
  'move', // the player spends dice, steps, converts, then ends the move (DR-5)
  'treasure', // the player picks a treasure for a claimed key (DR-6, DR-7)
  'ability', // chance draws tiles for a Bonus Ability (DR-7)
  'caught', // the player picks which treasure to give up (DR-8)
  'refill', // chance places tiles at the front in cleanup (DR-9)
  'won',
  'lost',
] as const;
export type Phase = (typeof PHASES)[number];

export const TREASURES = ['die', 'ability'] as const;
export type Treasure = (typeof TREASURES)[number];

/** Why a lost game was lost (DR-10). */
export const LOSSES = ['caught', 'time'] as const;
export type Loss = (typeof LOSSES)[number];

export interface DominoRunOptions {
  /** DR-10 option: the player loses at the end of this turn; 0 means no limit. */
  readonly turnLimit: number;
  /**
   * A designer's variant: the enemy's stride before keys (DR-8's 2, the X = 2 + keys).
   * Absent at the default, so states and records of the standard game are unchanged.
   */
  readonly enemySpeed?: number;
  /** A designer's variant: the keys that win (DR-10's 7). Absent at the default. */
  readonly keys?: number;
}

export interface DominoRunState {
  readonly options: DominoRunOptions;
  readonly phase: Phase;
  /** The turn being played, from 1; 0 during setup. */
  readonly turn: number;
  readonly line: readonly Slot[];
  /** The black cube's space; -1 is the pit behind the first tile (DR-8). */
  readonly enemy: number;
  /** The white cube's space. */
  readonly player: number;
  /** The draw pile, sorted: its order is unknown to everyone. */
  readonly pile: readonly Tile[];
  /** Dice in the pool, 2 to 4 (DR-1, DR-7). */
  readonly pool: number;
  /** Ability tiles held, sorted (DR-7). */
  readonly abilities: readonly Tile[];
  /** Claimed keys the enemy knocked out of the line, sorted (DR-8). */
  readonly keys: readonly Tile[];
  /** This turn's roll, highest first, as rolled (before conversions). */
  readonly rolled: readonly number[];
  /** The faces of this turn's dice not yet used, highest first. */
  readonly dice: readonly number[];
  /** Whether this turn's one combination of two dice is spent (DR-5). */
  readonly combined: boolean;
  /** Abilities already used this turn (DR-7: each once per turn). */
  readonly abilitiesUsed: readonly Tile[];
  /** Treasures still to pick for keys claimed by the last move (DR-6). */
  readonly pendingTreasures: number;
  /** Tiles drawn and rejected during a Bonus Ability draw, returned when it ends (DR-7). */
  readonly setAside: readonly Tile[];
  /** Setup tiles still to place (DR-4). */
  readonly toDeal: number;
  readonly mulliganed: boolean;
  /** Running totals for the table and for statistics. */
  readonly treasuresTaken: number;
  readonly timesCaught: number;
  /** Set once the game is lost. */
  readonly loss: Loss | null;
}

/** Nothing is hidden (see above): the view is the state. */
export type DominoRunView = DominoRunState;

export type PlayerMove =
  | { readonly type: 'mulligan' }
  | { readonly type: 'keep' }
  /** Spend one die showing `face`, entering exactly `spaces` spaces (DR-5). */
  | { readonly type: 'useDie'; readonly face: number; readonly spaces: number }
  /** Spend two dice as one budget, their faces highest first (DR-5). */
  | { readonly type: 'combineDice'; readonly faces: readonly [number, number]; readonly spaces: number }
  /** Turn a die showing the ability's low number into its high number (DR-7). */
  | { readonly type: 'convertDie'; readonly ability: Tile }
  /** Enter the next space for free: a blank half, a claimed key or a pit (DR-2, DR-5). */
  | { readonly type: 'step' }
  | { readonly type: 'endMove' }
  | { readonly type: 'chooseTreasure'; readonly treasure: Treasure }
  | { readonly type: 'sacrificeDie' }
  | { readonly type: 'sacrificeAbility'; readonly ability: Tile };

export type ChanceMove =
  /** Draw a tile and place it at the front of the line (DR-3, DR-4, DR-9). */
  | { readonly type: 'place'; readonly tile: Tile }
  /** Roll the pool; faces highest first (DR-5). */
  | { readonly type: 'roll'; readonly dice: readonly number[] }
  /** Draw one tile while looking for a Bonus Ability (DR-7). */
  | { readonly type: 'drawAbility'; readonly tile: Tile };

export type DominoRunMove = PlayerMove | ChanceMove;
