/**
 * The words of a game at the terminal, in the reader's language: English by
 * default, Italian with `--lang it` or when the locale (`LC_ALL`, else
 * `LANG`) is Italian. i18next reads the game's own locales (namespaced by
 * the game's id) and the words every table shares (`gameshelf:seat`).
 */
import {
  type AnyGameModule,
  err,
  type GameError,
  gameError,
  isLanguage,
  LANGUAGES,
  type Language,
  ok,
  type Result,
  SHELF_LOCALES,
  SHELF_NAMESPACE,
  type Translate,
} from '@gameshelf/engine';
import { createInstance, type i18n } from 'i18next';

/** What the environment says, for the language: only the locale variables are read. */
export type LocaleEnv = Readonly<Partial<Record<'LC_ALL' | 'LANG', string>>>;

/** `--lang` if given, else the locale's language. */
export function chooseLanguage(flag: string | undefined, env: LocaleEnv): Result<Language, GameError> {
  if (flag === undefined) return ok(localeLanguage(env));
  return isLanguage(flag)
    ? ok(flag)
    : err(
        gameError('input/invalid', `--lang is one of ${LANGUAGES.join(', ')}, got ${JSON.stringify(flag)}`),
      );
}

/** The locale's language (`LC_ALL` overrides `LANG`): Italian for `it_IT.UTF-8` and the like, else English. */
export function localeLanguage(env: LocaleEnv): Language {
  const locale = env.LC_ALL || env.LANG || '';
  return locale.toLowerCase().startsWith('it') ? 'it' : 'en';
}

/** A game's words in one language, and the names of the seats as its table calls them. */
export interface GameWords {
  readonly language: Language;
  readonly t: Translate;
  /** `Player 1`, `Player 2`, … */
  readonly seats: (players: number) => string[];
  /** The words every table shares (the engine's `gameshelf` namespace: `end.over`, …). */
  readonly shelf: Translate;
}

export function gameWords(module: AnyGameModule, language: Language): GameWords {
  const id = module.game.id;
  const words: i18n = createInstance();
  words.init({
    lng: language,
    fallbackLng: 'en',
    ns: [id, SHELF_NAMESPACE],
    defaultNS: id,
    resources: Object.fromEntries(
      LANGUAGES.map((l) => [l, { [id]: module.locales[l], [SHELF_NAMESPACE]: SHELF_LOCALES[l] }]),
    ),
    // Sentences go to a terminal, not into HTML.
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const game = words.getFixedT(language, id);
  const shelf = words.getFixedT(language, SHELF_NAMESPACE);
  return {
    language,
    t: (key, values) => game(key, { ...values }),
    seats: (players) => Array.from({ length: players }, (_, p) => shelf('seat', { number: p + 1 })),
    shelf: (key, values) => shelf(key, { ...values }),
  };
}
