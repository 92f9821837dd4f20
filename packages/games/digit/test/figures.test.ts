import { describe, expect, it } from 'vitest';
import { CARD_COUNT, cardSticks, rating } from '../src/figures.ts';

describe('DIGIT figures for drawing (DG-2, DG-7)', () => {
  it('draws every one of the 55 cards with five unit sticks at the corner', () => {
    expect(CARD_COUNT).toBe(55);
    for (let card = 1; card <= CARD_COUNT; card++) {
      const sticks = cardSticks(card);
      expect(sticks).toHaveLength(5);
      for (const [x1, y1, x2, y2] of sticks) expect(Math.abs(x2 - x1) + Math.abs(y2 - y1)).toBe(1);
      expect(Math.min(...sticks.map((s) => s[0]))).toBe(0);
      expect(Math.min(...sticks.map((s) => s[1]))).toBe(0);
    }
  });

  it('card 1 is the straight line, flat', () => {
    expect(cardSticks(1)).toEqual([
      [0, 0, 1, 0],
      [1, 0, 2, 0],
      [2, 0, 3, 0],
      [3, 0, 4, 0],
      [4, 0, 5, 0],
    ]);
  });

  it('an id that is not a card draws nothing', () => {
    expect(cardSticks(0)).toEqual([]);
    expect(cardSticks(56)).toEqual([]);
  });

  it('names a Solitaire score as the seed rates it', () => {
    expect(rating(0)).toBe('exceptional');
    expect(rating(-6)).toBe('very good');
    expect(rating(-21)).toBe('needs practice');
  });
});
