/**
 * Reading a rules text's `piece` data, which is plain and unchecked (the
 * rules text is data, typed `unknown` for every game): each game's
 * `Pieces.tsx` reads its own fields through these and draws nothing for
 * data it does not know.
 */

/** The field `name` of a piece, or undefined when the piece is not an object holding it. */
export function field(piece: unknown, name: string): unknown {
  if (typeof piece !== 'object' || piece === null || !(name in piece)) return undefined;
  return Object.entries(piece).find(([k]) => k === name)?.[1];
}

/** A whole number from `low` to `high`, or undefined. */
export function whole(value: unknown, low: number, high: number): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= low && value <= high
    ? value
    : undefined;
}

/** A pair of whole numbers from `low` to `high`, or undefined. */
export function pair(value: unknown, low: number, high: number): readonly [number, number] | undefined {
  if (!Array.isArray(value) || value.length !== 2) return undefined;
  const a = whole(value[0], low, high);
  const b = whole(value[1], low, high);
  return a === undefined || b === undefined ? undefined : [a, b];
}

/** One of `options`, or undefined. */
export function oneOf<T extends string>(value: unknown, options: readonly T[]): T | undefined {
  return options.find((o) => o === value);
}
