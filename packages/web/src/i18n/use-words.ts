/**
 * A component's words: react-i18next's `t` for the namespaces given (the
 * first is the default), as the plain `Translate` that word-making functions
 * take, and the language shown (for lists and dates). A new `t` when the
 * language changes, so what depends on it is made again.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Translate } from './translate.ts';

export function useWords(namespaces?: string | readonly string[]): { t: Translate; language: string } {
  const { t, language } = useWordsLoading(namespaces, true);
  return { t, language };
}

/**
 * Words from namespaces that may still be loading (a game's, on a page that
 * lists many games): `ready` says they have come. Where `useWords` would
 * hold the whole page until then, this shows it at once (`suspend` false).
 */
export function useWordsLoading(
  namespaces: string | readonly string[] | undefined,
  suspend = false,
): { t: Translate; language: string; ready: boolean } {
  const { t, i18n, ready } = useTranslation(namespaces, suspend ? {} : { useSuspense: false });
  const translate = useMemo<Translate>(() => (key, values) => t(key, { ...values }), [t]);
  return { t: translate, language: i18n.resolvedLanguage ?? i18n.language, ready };
}
