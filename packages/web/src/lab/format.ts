/** The report's numbers as a person reads them, in the language shown: 45.2%, 12.4 [11.9–12.9]. */
import { localeOf, type Translate } from '../i18n/translate.ts';

export interface NumberWords {
  /** A share as a percentage. */
  readonly pct: (x: number) => string;
  /** A plain number, `digits` after the point at most. */
  readonly num: (x: number, digits?: number) => string;
  /** A value with its interval. */
  readonly interval: (value: string, low: string, high: string) => string;
  /** A difference, with its sign. */
  readonly signed: (x: number, format: (x: number) => string) => string;
}

export function numberWords(language: string, t: Translate): NumberWords {
  const locale = localeOf(language);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const plain = (digits: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: digits });
  return {
    pct: (x) => percent.format(x),
    num: (x, digits = 2) => plain(digits).format(x),
    interval: (value, low, high) => t('lab.numbers.interval', { value, low, high }),
    signed: (x, format) => (x > 0 ? `+${format(x)}` : format(x)),
  };
}
