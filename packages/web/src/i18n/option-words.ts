/**
 * A game's options in the game's own words, for every page that shows them
 * (the new-game form, the lab, the lobby): `<game>:options.<name>.label`,
 * its `help`, and for a list the words of each choice. The option spec's
 * `description` is for the command line (English, citing rulings such as
 * SD-1) and never reaches a player: an option with no words shows its name
 * as a label and no help.
 */
import type { Translate } from './translate.ts';

/** An option's name as a label: `blockLimit` reads "Block limit". */
export function optionLabel(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface OptionWords {
  readonly label: string;
  /** What the option does; null when the game's words say nothing. */
  readonly help: string | null;
  /** A choice of a list option in words (`no-d4` reads "No D4 (D8 instead)"). */
  readonly choice: (value: string) => string;
}

/** `game`: the game's id, its namespace of words; `t` may be for any namespace. */
export function optionWords(game: string, name: string, t: Translate): OptionWords {
  const key = `${game}:options.${name}`;
  const help = t(`${key}.help`, { defaultValue: '' });
  return {
    label: t(`${key}.label`, { defaultValue: optionLabel(name) }),
    help: help === '' ? null : help,
    choice: (value) => t(`${key}.choices.${value}`, { defaultValue: value }),
  };
}
