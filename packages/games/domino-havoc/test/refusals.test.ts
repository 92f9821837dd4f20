/**
 * Issue #20: a refused move names its reason (rules/refusals.ts), so that a
 * player is told it in plain words; the message stays as the log knows it.
 */
import { describe, expect, it } from 'vitest';
import { drawn, refused, script, table, threeToDraw } from './helpers.ts';

describe('refusals name their reason', () => {
  it('DH-4 playing before drawing: draw first', () => {
    const error = refused(threeToDraw(), 0, { type: 'play', domino: [2, 5], open: 5 }, 'move/illegal');
    expect(error).toMatchObject({ reason: 'drawFirst', params: { action: 'play' } });
    expect(error.message).toBe('you cannot play now (draw first (DH-4))');
  });

  it('DH-4 taking from the own slot, or from an empty one', () => {
    expect(refused(threeToDraw(), 0, { type: 'takeDiscard', from: 0 }, 'move/illegal').reason).toBe(
      'ownSlot',
    );
    const empty = table({
      racks: [{ tray: '1-2 1-3 1-4 1-5 1-6 1-7' }, { tray: '2-3 2-4 2-5 2-6 2-7 2-8' }],
    });
    const error = refused(empty, 0, { type: 'takeDiscard', from: 1 }, 'move/illegal');
    expect(error).toMatchObject({ reason: 'emptySlot', params: { seat: 2 }, message: "P2's slot is empty" });
  });

  it('DH-6 a domino that does not match the open end', () => {
    const s = table({
      racks: [
        { tray: '3-9 2-3 4-5 6-6 8-10 0-1', train: '7|3' },
        { tray: '11-11 11-12 10-11 9-11 8-11 7-11' },
      ],
      phase: { kind: 'play', player: 0, slot: 0 },
    });
    expect(refused(s, 0, { type: 'play', domino: [4, 5] }, 'move/illegal')).toMatchObject({
      reason: 'doesNotMatch',
      params: { domino: '4:5', end: 3 },
      message: '4:5 does not match your open end 3 (DH-6)',
    });
    expect(refused(s, 0, { type: 'play', domino: [1, 3] }, 'move/illegal').reason).toBe('notInTray');
  });

  it('DH-8 a discard from outside the tray; DH-4 a draw after the draw', () => {
    const s = script(threeToDraw(), [[0, { type: 'drawBoneyard' }], drawn('8-10')]);
    expect(refused(s, 0, { type: 'discard', domino: [1, 1] }, 'move/illegal').reason).toBe('notInTray');
    expect(refused(s, 0, { type: 'drawBoneyard' }, 'move/illegal').reason).toBe('playOrDiscard');
  });
});
