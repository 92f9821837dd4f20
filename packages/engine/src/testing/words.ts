/**
 * Words for a game's own tests, without a translation library (games do not
 * depend on one): a `Translate` over one language of the game's locales that
 * reads keys, `{{value}}` placeholders and `_one`/`_other` plurals the way
 * i18next does for these files. The command line and the web app use
 * i18next itself; their tests check that both tell a log the same.
 */
import {
  LANGUAGES,
  type Language,
  type LocaleResource,
  type Locales,
  localeKeys,
  SHELF_LOCALES,
  type Translate,
} from '../translate.ts';

function lookup(resource: LocaleResource, key: string): string | undefined {
  let at: string | LocaleResource | undefined = resource;
  for (const part of key.split('.')) at = typeof at === 'object' ? at[part] : undefined;
  return typeof at === 'string' ? at : undefined;
}

/** `t` for one language of a game's words (unknown keys come back as themselves, as in i18next). */
export function wordsOf(resource: LocaleResource, language: Language = 'en'): Translate {
  const plurals = new Intl.PluralRules(language);
  return (key, values = {}) => {
    const count = values.count;
    const plural =
      typeof count === 'number' ? lookup(resource, `${key}_${plurals.select(count)}`) : undefined;
    const text = plural ?? lookup(resource, key) ?? key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };
}

/** The seats as a table names them: `Player 1`, `Player 2`, … */
export function seatNames(players: number, language: Language = 'en'): string[] {
  const t = wordsOf(SHELF_LOCALES[language], language);
  return Array.from({ length: players }, (_, p) => t('seat', { number: p + 1 }));
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/**
 * What is wrong with the same words in every language, in sentences (none:
 * nothing is): a key one language has and English lacks or the other way
 * round, an empty word, a `{{value}}` of English that another language
 * drops or one it adds.
 */
export function wordsProblems(locales: Locales): string[] {
  const english = localeKeys(locales.en);
  const problems = english.length === 0 ? ['no words in English'] : [];
  for (const language of LANGUAGES) {
    const keys = localeKeys(locales[language]);
    for (const key of english) if (!keys.includes(key)) problems.push(`${language} lacks ${key}`);
    for (const key of keys) {
      if (!english.includes(key)) problems.push(`${language} has ${key}, English does not`);
      const word = lookup(locales[language], key) ?? '';
      if (word.trim() === '') problems.push(`${language} ${key} is empty`);
      const want = placeholders(lookup(locales.en, key) ?? '').join(', ');
      const got = placeholders(word).join(', ');
      if (got !== want) problems.push(`${language} ${key} takes {{${got}}}, English {{${want}}}`);
    }
  }
  return problems;
}
