import { type GameError, gameError } from './errors.ts';
import { err, ok, type Result } from './result.ts';

/**
 * A game's variants, declared as data so that the CLI, the server and the web
 * app can list them, offer them and validate them without knowing the game.
 *
 * `legacyDefault` is for an option added to a game after records of it were
 * made: a record lists every option, so one that lacks this option was made
 * before it existed, and it replays with `legacyDefault` (the way the game was
 * played then) rather than with `default`.
 *
 * `internal` marks an option that is not a variant for players (a switch kept
 * so that older records replay, say Smashdodes' physics model): menus, new-game
 * pages and game listings leave it out (`offeredOptions`), so a new game takes
 * its default; it is still valid in a record, in the engine protocol and with
 * the command line's `--option`, for tests and designers. It needs no words
 * for people.
 */
export type OptionSpec = OptionCommon &
  (
    | {
        readonly kind: 'enum';
        readonly choices: readonly string[];
        readonly default: string;
        readonly legacyDefault?: string;
      }
    | {
        readonly kind: 'int';
        readonly min: number;
        readonly max: number;
        readonly default: number;
        readonly legacyDefault?: number;
      }
    | {
        readonly kind: 'bool';
        readonly default: boolean;
        readonly legacyDefault?: boolean;
      }
  );

interface OptionCommon {
  readonly name: string;
  /** What it does, for the command line (rule codes welcome); people read the game's locale words. */
  readonly description: string;
  readonly internal?: boolean;
}

/** The options a game offers players to choose: all but the internal ones (see `OptionSpec`). */
export function offeredOptions(specs: readonly OptionSpec[]): OptionSpec[] {
  return specs.filter((spec) => spec.internal !== true);
}

export type OptionValue = string | number | boolean;

/** Whether option values come from a new game's settings or from a game record (see `legacyDefault`). */
export type OptionSource = 'settings' | 'record';

/** The defaults of a list of option specs. */
export function defaultOptions(
  specs: readonly OptionSpec[],
  source: OptionSource = 'settings',
): Record<string, OptionValue> {
  const out: Record<string, OptionValue> = {};
  for (const spec of specs)
    out[spec.name] = source === 'record' ? (spec.legacyDefault ?? spec.default) : spec.default;
  return out;
}

function parseOne(spec: OptionSpec, raw: unknown): Result<OptionValue, GameError> {
  const bad = (why: string) => err(gameError('options/invalid', `option ${spec.name}: ${why}`));
  switch (spec.kind) {
    case 'enum': {
      if (typeof raw !== 'string' || !spec.choices.includes(raw)) {
        return bad(`expected one of ${spec.choices.join(', ')}, got ${JSON.stringify(raw)}`);
      }
      return ok(raw);
    }
    case 'int': {
      const n = typeof raw === 'string' && /^-?\d+$/.test(raw.trim()) ? Number(raw) : raw;
      if (typeof n !== 'number' || !Number.isInteger(n))
        return bad(`expected an integer, got ${JSON.stringify(raw)}`);
      if (n < spec.min || n > spec.max) return bad(`expected ${spec.min} to ${spec.max}, got ${n}`);
      return ok(n);
    }
    case 'bool': {
      if (raw === true || raw === 'true' || raw === 'yes' || raw === 'on' || raw === '1') return ok(true);
      if (raw === false || raw === 'false' || raw === 'no' || raw === 'off' || raw === '0') return ok(false);
      return bad(`expected true or false, got ${JSON.stringify(raw)}`);
    }
  }
}

/**
 * Checks raw option values (from JSON, or strings from a command line)
 * against the specs: unknown names and bad values are refused; missing ones
 * take their defaults (in a record, their legacy defaults where they have one).
 */
export function parseOptionValues(
  specs: readonly OptionSpec[],
  raw: unknown,
  source: OptionSource = 'settings',
): Result<Record<string, OptionValue>, GameError> {
  if (raw === undefined || raw === null) return ok(defaultOptions(specs, source));
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    return err(gameError('options/invalid', 'options must be an object of name to value'));
  }
  const out = defaultOptions(specs, source);
  for (const [name, value] of Object.entries(raw)) {
    const spec = specs.find((s) => s.name === name);
    if (!spec) {
      const known = specs.map((s) => s.name).join(', ') || 'none';
      return err(gameError('options/invalid', `unknown option ${JSON.stringify(name)} (known: ${known})`));
    }
    const parsed = parseOne(spec, value);
    if (!parsed.ok) return parsed;
    out[name] = parsed.value;
  }
  return ok(out);
}
