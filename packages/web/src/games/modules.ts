/**
 * Where each game's rules module is loaded from, by game id. Every entry is
 * a dynamic import, so a game's rules (and its bots, and Rapier's WASM for
 * Smashdodes) are fetched only on that game's pages and in the local-match
 * worker, never by the home page.
 */
import type { AnyGameModule } from '@gameshelf/engine';

export const MODULES: Readonly<Record<string, () => Promise<AnyGameModule>>> = {
  'digit-dash': () => import('@gameshelf/digit-dash').then((m) => m.digitDashModule),
  'domino-havoc': () => import('@gameshelf/domino-havoc').then((m) => m.dominoHavocModule),
  digit: () => import('@gameshelf/digit').then((m) => m.digitModule),
  'domino-run': () => import('@gameshelf/domino-run').then((m) => m.dominoRunModule),
  smashdodes: () => import('@gameshelf/smashdodes').then((m) => m.smashdodesModule),
};

/** The game's module, or null for an id that is not (yet) on the web shelf. */
export function loadModule(id: string): Promise<AnyGameModule> | null {
  const load = Object.hasOwn(MODULES, id) ? MODULES[id] : undefined;
  return load ? load() : null;
}
