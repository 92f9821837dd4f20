/**
 * The games as the pages show them, without loading any rules: the shelf's
 * catalog (each game's own meta: name, players, where its words are) and
 * the picture from the game's folder here. Every word about a game comes
 * from its own folder, so there is one place to translate it.
 */
import type { GameMeta } from '@gameshelf/engine';
import { isLanguage } from '@gameshelf/engine/translate';
import { CATALOG, findMeta } from '@gameshelf/shelf/catalog';
import type { ComponentType } from 'react';
import { webMeta } from '../games/web-meta.ts';
import type { Translate } from '../i18n/translate.ts';

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

/** `2–4 players`, `Solo`, `Solo or up to 4 players`. */
export function playerCount(meta: Pick<GameMeta, 'players'>, t: Translate): string {
  const { min, max } = meta.players;
  if (min === max) return min === 1 ? t('players.solo') : t('players.exactly', { count: min });
  return min === 1 ? t('players.soloUpTo', { count: max }) : t('players.range', { min, max });
}

/** How to play a game, a few short steps (`howTo.1`, `howTo.2`, …), in the language shown. */
export function howToSteps(meta: Pick<GameMeta, 'catalogWords'>, language: string): string[] {
  const steps = meta.catalogWords[isLanguage(language) ? language : 'en'].howTo;
  return typeof steps === 'object' ? Object.values(steps).filter((step) => typeof step === 'string') : [];
}
