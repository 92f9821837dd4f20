/**
 * Issue #20: a refused move names its reason (rules/refusals.ts), so that the
 * player is told it in plain words; the message stays as the log knows it.
 */
import type { GameError } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { dominoRun } from '../src/game.ts';
import type { DominoRunState, PlayerMove } from '../src/types.ts';
import { play, position } from './helpers.ts';

function refusal(state: DominoRunState, move: PlayerMove): GameError {
  const result = dominoRun.apply(state, 0, move);
  if (result.ok) throw new Error(`${JSON.stringify(move)} was accepted`);
  return result.error;
}

describe('refusals name their reason', () => {
  // The white cube on the blank of 0:5; ahead: 5, then 1 and 4.
  const twoFives = () => position({ line: '24 05 14 23 36', enemy: 0, player: 2, dice: [5, 5] });

  it('DR-5 a die that cannot pay for the spaces asked: too far', () => {
    expect(refusal(twoFives(), { type: 'useDie', face: 5, spaces: 2 })).toMatchObject({
      code: 'move/illegal',
      reason: 'tooFar',
      params: { budget: 5, far: 1, spaces: 2 },
      message: 'a budget of 5 enters 1 to 1 spaces here, not 2',
    });
    expect(refusal(twoFives(), { type: 'useDie', face: 3, spaces: 1 })).toMatchObject({
      reason: 'noDieShows',
      params: { face: 3 },
    });
  });

  it('DR-5 a second combination in a turn', () => {
    const s = position({ line: '01 12 13 23 45 16', enemy: 0, player: 1, dice: [2, 2, 1, 1], pool: 4 });
    const once = play(s, { type: 'combineDice', faces: [1, 1], spaces: 1 });
    expect(refusal(once, { type: 'combineDice', faces: [2, 2], spaces: 1 }).reason).toBe('alreadyCombined');
  });

  it('DR-6 a move before the treasure of a key is chosen: choose a treasure first', () => {
    // FAQ: dice 5 and 4 over [5][3] [0][0] [1][2]; the 4 crosses the blanks of the key 0:0.
    const faq = position({ line: '15 53 00 12 34', enemy: 0, player: 1, dice: [5, 4] });
    const s = play(faq, { type: 'useDie', face: 5, spaces: 1 }, { type: 'useDie', face: 4, spaces: 4 });
    expect(refusal(s, { type: 'endMove' })).toMatchObject({
      reason: 'treasureFirst',
      params: { move: 'endMove' },
      message: 'cannot endMove now: choose a treasure first',
    });
  });

  it('DR-7 an ability not held', () => {
    const s = twoFives();
    expect(refusal(s, { type: 'convertDie', ability: 35 })).toMatchObject({
      reason: 'noSuchAbility',
      params: { ability: '3:5' },
    });
  });
});
