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
  const { t, i18n } = useTranslation(namespaces);
  const translate = useMemo<Translate>(() => (key, values) => t(key, { ...values }), [t]);
  return { t: translate, language: i18n.resolvedLanguage ?? i18n.language };
}
