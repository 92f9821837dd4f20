/**
 * The shelf: every game Gameshelf ships, by id. The CLI, the bots, the
 * server and the web app find games here and reach them only through the
 * engine contract.
 */
import { digitModule } from '@gameshelf/digit';
import { digitDashModule } from '@gameshelf/digit-dash';
import { dominoHavocModule } from '@gameshelf/domino-havoc';
import { dominoRunModule } from '@gameshelf/domino-run';
import { type AnyGameModule, err, type GameError, gameError, ok, type Result } from '@gameshelf/engine';
import { smashdodesModule } from '@gameshelf/smashdodes';

export const SHELF: readonly AnyGameModule[] = [
  digitDashModule,
  digitModule,
  dominoRunModule,
  dominoHavocModule,
  smashdodesModule,
];

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
