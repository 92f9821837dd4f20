import { describe, expect, it } from 'vitest';
import {
  binned,
  countTurns,
  decisiveAt,
  drama,
  hiddenShare,
  leadChanges,
  leadersOf,
  margin,
  winShare,
} from '../src/core/measures.ts';

describe('the measures of one game, on scripted positions', () => {
  it('leaders are every player holding the best value', () => {
    expect(leadersOf([0.2, 0.5, 0.5])).toEqual([1, 2]);
    expect(leadersOf([0.9, 0.1])).toEqual([0]);
  });

  it('a lead change is a new set of leaders, placed at its progress through the game', () => {
    // Positions 1..5 of 5: 0 leads, 0 leads, 1 leads, a tie, 0 leads.
    expect(leadChanges([[0], [0], [1], [0, 1], [0]])).toEqual([3 / 5, 4 / 5, 5 / 5]);
    expect(leadChanges([[1], [1], [1]])).toEqual([]);
  });

  it('decisiveness is the progress from which the eventual winner leads alone to the end', () => {
    expect(decisiveAt([[1], [0], [1], [0], [0]], [0])).toBe(4 / 5);
    expect(decisiveAt([[0], [0], [0], [0]], [0])).toBe(1 / 4);
    expect(decisiveAt([[0], [0, 1], [0]], [0])).toBe(3 / 3);
    expect(decisiveAt([[0], [1]], [0, 1])).toBeNull();
    expect(decisiveAt([[0]], [])).toBeNull();
  });

  it('drama is how far below the leader the eventual winner stood, and how often', () => {
    const d = drama(
      [
        [0.6, 0.4],
        [0.3, 0.7],
        [1, 0],
      ],
      [0],
    );
    expect(d?.gap).toBeCloseTo(0.4 / 3, 12);
    expect(d?.behind).toBeCloseTo(1 / 3, 12);
    expect(drama([[0.5, 0.5]], [])).toBeNull();
  });

  it('a turn is a run of one player’s decisions; in a solo game each chance step starts one', () => {
    expect(countTurns(['chance', 0, 0, 'chance', 1, 0], 2)).toBe(3);
    expect(countTurns(['chance', 0, 0, 'chance', 0, 0], 1)).toBe(2);
    expect(countTurns([], 2)).toBe(0);
  });

  it('hidden share: the state’s leaves a guess from the view gets wrong, over the guesses', () => {
    const state = { a: 1, hand: [2, 3] };
    expect(
      hiddenShare(state, [
        { a: 1, hand: [2, 4] },
        { a: 1, hand: [5, 6] },
      ]),
    ).toBe(3 / 6);
    expect(hiddenShare(state, [state])).toBe(0);
    // A guess with a shorter hand misses the leaves it lacks.
    expect(hiddenShare(state, [{ a: 1, hand: [2] }])).toBe(1 / 3);
    // Leaves are counted at any depth; a number where the state has a list misses the list's leaves.
    expect(hiddenShare({ a: { b: [1, { c: true }] }, d: 'x' }, [{ a: 7, d: 'x' }])).toBe(2 / 3);
    expect(hiddenShare({}, [{ a: 1 }])).toBe(0);
  });

  it('legal moves are averaged over each tenth of the game', () => {
    const curve = binned(Array.from({ length: 20 }, (_, k) => k + 1));
    expect(curve).toEqual([1.5, 3.5, 5.5, 7.5, 9.5, 11.5, 13.5, 15.5, 17.5, 19.5]);
    expect(binned([4, 6])).toEqual([4, null, null, null, null, 6, null, null, null, null]);
  });

  it('the margin is the best score less the next best; a shared win splits', () => {
    expect(margin([3, 7, 5])).toBe(2);
    expect(margin([4])).toBeNull();
    expect(winShare([0, 2], 2)).toBe(0.5);
    expect(winShare([0], 1)).toBe(0);
  });
});
