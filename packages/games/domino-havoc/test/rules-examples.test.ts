/** The rules page's worked example is a position the rules reach, and shows what its caption says. */
import { playExample } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { dominoHavocModule } from '../src/index.ts';
import { dominoHavocRules } from '../src/learn/rules.ts';

describe('Double Domino Havoc rules examples', () => {
  it('DH-9 a double drawn from the boneyard is live; the next player takes it onto an empty train, then discards into its slot', () => {
    const found = dominoHavocRules.examples.find((e) => e.id === 'double');
    if (!found) throw new Error('no example');
    const played = playExample(dominoHavocModule.game, found);
    if (!played.ok) throw new Error(played.error.message);
    const match = played.value;
    expect(match.state.racks[1]?.train).toEqual([[7, 7]]);
    expect(match.toAct()).toEqual([1]);
    expect(match.legalMoves(1).every((m) => m.type === 'discard')).toBe(true);
    expect(match.legalMoves(1)).toHaveLength(6);
  });
});
