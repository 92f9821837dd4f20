/**
 * What a catalog says about a game without loading it: its name, who made it,
 * how many play and for how long, a line about it, how to play, and the words
 * for its options. Each game declares it in its own `src/meta.ts` (the
 * package's `./meta` entry), which imports no rules, so a home page can list
 * every game and load a game's rules only on its own pages.
 *
 * Every human text about a game lives here, in one place per game, so that it
 * can be translated; the rules' own messages and the option specs'
 * `description` (for the command line, with rule codes) stay with the rules.
 */

/** The words for one of the game's options (`OptionSpec`), for people choosing a variant. */
export interface OptionWords {
  /** A short label: `Block limit`. */
  readonly label: string;
  /** One plain sentence on what it changes, without rule codes. */
  readonly help: string;
  /** For a list option: the words for each choice, by choice. */
  readonly choices?: Readonly<Record<string, string>>;
}

export interface GameMeta {
  /** The game's id, as its `GameDefinition` has it. */
  readonly id: string;
  /** The game's name, as its `GameDefinition` has it. */
  readonly name: string;
  readonly designer: string;
  /** The player counts its `GameDefinition` allows. */
  readonly players: { readonly min: number; readonly max: number };
  /** How long a game takes, in minutes, as words: `15–25`. */
  readonly minutes: string;
  /** One line under the name. */
  readonly tagline: string;
  /** A few short steps: how a turn goes and how you win. */
  readonly howTo: readonly string[];
  /** The words for each of the game's options, by option name (every option has them). */
  readonly options: Readonly<Record<string, OptionWords>>;
}
