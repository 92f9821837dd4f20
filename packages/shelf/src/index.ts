/**
 * The shelf: every game Gameshelf ships, by id, loaded. The CLI, the bots,
 * the server and the lab find games here and reach them only through the
 * engine contract. The list itself is `./catalog.ts` (one line a game); a
 * browser imports that light entry instead and loads a game when it needs it.
 */
import type { AnyGameModule, GameError, Result } from '@gameshelf/engine';
import { CATALOG } from './catalog.ts';
import { type Shelf, shelfOf } from './shelf.ts';

export { type Shelf, shelfOf } from './shelf.ts';

/** Every game's module, in the catalog's order (loaded once, when the shelf is first imported). */
export const SHELF: readonly AnyGameModule[] = await Promise.all(CATALOG.map((entry) => entry.load()));

/** The shipped games as a `Shelf`, for what takes any shelf (the engine protocol). */
export const GAMESHELF: Shelf = shelfOf(SHELF);

export function gameIds(): string[] {
  return GAMESHELF.gameIds();
}

export function findGame(id: string): Result<AnyGameModule, GameError> {
  return GAMESHELF.findGame(id);
}
