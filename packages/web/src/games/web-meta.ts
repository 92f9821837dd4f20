/**
 * Each game's picture and board, found in the game folders rather than
 * listed: every `src/games/<id>/meta.ts` is picked up when the app is built.
 * A game on the shelf without a folder here has no picture and is played on
 * the generic menu board (`kit/MenuBoard.tsx`).
 */
import type { WebGameMeta } from './board.ts';

const found = import.meta.glob<WebGameMeta>('./*/meta.ts', { eager: true, import: 'meta' });

/** The web metas by game id (the folder's name). */
export const WEB_METAS: ReadonlyMap<string, WebGameMeta> = new Map(
  Object.entries(found).map(([path, meta]) => [path.split('/')[1] ?? path, meta]),
);

/** The game's picture and board, or undefined for a game with no folder here. */
export function webMeta(id: string): WebGameMeta | undefined {
  return WEB_METAS.get(id);
}
