/**
 * Issue #20: a refused move names its reason (rules/refusals.ts), so that a
 * player is told it in plain words; the message stays as the log knows it.
 */
import type { GameError } from '@gameshelf/engine';
import { itemAt } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { digitGame as game } from '../src/game.ts';
import type { DigitMove, DigitState } from '../src/types.ts';
import { far, table } from './helpers.ts';

const FIGURE = 20;
const FAR = far(FIGURE);
const [X1, X2] = [itemAt(FAR, 0), itemAt(FAR, 1)];

function refusal(s: DigitState, move: DigitMove): GameError {
  const r = game.apply(s, 0, move);
  if (r.ok) throw new Error(`${JSON.stringify(move)} was accepted`);
  return r.error;
}

describe('refusals name their reason (DG-4)', () => {
  const s = table({ figure: FIGURE, hands: [[X1], [X2]] });
  const [first, second] = [itemAt(s.figure, 0), itemAt(s.figure, 1)];

  it('DG-4 a stick taken from where there is none', () => {
    expect(refusal(s, { type: 'move', from: [9, 9, 10, 9], to: [0, 0, 0, 1] })).toMatchObject({
      code: 'move/illegal',
      reason: 'noStick',
      params: { from: '(9,9)-(10,9)' },
      message: 'there is no stick on (9,9)-(10,9)',
    });
  });

  it('DG-4 a stick put on an edge that has one', () => {
    expect(refusal(s, { type: 'move', from: first, to: second }).reason).toBe('edgeTaken');
  });

  it('DG-4 a move that breaks the figure', () => {
    expect(refusal(s, { type: 'move', from: first, to: [5, 5, 6, 5] }).reason).toBe('notConnected');
  });
});
