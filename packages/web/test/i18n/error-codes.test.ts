/**
 * Every code the server or the engine can answer with has words of its own
 * in both languages: a new code without them would reach a player as
 * "Something went wrong."
 */
import { WIRE_ERROR_CODES } from '@gameshelf/protocol';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../src/i18n/i18n.ts';
import { errorWords } from '../../src/match/errors.ts';

describe('coded errors in words', () => {
  it.each(['en', 'it'])('every wire error code has its own sentence in %s', (language) => {
    const t = i18n.getFixedT(language);
    const translate = (key: string, values?: Record<string, unknown>) => t(key, { ...values });
    const unknown = translate('errors.unknown');
    const without = WIRE_ERROR_CODES.filter(
      (code) => errorWords({ code, message: 'for developers' }, translate) === unknown,
    );
    expect(without).toEqual([]);
  });

  it('tells a code it does not know as something that went wrong', () => {
    const t = i18n.getFixedT('en');
    expect(errorWords({ code: 'nonesuch/code', message: '' }, (key) => t(key))).toBe('Something went wrong.');
  });
});
