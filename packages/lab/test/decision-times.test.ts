import { describe, expect, it } from 'vitest';
import { toyModule } from '../../engine/test/toy/src/index.ts';
import { decisionTimes } from '../src/decision-times.ts';

describe('decision times (npm run bench)', () => {
  it('times every bot of a game on the same decision points', () => {
    const times = decisionTimes(toyModule, 5);
    expect(times.map((t) => t.bot)).toEqual(['greedy', 'random', 'ismcts']);
    for (const t of times) {
      expect(t).toMatchObject({ game: 'toy', decisions: 5 });
      expect(t.medianMs).toBeLessThanOrEqual(t.p95Ms);
      expect(t.p95Ms).toBeLessThanOrEqual(t.maxMs);
    }
  });
});
