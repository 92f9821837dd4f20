/**
 * Moves of other games, for the battery's fuzzing: a game must refuse, with
 * a code, a well-formed move of another game (a Havoc `draw` is not a Digit
 * Dash `draw`). Generic over any list of games, so the shelf and a test's own
 * list (the toy game next to the shelf's) get the same fuzzing.
 */
import type { AnyGame } from '../game.ts';
import { Match } from '../match.ts';

/** A few legal opening moves of every game in `games` except `exceptId`, in the list's order. */
export function foreignMoves(games: readonly AnyGame[], exceptId: string): unknown[] {
  const out: unknown[] = [];
  for (const game of games) {
    if (game.id === exceptId) continue;
    const created = Match.create(game, { seed: `foreign/${game.id}` });
    if (!created.ok) continue;
    for (const player of created.value.toAct()) out.push(...created.value.legalMoves(player).slice(0, 5));
  }
  return out;
}
