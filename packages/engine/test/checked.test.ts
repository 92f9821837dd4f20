import { describe, expect, it } from 'vitest';
import { impossible, isOneOf, isRecord, itemAt } from '../src/checked.ts';

describe('checked reads', () => {
  it('itemAt returns the element at an index inside the list, zeros, nulls and undefined included', () => {
    expect(itemAt([3, 0, 5], 1)).toBe(0);
    expect(itemAt([null, 'a'], 0)).toBeNull();
    expect(itemAt([undefined, 'a'], 0)).toBeUndefined();
    expect(itemAt(new Float64Array([0.5, 2]), 1)).toBe(2);
  });

  it('itemAt throws a RangeError naming the index and length outside the list', () => {
    expect(() => itemAt([1, 2], 2)).toThrow(new RangeError('no element at index 2 of a list of 2'));
    expect(() => itemAt([1, 2], -1)).toThrow(RangeError);
    expect(() => itemAt(new Uint8Array(3), 1.5)).toThrow(RangeError);
  });

  it('isOneOf and isRecord accept exactly the listed names and objects of fields', () => {
    const LEVELS = ['easy', 'hard'] as const;
    expect([isOneOf(LEVELS, 'easy'), isOneOf(LEVELS, 'Easy'), isOneOf(LEVELS, 1)]).toEqual([
      true,
      false,
      false,
    ]);
    expect([{}, { a: 1 }, [], null, 'x'].map(isRecord)).toEqual([true, true, false, false, false]);
  });

  it('impossible throws with the reason', () => {
    expect(() => impossible('a finished game has a score')).toThrow(
      'impossible state: a finished game has a score',
    );
  });
});
