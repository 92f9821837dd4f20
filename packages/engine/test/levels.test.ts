import { describe, expect, it } from 'vitest';
import { isLevel, LEVELS, offeredLevels } from '../src/index.ts';

describe('difficulty levels', () => {
  it('are easy, medium and hard, weakest first', () => {
    expect(LEVELS).toEqual(['easy', 'medium', 'hard']);
  });

  it('a game with a bot spec per level offers all three; a game without offers none', () => {
    expect(offeredLevels({ levels: { easy: 'random', medium: 'greedy', hard: 'ismcts' } })).toEqual([
      'easy',
      'medium',
      'hard',
    ]);
    expect(offeredLevels({})).toEqual([]);
  });

  it('a bot spec names a level only by its exact name', () => {
    expect(isLevel('medium')).toBe(true);
    expect(isLevel('Medium')).toBe(false);
    expect(isLevel('greedy')).toBe(false);
  });
});
