/**
 * Issue #20: a refused move names its reason (rules/refusals.ts), so that a
 * player is told it in plain words; the message stays as the log knows it.
 */
import { describe, expect, it } from 'vitest';
import { position, refuse, tile, tiles } from './helpers.ts';

describe('refusals name their reason', () => {
  it('DD-4 a meld before the draw: draw first', () => {
    const s = position({
      hands: [
        ['c3', 'c4', 'c5', 'h9'],
        ['s1', 's2'],
      ],
      phase: 'draw',
    });
    expect(refuse(s, 0, { type: 'meld', tiles: tiles('c3', 'c4', 'c5') })).toMatchObject({
      code: 'move/illegal',
      reason: 'drawFirst',
      message: 'not now: draw a tile first (DD-4)',
    });
  });

  it('DD-5 tiles that make neither a set nor a run, and a tile not in the hand', () => {
    const s = position({
      hands: [
        ['c3', 'c5', 's4', 'h9'],
        ['s1', 's2'],
      ],
    });
    expect(refuse(s, 0, { type: 'meld', tiles: tiles('c3', 'c5') })).toMatchObject({
      reason: 'notAMeld',
      params: { tiles: '3● 5●' },
      message: '3● 5● is neither a set nor a run (DD-5)',
    });
    expect(refuse(s, 0, { type: 'meld', tiles: tiles('c3', 's3') }).reason).toBe('notInHand');
    expect(refuse(s, 0, { type: 'meld', tiles: tiles('c3') })).toMatchObject({
      reason: 'meldSize',
      params: { given: 1 },
    });
  });

  it('DD-5 a lay-off that does not fit names the meld as the board numbers it', () => {
    const s = position({
      hands: [
        ['c7', 'h9'],
        ['s1', 's2'],
      ],
      table: [{ tiles: ['c3', 'c4', 'c5'], by: 1 }],
    });
    expect(refuse(s, 0, { type: 'layOff', tile: tile('c7'), meld: 0 })).toMatchObject({
      reason: 'doesNotFit',
      params: { meld: 0, number: 1 },
    });
  });

  it('DD-6 a meld of the whole hand: keep one tile', () => {
    const s = position({
      hands: [
        ['c3', 'c4', 'c5'],
        ['s1', 's2'],
      ],
    });
    expect(refuse(s, 0, { type: 'meld', tiles: tiles('c3', 'c4', 'c5') }).reason).toBe('keepOneTile');
  });

  it('DD-7 a power tile on oneself, and a Steal that breaks a meld', () => {
    const s = position({
      hands: [
        ['steal', 'skip', 'h9'],
        ['t1', 't2'],
      ],
      table: [{ tiles: ['c3', 'c4', 'c5'], by: 1 }],
    });
    expect(refuse(s, 0, { type: 'skip', target: 0 }).reason).toBe('chooseAnotherPlayer');
    expect(refuse(s, 0, { type: 'steal', tile: tile('c4') }).reason).toBe('stealBreaksMeld');
  });
});
