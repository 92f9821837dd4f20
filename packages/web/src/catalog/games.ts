/**
 * The games as the pages show them, without loading any rules: the shelf's
 * catalog (each game's own meta: name, players, how to play, option words)
 * and the picture from the game's folder here. Every word about a game comes
 * from its meta, so there is one place to translate it.
 */
import type { GameMeta } from '@gameshelf/engine';
import { CATALOG, findMeta } from '@gameshelf/shelf/catalog';
import type { ComponentType } from 'react';
import { webMeta } from '../games/web-meta.ts';

/** Every game on the shelf, in the shelf's order. */
export const GAMES: readonly GameMeta[] = CATALOG.map((entry) => entry.meta);

export { findMeta };

/** The game's name, or its id for a game not on the shelf (an old record). */
export function gameName(id: string): string {
  return findMeta(id)?.name ?? id;
}

/** The game's picture, or null for a game whose web folder has none. */
export function gameArt(id: string): ComponentType | null {
  return webMeta(id)?.Art ?? null;
}

export function playerCount(meta: Pick<GameMeta, 'players'>): string {
  const { min, max } = meta.players;
  if (min === max) return min === 1 ? 'Solo' : `${min} players`;
  return `${min === 1 ? 'Solo or ' : `${min}–`}${min === 1 ? `up to ${max}` : max} players`;
}
