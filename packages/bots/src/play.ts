import {
  type Actor,
  type AnyGameModule,
  CHANCE,
  type GameResult,
  itemAt,
  type OptionValue,
  type Player,
  Rng,
  type Seed,
  type SeenMove,
} from '@gameshelf/engine';
import type { AnyBot } from './resolve.ts';

export interface GameConfig {
  readonly players: number;
  readonly options: Readonly<Record<string, OptionValue>>;
}

export interface GameOutcome {
  readonly result: GameResult;
  /** Decisions made by players (chance steps not counted). */
  readonly decisions: number;
  /** The seat that made the first decision. */
  readonly firstPlayer: Player;
  readonly stats: Readonly<Record<string, number | string>>;
}

/**
 * One step of a game as `playGame` played it, for an observer that measures
 * the game as it goes (the lab's measures): the state the move was made in,
 * who made it, the move, the state it led to, and, for a player's decision,
 * the moves that were legal there.
 */
export interface PlayStep {
  readonly before: unknown;
  readonly actor: Actor;
  readonly move: unknown;
  readonly after: unknown;
  readonly legal?: readonly unknown[];
}

/**
 * Plays one game between bots, each seeing only its own view. Chance is drawn
 * from the game's seed; each seat's bot has its own generator, so the same
 * seed and bots always give the same game.
 */
export function playGame(
  module: AnyGameModule,
  config: GameConfig,
  seats: readonly AnyBot[],
  seed: Seed,
  maxDecisions = 1_000_000,
  observe?: (step: PlayStep) => void,
): GameOutcome {
  const { game } = module;
  const setup = game.checkSetup(config.players, config.options);
  if (!setup.ok) throw new Error(setup.error.message);
  const rng = Rng.fromSeed(seed);
  const botRngs = seats.map((_, i) => Rng.fromSeed(`${String(seed)}/seat/${i}`));
  const collector = module.stats?.();
  let state = game.setup(setup.value, rng);
  let decisions = 0;
  let firstPlayer: Player | undefined;
  // The game as each seat saw it, for the bots that carry a search tree over.
  const histories = seats.map((seat): SeenMove[] | null => (seat.wantsHistory ? [] : null));
  for (;;) {
    const actors = game.actors(state);
    if (actors.kind === 'over') break;
    let actor: Actor;
    let move: unknown;
    let legal: readonly unknown[] | undefined;
    if (actors.kind === 'chance') {
      actor = CHANCE;
      move = game.sampleChance(state, rng);
    } else {
      const player = actors.players[0];
      legal = game.legalMoves(state, player);
      move = itemAt(seats, player).choose({
        view: game.view(state, player),
        player,
        legal,
        rng: itemAt(botRngs, player),
        ...(histories[player] ? { history: histories[player] } : {}),
      });
      actor = player;
      firstPlayer ??= player;
      if (++decisions > maxDecisions) throw new Error(`${game.id}: no end after ${maxDecisions} decisions`);
    }
    const next = game.apply(state, actor, move);
    if (!next.ok)
      throw new Error(
        `${game.id}: ${actor === CHANCE ? 'chance' : seats[actor]?.name} made an illegal move: ${next.error.message}`,
      );
    collector?.onMove(state, actor, move, next.value);
    observe?.({ before: state, actor, move, after: next.value, ...(legal ? { legal } : {}) });
    for (let p = 0; p < histories.length; p++)
      histories[p]?.push({ player: actor, move: game.redactMove(state, actor, move, p) });
    state = next.value;
  }
  const result = game.result(state);
  if (!result) throw new Error(`${game.id}: game over without a result`);
  return { result, decisions, firstPlayer: firstPlayer ?? 0, stats: collector?.finish(state) ?? {} };
}
