/**
 * Reading what the code itself guarantees is there. Under
 * `noUncheckedIndexedAccess` every `list[i]` may be `undefined`; where the
 * index is bounded by the code (a seat below the player count, a die face
 * 1-6, an index found in the same list) a missing element is a bug, not bad
 * input, so these throw a clear error rather than let a cast carry
 * `undefined` on. Bad input is still returned as a coded `Result`, never
 * thrown. Cheap enough for hot loops: one comparison, no allocation.
 */

/** The element at `index`; throws when the index is not one of the list's. */
export function itemAt<T>(list: ArrayLike<T>, index: number): T {
  if (!(Number.isInteger(index) && index >= 0 && index < list.length))
    throw new RangeError(`no element at index ${index} of a list of ${list.length}`);
  // The one cast this rule needs: an index inside the list reads one of its elements, a T (undefined
  // only where T allows it), which the compiler cannot know from a number.
  return list[index] as T;
}

/** For a state the rules rule out: `list.at(-1) ?? impossible('a finished game has a score')`. */
export function impossible(why: string): never {
  throw new Error(`impossible state: ${why}`);
}

/** Whether `value` is one of `list` (an `as const` list of names or codes), narrowed to that list's type. */
export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return list.some((item) => item === value);
}

/** Whether untrusted JSON is an object of named fields (not null, not a list): the first check of every parser. */
export function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
