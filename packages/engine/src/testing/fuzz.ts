import type { Rng } from '../rng.ts';

/**
 * Malformed and mutated moves for the battery: random JSON that is no move
 * at all, and legal moves with one part broken (a number nudged, a field
 * dropped or added, a list cut, a wrong type).
 */
const JUNK: readonly unknown[] = [
  null,
  undefined,
  0,
  -1,
  1.5,
  Number.NaN,
  '',
  'draw',
  'x'.repeat(10_000),
  true,
  [],
  [1, 2, 3],
  {},
  { type: 42 },
  { type: '' },
  { type: 'no-such-move' },
  { type: 'constructor' },
  { type: '__proto__' },
  { type: 'toString' },
  { move: { type: 'draw' } },
  { type: ['draw'] },
];

export function randomJunk(rng: Rng): unknown {
  return rng.pick(JUNK);
}

function randomValue(rng: Rng): unknown {
  switch (rng.int(9)) {
    case 0:
      return null;
    case 1:
      return rng.int(1000) - 500;
    case 2:
      return 'junk';
    case 3:
      return [];
    case 4:
      return {};
    case 5:
      return 1e9;
    case 6:
      return -1;
    case 7:
      return 0.5;
    default:
      return true;
  }
}

function mutateValue(value: unknown, rng: Rng): unknown {
  if (typeof value === 'number') {
    const deltas = [1, -1, 2, -2, 10, -100, 0.5];
    return rng.int(4) === 0 ? randomValue(rng) : value + rng.pick(deltas);
  }
  if (typeof value === 'string') return rng.int(2) === 0 ? `${value}x` : randomValue(rng);
  if (typeof value === 'boolean') return rng.int(2) === 0 ? !value : randomValue(rng);
  if (Array.isArray(value)) {
    const copy = [...value];
    switch (rng.int(5)) {
      case 0:
        copy.pop();
        return copy;
      case 1:
        if (copy.length > 0) copy.push(copy[0]);
        return copy;
      case 2:
        if (copy.length > 0) {
          const i = rng.int(copy.length);
          copy[i] = mutateValue(copy[i], rng);
        }
        return copy;
      case 3:
        return rng.shuffle(copy);
      default:
        return randomValue(rng);
    }
  }
  if (value !== null && typeof value === 'object') return mutateMove(value, rng);
  return randomValue(rng);
}

/** A legal move with one thing changed. It may by chance still be legal; the battery checks which. */
export function mutateMove(move: object, rng: Rng): unknown {
  const copy: Record<string, unknown> = { ...move };
  const keys = Object.keys(copy);
  const choice = rng.int(10);
  if (choice === 0) {
    copy[`extra${rng.int(3)}`] = randomValue(rng);
    return copy;
  }
  if (choice === 1 && keys.length > 1) {
    const key = rng.pick(keys.filter((k) => k !== 'type'));
    delete copy[key];
    return copy;
  }
  if (choice === 2) {
    copy.type = `${String(copy.type)}!`;
    return copy;
  }
  const fields = keys.filter((k) => k !== 'type');
  if (fields.length === 0) return { ...copy, [`extra${rng.int(3)}`]: randomValue(rng) };
  const key = rng.pick(fields);
  copy[key] = mutateValue(copy[key], rng);
  return copy;
}
