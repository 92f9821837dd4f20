/**
 * The games' own words in the web app: each game's locales (its narration,
 * under `log`) loaded into i18next with the game's id as namespace when the
 * game is shown, beside the words every table shares (`gameshelf:seat`).
 * The log is told with them (`match/describe.ts`), the same sentences as the
 * command line's for the same log.
 *
 * Until the app's own i18next instance (the interface's words, the language
 * switcher) is handed over with `connectGameWords`, the words live in a small
 * instance of their own, in English; `setGameLanguage` changes its language.
 * Components read the words through `useGameWords`, which follows the
 * language of whichever instance holds them.
 */
import type { AnyGameModule } from '@gameshelf/engine';
// The light entry: the app's instance (on the home page) connects to this module.
import {
  LANGUAGES,
  type Language,
  type Locales,
  SHELF_LOCALES,
  SHELF_NAMESPACE,
  type Translate,
} from '@gameshelf/engine/translate';
import { createInstance, type i18n } from 'i18next';
import { useMemo, useSyncExternalStore } from 'react';

/** A game's words in the language shown, and the names of the seats as its table calls them. */
export interface GameWords {
  /** The game's words (`log.draw`). */
  readonly t: Translate;
  /** The words every table shares (`seat`, `unreadable`). */
  readonly shelf: Translate;
  /** `Player 1`, `Player 2`, … */
  readonly seats: (players: number) => string[];
}

function ownInstance(): i18n {
  const words = createInstance();
  words.init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    ns: [SHELF_NAMESPACE],
    resources: {},
    // React escapes what it shows; the words go in as text.
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return words;
}

let instance = ownInstance();
/** Bumped whenever the words may read differently: another instance, another language. */
let version = 0;
const listeners = new Set<() => void>();
const changed = () => {
  version++;
  for (const listener of listeners) listener();
};
instance.on('languageChanged', changed);

/** Hands the games' words to the app's own i18next instance, whose language they follow from then on. */
export function connectGameWords(app: i18n): void {
  if (app === instance) return;
  instance.off('languageChanged', changed);
  instance = app;
  instance.on('languageChanged', changed);
  changed();
}

/** The language of the games' words (while no app instance is connected, or on it). */
export function setGameLanguage(language: Language): void {
  instance.changeLanguage(language);
}

/** Loads a game's locales (and the shared words) into the instance, once. */
function load(words: i18n, id: string, locales: AnyGameModule['locales']): void {
  for (const language of LANGUAGES) {
    if (!words.hasResourceBundle(language, SHELF_NAMESPACE))
      words.addResourceBundle(language, SHELF_NAMESPACE, SHELF_LOCALES[language]);
    if (!words.hasResourceBundle(language, id)) words.addResourceBundle(language, id, locales[language]);
  }
}

/** A game's words, in the language the instance shows now. */
export function gameWords(module: AnyGameModule): GameWords {
  const words = instance;
  const id = module.game.id;
  load(words, id, module.locales);
  const language = words.resolvedLanguage ?? words.language;
  const game = words.getFixedT(language, id);
  const shelf = words.getFixedT(language, SHELF_NAMESPACE);
  return {
    t: (key, values) => game(key, { ...values }),
    shelf: (key, values) => shelf(key, { ...values }),
    seats: (players) => Array.from({ length: players }, (_, p) => shelf('seat', { number: p + 1 })),
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/**
 * Words kept apart from a game's module under a namespace of their own (a
 * game's tutorial: `<id>-tutorial`), for a component, in the language shown.
 */
export function useNamespaceWords(namespace: string, locales: Locales): Translate {
  const now = useSyncExternalStore(subscribe, () => version);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `now` is what says the words changed
  return useMemo(() => {
    const words = instance;
    for (const language of LANGUAGES)
      if (!words.hasResourceBundle(language, namespace))
        words.addResourceBundle(language, namespace, locales[language]);
    const fixed = words.getFixedT(words.resolvedLanguage ?? words.language, namespace);
    return (key, values) => fixed(key, { ...values });
  }, [namespace, locales, now]);
}

/** A game's words for a component: told again when the language changes. */
export function useGameWords(module: AnyGameModule): GameWords {
  const now = useSyncExternalStore(subscribe, () => version);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `now` is what says the words changed
  return useMemo(() => gameWords(module), [module, now]);
}
