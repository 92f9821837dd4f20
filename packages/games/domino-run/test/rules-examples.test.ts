/** The rules page's worked example is a position the rules reach, and shows what its caption says. */
import { playExample } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { dominoRunModule } from '../src/index.ts';
import { dominoRunRules } from '../src/learn/rules.ts';

describe('Domino Run rules examples', () => {
  it("DR-4 after the deal is kept: five dominoes, the black cube on the first space, the white cube on the third domino's front half, a roll of 6 and 4", () => {
    const found = dominoRunRules.examples.find((e) => e.id === 'start');
    if (!found) throw new Error('no example');
    const played = playExample(dominoRunModule.game, found);
    if (!played.ok) throw new Error(played.error.message);
    const state = played.value.state;
    expect(state.line).toHaveLength(5);
    expect(state.enemy).toBe(0);
    expect(state.player).toBe(5);
    expect(state.dice).toEqual([6, 4]);
  });
});
