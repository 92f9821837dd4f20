/**
 * Words a person reads, in their language. A game keeps its words as data in
 * its own folder (`src/locales/en.json`, `it.json`: i18next's JSON format,
 * nested keys, `{{name}}` for a value, `_one`/`_other` for plurals) and never
 * depends on a translation library: a function of a game that produces words
 * takes a `Translate` and returns strings. Whoever shows them (the command
 * line, the web app) makes the `Translate` with i18next from the game's
 * `locales`, namespaced by the game's id.
 */
import { isOneOf } from './checked.ts';
import en from './locales/en.json' with { type: 'json' };
import it from './locales/it.json' with { type: 'json' };

/** The languages Gameshelf is read in. */
export const LANGUAGES = ['en', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return isOneOf(LANGUAGES, value);
}

/** A word by its key (`log.draw`), with the values its `{{placeholders}}` and plural (`count`) take. */
export type Translate = (key: string, values?: Readonly<Record<string, unknown>>) => string;

/** One language's words: keys to strings, nested. */
export interface LocaleResource {
  readonly [key: string]: string | LocaleResource;
}

/** The same words in every language. */
export type Locales = Readonly<Record<Language, LocaleResource>>;

/**
 * The namespace of the words every game's table shares (a seat's name:
 * `Player 2`), so that no game writes them again: `gameshelf:seat`.
 */
export const SHELF_NAMESPACE = 'gameshelf';
export const SHELF_LOCALES: Locales = { en, it };

/** Every key of a resource, flattened with dots (`log.draw`), sorted. */
export function localeKeys(resource: LocaleResource, prefix = ''): string[] {
  return Object.entries(resource)
    .flatMap(([key, value]) =>
      typeof value === 'string' ? [`${prefix}${key}`] : localeKeys(value, `${prefix}${key}.`),
    )
    .sort();
}
