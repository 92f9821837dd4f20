/** Where the service finds games: the shelf by default, any list in tests. */
import { type AnyGameModule, err, type GameError, gameError, ok, type Result } from '@gameshelf/engine';
import { findGame, SHELF } from '@gameshelf/shelf';

export interface GameCatalog {
  list(): readonly AnyGameModule[];
  find(id: string): Result<AnyGameModule, GameError>;
}

export const shelfCatalog: GameCatalog = { list: () => SHELF, find: findGame };

export function catalogOf(modules: readonly AnyGameModule[]): GameCatalog {
  return {
    list: () => modules,
    find: (id) => {
      const found = modules.find((m) => m.game.id === id);
      return found ? ok(found) : err(gameError('game/unknown', `no game ${JSON.stringify(id)} here`));
    },
  };
}
