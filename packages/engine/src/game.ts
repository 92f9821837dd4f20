/**
 * The engine contract: what every game provides. It follows OpenSpiel's split
 * between a game (its fixed facts and parameters) and a state (a plain,
 * copyable position), and chessops' typed, Result-returning API.
 *
 * - States, moves and views are plain JSON data. Rules never mutate a state
 *   they are given: `apply` returns a new one, or a coded error and nothing
 *   changed.
 * - Rules never roll dice. After `setup` (which may shuffle and deal with the
 *   rng it is handed), every random event is a move of the `chance` actor:
 *   whoever runs the match samples it with `sampleChance` from its own seeded
 *   generator and applies and records it like any other move.
 */
import type { GameError } from './errors.ts';
import type { OptionSpec, OptionValue } from './options.ts';
import type { Result } from './result.ts';
import type { Rng } from './rng.ts';

/** A seat at the table, numbered from 0. */
export type Player = number;
export const CHANCE = 'chance';
export type Chance = typeof CHANCE;
/** Who made a move: a player, or chance (rolls, draws, shuffles). */
export type Actor = Player | Chance;
/** Who looks at the table: a player, or a spectator who sees only public things. */
export type Viewer = Player | 'spectator';

/**
 * Who must act now. Usually one player; sometimes several players may each
 * respond out of turn (any of them may move first); or chance; or nobody,
 * because the game is over.
 */
export type Actors =
  | { readonly kind: 'players'; readonly players: readonly [Player, ...Player[]] }
  | { readonly kind: 'chance' }
  | { readonly kind: 'over' };

/** Every move is a readonly tagged record. */
export interface Move {
  readonly type: string;
}

export interface GameResult {
  /** Each player's final score, in the game's own units. */
  readonly scores: readonly number[];
  /** Everyone who shares the win (ties share it); empty when nobody wins (a solo loss). */
  readonly winners: readonly Player[];
  /** A short human summary, e.g. a Solitaire rating. */
  readonly summary?: string;
}

export interface ChanceOutcome<M> {
  readonly move: M;
  readonly probability: number;
}

export interface GameSetup<O> {
  readonly players: number;
  readonly options: O;
}

export interface GameDefinition<S, M extends Move, V, O = Readonly<Record<string, OptionValue>>> {
  /** Stable id used in records, URLs and the CLI, e.g. `digit-dash`. */
  readonly id: string;
  readonly name: string;
  readonly players: { readonly min: number; readonly max: number; readonly default: number };
  /** The variants, with their defaults. */
  readonly options: readonly OptionSpec[];
  readonly hiddenInformation: boolean;
  readonly chance: boolean;
  /** The smallest and largest score a player can end with; search bots scale rewards by it. */
  readonly scoreRange: { readonly min: number; readonly max: number };

  /**
   * Turns option values already checked against `options` into the game's
   * typed options, refusing combinations the rules forbid (with
   * `options/invalid`) and player counts the options do not allow (with
   * `setup/bad-player-count`).
   */
  checkSetup(
    players: number,
    options: Readonly<Record<string, OptionValue>>,
  ): Result<GameSetup<O>, GameError>;

  /** The initial state. May shuffle and deal with `rng`. */
  setup(setup: GameSetup<O>, rng: Rng): S;

  actors(state: S): Actors;

  /**
   * Every legal move of `player` now, each exactly once (no two that differ
   * only in the order of their parts). Empty when that player may not act.
   */
  legalMoves(state: S, player: Player): M[];

  /**
   * Only for games whose moves carry numeric parameters (a shot's aim and
   * power): then `legalMoves` lists a representative sample, and this says
   * whether any given (parsed) move is legal. `apply` accepts exactly the
   * moves for which it is true.
   */
  isLegal?(state: S, player: Player, move: M): boolean;

  /**
   * Checks that an untrusted value is a well-formed move of this game (right
   * tag, right field types); legality is checked by `apply`.
   */
  parseMove(raw: unknown): Result<M, GameError>;

  /**
   * Applies a move by `actor`. Refuses with a coded error (`move/not-your-turn`,
   * `move/illegal`, `move/game-over`) anything that is not legal now, and
   * never changes `state`.
   */
  apply(state: S, actor: Actor, move: M): Result<S, GameError>;

  /** When `actors` is chance: draws the chance outcome from `rng`. */
  sampleChance(state: S, rng: Rng): M;

  /** When `actors` is chance and the outcomes are few: all of them with their probabilities. */
  chanceOutcomes?(state: S): ChanceOutcome<M>[];

  /** What `viewer` may see. Hidden things are marked hidden, keeping what is public about them. */
  view(state: S, viewer: Viewer): V;

  /**
   * What `viewer` may learn of a move that was just made (`before` is the
   * state it was made in): the move itself, or a copy with its hidden parts
   * marked hidden. Logs, events and bots see moves only through this.
   */
  redactMove(before: S, actor: Actor, move: M, viewer: Viewer): unknown;

  /**
   * A full state consistent with everything `player` knows (their view), with
   * everything they cannot see drawn at random: for search bots.
   */
  determinize(view: V, player: Player, rng: Rng): S;

  /** Scores and winners when the game is over; null before. */
  result(state: S): GameResult | null;

  /** The game's own invariants (tiles conserved, counts right); the messages of those that fail. */
  checkInvariants(state: S): string[];
}

/** Any game, for code that handles games generically (registries, CLI, server). */
// biome-ignore lint/suspicious/noExplicitAny: the generic parameters are erased on purpose here
export type AnyGame = GameDefinition<any, any, any, any>;
