/**
 * The one list of the games Gameshelf ships: each game's light facts
 * (`@gameshelf/<id>/meta`, no rules) and how to load its module. Adding a
 * game is one line here.
 *
 * This file imports no rules: a browser's home page imports it to list the
 * games, and each game's rules load (as their own chunk) only when `load` is
 * called. The eager `SHELF` of `./index.ts`, for Node, is this list loaded.
 */

import { digitMeta } from '@gameshelf/digit/meta';
import { digitDashMeta } from '@gameshelf/digit-dash/meta';
import { dominoHavocMeta } from '@gameshelf/domino-havoc/meta';
import { dominoRunMeta } from '@gameshelf/domino-run/meta';
import type { AnyGameModule, GameMeta, Move, TutorialModule } from '@gameshelf/engine';
import type { RulesText } from '@gameshelf/engine/rules-text';
import { smashdodesMeta } from '@gameshelf/smashdodes/meta';

export interface CatalogEntry {
  readonly meta: GameMeta;
  /** The game's module: its rules, bots and text UI (a separate chunk in a browser). */
  readonly load: () => Promise<AnyGameModule>;
  /** The game's rules for people to read (`@gameshelf/<id>/rules`: words only, no rules engine). */
  readonly loadRules: () => Promise<RulesText>;
  /** The game's tutorial script and its words (`@gameshelf/<id>/learn`, its own chunk too). */
  readonly learn: () => Promise<TutorialModule<Move>>;
}

export const CATALOG: readonly CatalogEntry[] = [
  {
    meta: digitDashMeta,
    load: () => import('@gameshelf/digit-dash').then((m) => m.digitDashModule),
    loadRules: () => import('@gameshelf/digit-dash/rules').then((m) => m.digitDashRules),
    learn: () => import('@gameshelf/digit-dash/learn').then((m) => m.digitDashLearn),
  },
  {
    meta: digitMeta,
    load: () => import('@gameshelf/digit').then((m) => m.digitModule),
    loadRules: () => import('@gameshelf/digit/rules').then((m) => m.digitRules),
    learn: () => import('@gameshelf/digit/learn').then((m) => m.digitLearn),
  },
  {
    meta: dominoRunMeta,
    load: () => import('@gameshelf/domino-run').then((m) => m.dominoRunModule),
    loadRules: () => import('@gameshelf/domino-run/rules').then((m) => m.dominoRunRules),
    learn: () => import('@gameshelf/domino-run/learn').then((m) => m.dominoRunLearn),
  },
  {
    meta: dominoHavocMeta,
    load: () => import('@gameshelf/domino-havoc').then((m) => m.dominoHavocModule),
    loadRules: () => import('@gameshelf/domino-havoc/rules').then((m) => m.dominoHavocRules),
    learn: () => import('@gameshelf/domino-havoc/learn').then((m) => m.havocLearn),
  },
  {
    meta: smashdodesMeta,
    load: () => import('@gameshelf/smashdodes').then((m) => m.smashdodesModule),
    loadRules: () => import('@gameshelf/smashdodes/rules').then((m) => m.smashdodesRules),
    learn: () => import('@gameshelf/smashdodes/learn').then((m) => m.smashdodesLearn),
  },
];

/** The light facts of a game on the shelf, or undefined for an id that is not on it. */
export function findMeta(id: string): GameMeta | undefined {
  return CATALOG.find((entry) => entry.meta.id === id)?.meta;
}

/** The game's rules text, or null for an id that is not on the shelf. */
export function loadRules(id: string): Promise<RulesText> | null {
  const entry = CATALOG.find((e) => e.meta.id === id);
  return entry ? entry.loadRules() : null;
}

/** The game's tutorial, or null for an id that is not on the shelf. */
export function loadTutorial(id: string): Promise<TutorialModule<Move>> | null {
  const entry = CATALOG.find((e) => e.meta.id === id);
  return entry ? entry.learn() : null;
}

/** The game's module, or null for an id that is not on the shelf. */
export function loadModule(id: string): Promise<AnyGameModule> | null {
  const entry = CATALOG.find((e) => e.meta.id === id);
  return entry ? entry.load() : null;
}
