import type { Actor, Player } from './game.ts';
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

/**
 * A policy on full states, for rollouts inside search (where the state is a
 * determinization, so nothing hidden is revealed). Returns one of `legal`.
 */
export type RolloutPolicy<S, M> = (state: S, player: Player, legal: readonly M[], rng: Rng) => M;
