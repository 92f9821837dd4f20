import type { GameError } from './errors.ts';
import type { GameDefinition, Move, Player } from './game.ts';
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
}

export interface Bot<V, M> {
  readonly name: string;
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
