/** Choosing a move by its parts: only the legal list decides what may be touched and what a selection is. */
import { describe, expect, it } from 'vitest';
import { completeMoves, isUsable, nextParts, touch } from '../../src/kit/selection.ts';

type Toy = { readonly type: string; readonly parts: readonly string[] };
const partsOf = (m: Toy) => m.parts;
const LEGAL: Toy[] = [
  { type: 'draw', parts: [] },
  { type: 'meld', parts: ['a', 'b'] },
  { type: 'meld', parts: ['a', 'b', 'c'] },
  { type: 'discard', parts: ['a'] },
  { type: 'layoff', parts: ['d', 'x'] },
];

describe('selection', () => {
  it('offers the parts that extend the selection towards a legal move', () => {
    expect([...nextParts(LEGAL, ['a'], partsOf)].sort()).toEqual(['b', 'c']);
    expect([...nextParts(LEGAL, ['a', 'b'], partsOf)]).toEqual(['c']);
    expect(nextParts(LEGAL, ['x', 'a'], partsOf).size).toBe(0);
  });

  it('a selection is complete when it is exactly a legal move', () => {
    expect(completeMoves(LEGAL, ['a'], partsOf).map((m) => m.type)).toEqual(['discard']);
    expect(completeMoves(LEGAL, ['b', 'a'], partsOf)).toEqual([LEGAL[1]]);
    expect(completeMoves(LEGAL, [], partsOf)).toEqual([]);
  });

  it('touching joins, lets go, starts afresh, or changes nothing', () => {
    expect(touch(LEGAL, ['a'], 'b', partsOf)).toEqual(['a', 'b']);
    expect(touch(LEGAL, ['a', 'b'], 'a', partsOf)).toEqual(['b']);
    expect(touch(LEGAL, ['a', 'b'], 'd', partsOf)).toEqual(['d']);
    expect(touch(LEGAL, ['a'], 'nowhere', partsOf)).toEqual(['a']);
  });

  it('a part no legal move uses is not usable', () => {
    expect(isUsable(LEGAL, 'c', partsOf)).toBe(true);
    expect(isUsable(LEGAL, 'z', partsOf)).toBe(false);
    expect(isUsable([], 'a', partsOf)).toBe(false);
  });
});
