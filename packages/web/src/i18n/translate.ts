/**
 * What code that makes sentences is given: a translate function, `t`, the
 * same shape whoever made it (react-i18next's `useTranslation`, or i18next
 * itself outside React), so word-making functions stay plain functions of
 * their inputs and a test can hand them any language.
 */
export type Translate = (key: string, values?: Readonly<Record<string, unknown>>) => string;

/** The locale for dates and lists in each language (British English, as the site is written in). */
const LOCALES: Readonly<Record<string, string>> = { en: 'en-GB', it: 'it-IT' };

/** The locale for a language code as i18next or the browser gives it (`it`, `it-IT`, `en-US@posix`). */
export function localeOf(language: string): string {
  return LOCALES[language.split(/[-_@]/)[0] ?? ''] ?? 'en-GB';
}

/** A list in words, as the language writes one: `a, b and c`, `a, b e c`. */
export function listWords(items: readonly string[], language: string): string {
  return new Intl.ListFormat(localeOf(language), { style: 'long', type: 'conjunction' }).format(items);
}
