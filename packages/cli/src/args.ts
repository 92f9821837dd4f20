import { parseArgs } from 'node:util';
import {
  err,
  type GameError,
  gameError,
  type OptionValue,
  ok,
  type Result,
  type Seed,
} from '@gameshelf/engine';
import { errorMessage } from './io.ts';

interface Flag {
  readonly type: 'string' | 'boolean';
  readonly multiple?: boolean;
  readonly short?: string;
}

/**
 * Strict flag parsing: an unknown flag or a missing value is a coded error,
 * never a guess. The values are typed from the flags, as `parseArgs` types
 * them: `--seed` declared a string is a `string | undefined`, `--option`
 * declared multiple a `string[] | undefined`.
 */
export function parseFlags<const F extends Readonly<Record<string, Flag>>>(
  argv: readonly string[],
  flags: F,
) {
  try {
    const { positionals, values } = parseArgs({
      args: argv,
      options: flags,
      allowPositionals: true,
      strict: true,
    });
    return ok({ positionals, values });
  } catch (e) {
    return err(gameError('input/invalid', errorMessage(e).replace(/\. To specify.*$/s, '')));
  }
}

/** `--option k=v` pairs into an options object (values are checked later by the game's option specs). */
export function parseOptionFlags(
  pairs: readonly string[] | undefined,
): Result<Record<string, OptionValue>, GameError> {
  const out: Record<string, OptionValue> = {};
  for (const pair of pairs ?? []) {
    const eq = pair.indexOf('=');
    if (eq <= 0)
      return err(gameError('input/invalid', `--option expects name=value, got ${JSON.stringify(pair)}`));
    out[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
  return ok(out);
}

/** A seed from the command line: digits are a number, anything else a text seed. */
export function parseSeed(text: string | undefined, fallback: Seed): Result<Seed, GameError> {
  if (text === undefined) return ok(fallback);
  if (/^\d{1,15}$/.test(text)) return ok(Number(text));
  if (text.length === 0 || text.length > 200)
    return err(gameError('input/invalid', 'a seed is 1-200 characters'));
  return ok(text);
}

/** The one positional argument, or undefined when there are none or several. */
export function onlyPositional(positionals: readonly string[]): string | undefined {
  return positionals.length === 1 ? positionals[0] : undefined;
}

/** A whole number from `min` to `max` given for the flag `name`. */
export function parseCount(text: string, name: string, min: number, max: number): Result<number, GameError> {
  if (!/^\d+$/.test(text))
    return err(gameError('input/invalid', `${name} must be a whole number, got ${JSON.stringify(text)}`));
  const n = Number(text);
  if (n < min || n > max)
    return err(gameError('input/invalid', `${name} must be ${min} to ${max}, got ${n}`));
  return ok(n);
}

/** As `parseCount`, for a flag that may be left out. */
export function optionalCount(
  text: string | undefined,
  name: string,
  min: number,
  max: number,
): Result<number | undefined, GameError> {
  return text === undefined ? ok(undefined) : parseCount(text, name, min, max);
}

export function stringList(text: string | undefined): string[] | undefined {
  return text === undefined
    ? undefined
    : text
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s.length > 0);
}
