/**
 * The lab's own words (its figures' titles, captions and axes), as data in
 * `locales/en.json` and `it.json`, like a game's. The lab depends on no
 * translation library: `labWords` reads a key with its `{{values}}`, enough
 * for these few sentences; the HTML report reads them in English, the web
 * lab in the language shown.
 */
import type { Language, LocaleResource, Locales, Translate } from '@gameshelf/engine/translate';
import en from './locales/en.json' with { type: 'json' };
import it from './locales/it.json' with { type: 'json' };

export const LAB_LOCALES: Locales = { en, it };

function lookup(resource: LocaleResource, key: string): string | undefined {
  let node: string | LocaleResource | undefined = resource;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** The lab's words in one language; a key it lacks reads as itself, as i18next shows one. */
export function labWords(language: Language = 'en'): Translate {
  return (key, values) =>
    (lookup(LAB_LOCALES[language], key) ?? key).replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
      values && name in values ? String(values[name]) : whole,
    );
}
