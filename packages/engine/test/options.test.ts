/**
 * Option specs: values checked and defaulted, a record's missing option
 * replayed with its legacy default, and internal options kept out of what
 * players are offered.
 */
import { describe, expect, it } from 'vitest';
import { defaultOptions, type OptionSpec, offeredOptions, parseOptionValues } from '../src/options.ts';

const SPECS: readonly OptionSpec[] = [
  { kind: 'bool', name: 'fast', description: 'play fast', default: false },
  { kind: 'enum', name: 'deck', description: 'which deck', choices: ['small', 'big'], default: 'big' },
  {
    kind: 'int',
    name: 'model',
    description: 'the rules engine model',
    min: 1,
    max: 3,
    default: 3,
    legacyDefault: 1,
    internal: true,
  },
];

describe('option specs', () => {
  it('a new game takes the defaults; a record without an option takes its legacy default', () => {
    expect(defaultOptions(SPECS)).toEqual({ fast: false, deck: 'big', model: 3 });
    expect(parseOptionValues(SPECS, { fast: true })).toEqual({
      ok: true,
      value: { fast: true, deck: 'big', model: 3 },
    });
    expect(parseOptionValues(SPECS, { fast: true }, 'record')).toEqual({
      ok: true,
      value: { fast: true, deck: 'big', model: 1 },
    });
    // An option the record names is played as named, whatever its legacy default.
    expect(parseOptionValues(SPECS, { model: 2 }, 'record')).toEqual({
      ok: true,
      value: { fast: false, deck: 'big', model: 2 },
    });
    expect(parseOptionValues(SPECS, null, 'record')).toEqual({
      ok: true,
      value: { fast: false, deck: 'big', model: 1 },
    });
  });

  it('an internal option is not offered to players, but is still set and checked like any other', () => {
    expect(offeredOptions(SPECS).map((s) => s.name)).toEqual(['fast', 'deck']);
    expect(parseOptionValues(SPECS, { model: 1 })).toEqual({
      ok: true,
      value: { fast: false, deck: 'big', model: 1 },
    });
    const bad = parseOptionValues(SPECS, { model: 9 });
    expect(bad.ok ? null : bad.error.code).toBe('options/invalid');
  });
});
