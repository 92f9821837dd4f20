import type { GameDefinition, GameSetup, Move, Player } from '../game.ts';
import type { Rng } from '../rng.ts';

/** Picks who acts among several possible actors, and what they do, uniformly at random. */
export function randomStep<S, M extends Move>(
  game: GameDefinition<S, M, unknown, unknown>,
  state: S,
  rng: Rng,
): { player: Player; move: M } | null {
  const actors = game.actors(state);
  if (actors.kind !== 'players') return null;
  const player = rng.pick(actors.players);
  const legal = game.legalMoves(state, player);
  if (legal.length === 0) throw new Error(`${game.id}: player ${player} must act but has no legal move`);
  return { player, move: rng.pick(legal) };
}

export type { GameSetup };
