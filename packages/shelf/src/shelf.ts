/**
 * A shelf: a list of game modules, found by id. The shelf this package
 * exports is the games Gameshelf ships; a test builds its own with one more
 * game (`shelfOf([...SHELF, toyModule])`) and hands it to whatever takes a
 * shelf (the engine protocol, the battery).
 */
import { type AnyGameModule, err, type GameError, gameError, ok, type Result } from '@gameshelf/engine';

export interface Shelf {
  /** The games, in the order menus and lists show them. */
  readonly games: readonly AnyGameModule[];
  gameIds(): string[];
  /** The game with this id, or `game/unknown` naming the games there are. */
  findGame(id: string): Result<AnyGameModule, GameError>;
}

/** A shelf of these games; two games with one id are a programming error and throw. */
export function shelfOf(games: readonly AnyGameModule[]): Shelf {
  const gameIds = () => games.map((m) => m.game.id);
  const duplicate = gameIds().find((id, i, ids) => ids.indexOf(id) !== i);
  if (duplicate !== undefined)
    throw new Error(`two games with the id ${JSON.stringify(duplicate)} on one shelf`);
  return {
    games,
    gameIds,
    findGame(id) {
      const found = games.find((m) => m.game.id === id);
      if (found) return ok(found);
      return err(
        gameError(
          'game/unknown',
          `no game ${JSON.stringify(id)} on the shelf (games: ${gameIds().join(', ')})`,
        ),
      );
    },
  };
}
