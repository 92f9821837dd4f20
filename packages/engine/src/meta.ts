/**
 * What a catalog says about a game without loading it: its name, who made it,
 * how many play and for how long, and where its words for people are. Each
 * game declares it in its own `src/meta.ts` (the package's `./meta` entry),
 * which imports no rules, so a home page can list every game and load a
 * game's rules only on its own pages.
 *
 * A game's words are data, one file per language, in its own folder
 * (`src/locales/<language>.json`, its module's `locales`: the words for its
 * options, its board, its narration and the like). The few a home page shows
 * (a line about the game and how to play) are a small file of their own
 * (`src/locales/meta/<language>.json`), so that a catalog can carry them for
 * every game without the rest. The rules' own messages and the option specs'
 * `description` (for the command line, with rule codes) stay with the rules.
 */
import type { Language, LocaleResource } from './translate.ts';

export interface GameMeta {
  /** The game's id, as its `GameDefinition` has it. */
  readonly id: string;
  /** The game's name, as its `GameDefinition` has it: a name, the same in every language. */
  readonly name: string;
  readonly designer: string;
  /** The player counts its `GameDefinition` allows. */
  readonly players: { readonly min: number; readonly max: number };
  /** How long a game takes, in minutes: `15–25`. */
  readonly minutes: string;
  /**
   * The words a catalog shows, in every language (`src/locales/meta/<language>.json`):
   * `tagline`, one line under the name; `howTo`, a few short steps (`1`, `2`, …);
   * `art`, what its picture shows.
   */
  readonly catalogWords: Readonly<Record<Language, LocaleResource>>;
}
