/**
 * A rules page's worked example played by the game's own rules: the match
 * its seed and player count set up, then its moves, each checked by the
 * engine. The first refused move is the answer, as a coded error.
 */

import type { GameError } from './errors.ts';
import type { GameDefinition, Move } from './game.ts';
import { Match } from './match.ts';
import { err, ok, type Result } from './result.ts';
import type { RulesExample } from './rules-text.ts';

export function playExample<S, M extends Move, V, O>(
  game: GameDefinition<S, M, V, O>,
  example: RulesExample,
): Result<Match<S, M, V, O>, GameError> {
  const created = Match.create(game, { seed: example.seed, players: example.players });
  if (!created.ok) return created;
  for (const { player, move } of example.moves) {
    const played = created.value.play(player, move);
    if (!played.ok) return err(played.error);
  }
  return ok(created.value);
}
