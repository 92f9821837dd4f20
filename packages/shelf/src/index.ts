/**
 * The shelf: every game Gameshelf ships, by id. The CLI, the bots, the
 * server and the web app find games here and reach them only through the
 * engine contract.
 */
import { digitModule } from '@gameshelf/digit';
import { digitDashModule } from '@gameshelf/digit-dash';
import { dominoHavocModule } from '@gameshelf/domino-havoc';
import { dominoRunModule } from '@gameshelf/domino-run';
import type { AnyGameModule, GameError, Result } from '@gameshelf/engine';
import { smashdodesModule } from '@gameshelf/smashdodes';
import { type Shelf, shelfOf } from './shelf.ts';

export { type Shelf, shelfOf } from './shelf.ts';

export const SHELF: readonly AnyGameModule[] = [
  digitDashModule,
  digitModule,
  dominoRunModule,
  dominoHavocModule,
  smashdodesModule,
];

/** The shipped games as a `Shelf`, for what takes any shelf (the engine protocol). */
export const GAMESHELF: Shelf = shelfOf(SHELF);

export function gameIds(): string[] {
  return GAMESHELF.gameIds();
}

export function findGame(id: string): Result<AnyGameModule, GameError> {
  return GAMESHELF.findGame(id);
}
