/**
 * Words for a game's own tests, without a translation library (games do not
 * depend on one): a `Translate` over one language of the game's locales that
 * reads keys, `{{value}}` placeholders and `_one`/`_other` plurals the way
 * i18next does for these files. The command line and the web app use
 * i18next itself; their tests check that both tell a log the same.
 */
import { type Language, type LocaleResource, SHELF_LOCALES, type Translate } from '../translate.ts';

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
