/**
 * The one gate for untrusted moves: checks the shape (tag, fields, integer
 * types, no unknown fields) and returns a typed move. Whether it is legal
 * here is for `isLegal` and `apply`. Shots are integers in the units of
 * types.ts (mm, mm/s, rad/s), so records are exact.
 */
import { fail, type GameError, isRecord, ok, type Result } from '@gameshelf/engine';
import type { SmashMove } from './types.ts';

type Raw = Readonly<Record<string, unknown>>;

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

/** `N` numbers in a tuple, so a checked list of three is read as exactly three. */
type Ints<N extends number, Acc extends number[] = []> = Acc['length'] extends N
  ? Acc
  : Ints<N, [...Acc, number]>;

function isIntList<N extends number>(v: unknown, length: N): v is Ints<N> {
  return Array.isArray(v) && v.length === length && v.every(isInt);
}

function hasExactly(raw: Raw, keys: readonly string[]): boolean {
  const own = Object.keys(raw);
  return own.length === keys.length && keys.every((k) => Object.hasOwn(raw, k));
}

const malformed = (why: string) => fail('move/malformed', `not a Smashdodes move: ${why}`);

function parseDrop(m: Raw): Result<SmashMove, GameError> {
  if (!hasExactly(m, ['type', 'die', 'x', 'z', 'height', 'spin']))
    return malformed('a drop has exactly die, x, z, height and spin');
  const { die, x, z, height, spin } = m;
  if (!isInt(die) || !isInt(x) || !isInt(z) || !isInt(height) || !isIntList(spin, 3))
    return malformed('die, x, z and height are integers; spin is three integers');
  return ok({ type: 'drop', die, x, z, height, spin: [spin[0], spin[1], spin[2]] as const });
}

function parseAttack(m: Raw): Result<SmashMove, GameError> {
  if (!hasExactly(m, ['type', 'die', 'target', 'velocity', 'lift', 'spin']))
    return malformed('an attack has exactly die, target, velocity, lift and spin');
  const { die, target, velocity, lift, spin } = m;
  if (!isInt(die) || !isInt(target) || !isIntList(velocity, 3) || !isInt(lift) || !isIntList(spin, 3))
    return malformed('die, target and lift are integers; velocity and spin are three integers each');
  return ok({
    type: 'attack',
    die,
    target,
    velocity: [velocity[0], velocity[1], velocity[2]] as const,
    lift,
    spin: [spin[0], spin[1], spin[2]] as const,
  });
}

function parseExecute(m: Raw): Result<SmashMove, GameError> {
  const withTumble = Object.hasOwn(m, 'tumble');
  const keys = ['type', 'aim', 'power', 'dx', 'dz', ...(withTumble ? ['tumble'] : [])];
  if (!hasExactly(m, keys)) return malformed('an execute has exactly aim, power, dx, dz and maybe tumble');
  const { aim, power, dx, dz, tumble } = m;
  if (!isInt(aim) || !isInt(power) || !isInt(dx) || !isInt(dz))
    return malformed('aim, power, dx and dz are integers');
  if (!withTumble) return ok({ type: 'execute', aim, power, dx, dz });
  if (!isIntList(tumble, 4)) return malformed('tumble is four integers');
  return ok({
    type: 'execute',
    aim,
    power,
    dx,
    dz,
    tumble: [tumble[0], tumble[1], tumble[2], tumble[3]] as const,
  });
}

export function parseMove(raw: unknown): Result<SmashMove, GameError> {
  if (!isRecord(raw)) return malformed('a move is an object');
  const m = raw;
  switch (m.type) {
    case 'skip':
      return hasExactly(m, ['type']) ? ok({ type: 'skip' }) : malformed('skip has no fields');
    case 'drop':
      return parseDrop(m);
    case 'attack':
      return parseAttack(m);
    case 'rollOff':
      if (!hasExactly(m, ['type', 'rolls']) || !isIntList(m.rolls, 2))
        return malformed('rollOff has two integer rolls');
      return ok({ type: 'rollOff', rolls: [m.rolls[0], m.rolls[1]] as const });
    case 'execute':
      return parseExecute(m);
    default:
      return malformed(`unknown move type ${JSON.stringify(m.type)}`);
  }
}
