import { describe, expect, it } from 'vitest';
import { parseCount, parseFlags, parseOptionFlags, parseSeed } from '../src/args.ts';

describe('command-line flags', () => {
  it('refuses unknown flags and missing values with input/invalid', () => {
    expect(parseFlags(['--nope'], { json: { type: 'boolean' } })).toMatchObject({
      ok: false,
      error: { code: 'input/invalid' },
    });
    expect(parseFlags(['--seed'], { seed: { type: 'string' } })).toMatchObject({
      ok: false,
      error: { code: 'input/invalid' },
    });
  });

  it('reads options as name=value pairs', () => {
    expect(parseOptionFlags(['version=plus', 'open=true'])).toEqual({
      ok: true,
      value: { version: 'plus', open: 'true' },
    });
    expect(parseOptionFlags(['version'])).toMatchObject({ ok: false, error: { code: 'input/invalid' } });
  });

  it('reads digit seeds as numbers and other seeds as text', () => {
    expect(parseSeed('42', 1)).toEqual({ ok: true, value: 42 });
    expect(parseSeed('tuesday', 1)).toEqual({ ok: true, value: 'tuesday' });
    expect(parseSeed(undefined, 7)).toEqual({ ok: true, value: 7 });
  });

  it('checks counts', () => {
    expect(parseCount('3', '--players', 1, 8)).toEqual({ ok: true, value: 3 });
    expect(parseCount('0', '--players', 1, 8)).toMatchObject({ ok: false, error: { code: 'input/invalid' } });
    expect(parseCount('two', '--players', 1, 8)).toMatchObject({
      ok: false,
      error: { code: 'input/invalid' },
    });
  });
});
