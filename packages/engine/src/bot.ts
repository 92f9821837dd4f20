import type { GameError } from './errors.ts';
import type { Actor, GameDefinition, Move, Player } from './game.ts';
import type { GameModule } from './module.ts';
import type { Result } from './result.ts';
import type { Rng } from './rng.ts';

/**
 * What a bot is given: exactly what its player may see, the moves it may make,
 * and its own random generator. Never the full state.
 */
export interface BotInput<V, M> {
  readonly view: V;
  readonly player: Player;
  readonly legal: readonly M[];
  readonly rng: Rng;
  /**
   * The game so far as this player saw it (`Match.logFor(player)`: every
   * move, chance included, through the game's `redactMove`), for bots that
   * carry what they learned from one decision to the next (a search tree).
   * Optional: a bot given none decides from the view alone.
   */
  readonly history?: readonly SeenMove[];
}

/** One past move as a player saw it. */
export interface SeenMove {
  readonly player: Actor;
  readonly move: unknown;
}

export interface Bot<V, M> {
  readonly name: string;
  /** True when the bot makes use of `BotInput.history` (callers may skip building it otherwise). */
  readonly wantsHistory?: boolean;
  choose(input: BotInput<V, M>): M;
}

export interface BotContext<S, M extends Move, V, O> {
  readonly game: GameDefinition<S, M, V, O>;
  /** The whole game module (its rollout policy and evaluation, for search bots). */
  readonly module: GameModule<S, M, V, O>;
  /** The text after the colon in a bot spec such as `ismcts:1000`. */
  readonly arg?: string;
}

export type BotFactory<S, M extends Move, V, O> = (
  context: BotContext<S, M, V, O>,
) => Result<Bot<V, M>, GameError>;

/**
 * A policy on full states, for rollouts inside search (where the state is a
 * determinization, so nothing hidden is revealed). Returns one of `legal`.
 */
export type RolloutPolicy<S, M> = (state: S, player: Player, legal: readonly M[], rng: Rng) => M;
