/**
 * Each game's picture and board, found in the game folders rather than
 * listed: every `src/games/<id>/meta.ts` is picked up when the app is built.
 * A game on the shelf without a folder here has no picture and is played on
 * the generic menu board (`kit/MenuBoard.tsx`). Likewise every
 * `src/games/<id>/Pieces.tsx`, the game's components drawn for its rules
 * page, loaded only when a rules page draws them.
 */
import type { ComponentType } from 'react';
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

/**
 * What `src/games/<id>/Pieces.tsx` exports by default: one of the game's
 * components, given as a rules text's `piece` data, drawn read-only with the
 * board's own pictures; nothing for data it does not know.
 */
export type PiecePicture = ComponentType<{ readonly piece: unknown }>;

const pieces = import.meta.glob<PiecePicture>('./*/Pieces.tsx', { import: 'default' });

/** The game's pieces picture, loading; undefined for a game that draws none. */
export function loadPieces(id: string): Promise<PiecePicture> | undefined {
  return pieces[`./${id}/Pieces.tsx`]?.();
}
