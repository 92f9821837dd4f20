/**
 * The app's words, through one i18next instance: English and Italian. The
 * language follows the browser until a person picks one in the header (kept
 * in local storage), and `<html lang>` follows it.
 *
 * Namespaces: `web` (the default), the app's own words (`src/locales/`);
 * `meta`, each game's few words for the home page, by game id, bundled with
 * the catalog; `gameshelf`, the words every game's table shares (the
 * engine's); and one per game, named by its id (`digit-dash:board.draw`),
 * the game's own words (its module's `locales`), loaded with the game the
 * first time a page of it asks for them (`loadGameWords`), and again for a
 * new language when the language changes. The log's narration reads the
 * games' words through this instance too (`connectGameWords`).
 */
import {
  isLanguage,
  LANGUAGES,
  type Language,
  type LocaleResource,
  SHELF_LOCALES,
  SHELF_NAMESPACE,
} from '@gameshelf/engine/translate';
import { CATALOG, loadModule } from '@gameshelf/shelf/catalog';
import i18next, { type BackendModule } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import it from '../locales/it.json';
import { connectGameWords } from './game-words.ts';
import type { Translate } from './translate.ts';

/** Where a person's choice of language is kept. */
export const LANGUAGE_KEY = 'gameshelf.language';

export const WEB_WORDS: Readonly<Record<Language, LocaleResource>> = { en, it };

/** Every game's catalog words in one language: the `meta` namespace. */
function catalogWords(language: Language): LocaleResource {
  return Object.fromEntries(CATALOG.map((entry) => [entry.meta.id, entry.meta.catalogWords[language]]));
}

/** A game's namespace comes from its own folder, with its module (`GameModule.locales`). */
const gameWords: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, done) {
    const module = loadModule(namespace);
    if (!module || !isLanguage(language)) return done(null, {});
    module.then(
      (m) => done(null, m.locales[language]),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export const i18n = i18next.createInstance();

i18n.on('languageChanged', () => {
  if (typeof document !== 'undefined') document.documentElement.lang = currentLanguage();
});

void i18n
  .use(gameWords)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: Object.fromEntries(
      LANGUAGES.map((l) => [
        l,
        { web: WEB_WORDS[l], meta: catalogWords(l), [SHELF_NAMESPACE]: SHELF_LOCALES[l] },
      ]),
    ),
    partialBundledLanguages: true,
    ns: ['web', 'meta', SHELF_NAMESPACE],
    defaultNS: 'web',
    supportedLngs: LANGUAGES,
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: 'en',
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    // Stored only when a person picks a language (setLanguage), never guessed and kept.
    detection: { order: ['localStorage', 'navigator'], lookupLocalStorage: LANGUAGE_KEY, caches: [] },
  });

// The log's narration (game-words.ts) reads the games' words here, in the language shown.
connectGameWords(i18n);

/** The language the interface is in now. */
export function currentLanguage(): Language {
  const code = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(code) ? code : 'en';
}

/** A person picked a language: use it, and remember it. */
export async function setLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage full or blocked: the choice still holds for this visit.
  }
  await i18n.changeLanguage(language);
}

/** Loads a game's words (its namespace) for the current language, before its pages show. */
export async function loadGameWords(game: string): Promise<void> {
  await i18n.loadNamespaces(game);
}

/** Words outside React (a document title, a table's seat names), in the current language. */
export const translate: Translate = (key, values) => i18n.t(key, { ...values });
