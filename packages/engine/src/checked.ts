/**
 * Reading what the code itself guarantees is there. Under
 * `noUncheckedIndexedAccess` every `list[i]` may be `undefined`; where the
 * index is bounded by the code (a seat below the player count, a die face
 * 1-6, an index found in the same list) a missing element is a bug, not bad
 * input, so these throw a clear error rather than let a cast carry
 * `undefined` on. Bad input is still returned as a coded `Result`, never
 * thrown. Cheap enough for hot loops: one comparison, no allocation.
 */

/** The element at `index`; throws when there is none (so not for lists that hold `undefined`). */
export function itemAt<T>(list: ArrayLike<T>, index: number): T {
  const item = list[index];
  if (item === undefined) throw new RangeError(`no element at index ${index} of a list of ${list.length}`);
  return item;
}

/** For a state the rules rule out: `list.at(-1) ?? impossible('a finished game has a score')`. */
export function impossible(why: string): never {
  throw new Error(`impossible state: ${why}`);
}
