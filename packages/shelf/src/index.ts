/**
 * The shelf: every game Gameshelf ships, by id, loaded. The CLI, the bots,
 * the server and the lab find games here and reach them only through the
 * engine contract. The list itself is `./catalog.ts` (one line a game); a
 * browser imports that light entry instead and loads a game when it needs it.
 */
import { type AnyGameModule, err, type GameError, gameError, ok, type Result } from '@gameshelf/engine';
import { CATALOG } from './catalog.ts';

/** Every game's module, in the catalog's order (loaded once, when the shelf is first imported). */
export const SHELF: readonly AnyGameModule[] = await Promise.all(CATALOG.map((entry) => entry.load()));

export function gameIds(): string[] {
  return SHELF.map((m) => m.game.id);
}

export function findGame(id: string): Result<AnyGameModule, GameError> {
  const found = SHELF.find((m) => m.game.id === id);
  if (found) return ok(found);
  return err(
    gameError('game/unknown', `no game ${JSON.stringify(id)} on the shelf (games: ${gameIds().join(', ')})`),
  );
}
