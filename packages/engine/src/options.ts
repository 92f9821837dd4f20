import { type GameError, gameError } from './errors.ts';
import { err, ok, type Result } from './result.ts';

/**
 * A game's variants, declared as data so that the CLI, the server and the web
 * app can list them, offer them and validate them without knowing the game.
 */
export type OptionSpec =
  | {
      readonly kind: 'enum';
      readonly name: string;
      readonly description: string;
      readonly choices: readonly string[];
      readonly default: string;
    }
  | {
      readonly kind: 'int';
      readonly name: string;
      readonly description: string;
      readonly min: number;
      readonly max: number;
      readonly default: number;
    }
  | { readonly kind: 'bool'; readonly name: string; readonly description: string; readonly default: boolean };

export type OptionValue = string | number | boolean;

/** The defaults of a list of option specs. */
export function defaultOptions(specs: readonly OptionSpec[]): Record<string, OptionValue> {
  const out: Record<string, OptionValue> = {};
  for (const spec of specs) out[spec.name] = spec.default;
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
 * take their defaults.
 */
export function parseOptionValues(
  specs: readonly OptionSpec[],
  raw: unknown,
): Result<Record<string, OptionValue>, GameError> {
  if (raw === undefined || raw === null) return ok(defaultOptions(specs));
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    return err(gameError('options/invalid', 'options must be an object of name to value'));
  }
  const out = defaultOptions(specs);
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
