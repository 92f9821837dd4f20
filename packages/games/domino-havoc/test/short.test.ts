/**
 * DH-9 (b) (amended 2026-11-24): a replacement due with the boneyard empty is
 * never drawn. The replacer goes on one domino short and skips the discard of
 * their next normal turn, which restores six; a replacement never blocks the
 * round. `checkInvariants` states the count exactly (DH-5 with this one
 * exception).
 */
import { CHANCE, itemAt, Rng } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { shuffledTrays } from '../src/rules/setup.ts';
import type { Direction, HavocState } from '../src/types.ts';
import { act, drawn, game, legal, quietRacks, rack, refused, seatsAfter, table } from './helpers.ts';

const holding = (s: HavocState, p: number) => rack(s, p).tray.length + rack(s, p).train.length;

const CASES = [3, 5, 8].flatMap((n) =>
  (
    [
      [5, 'counterclockwise'],
      [6, 'clockwise'],
    ] as const
  ).map(([k, direction]: readonly [number, Direction]) => ({ n, k, direction })),
);

/**
 * `n` players who can do nothing with 4-4 or k-k, but seat 1, which holds
 * the single 4-12. The boneyard holds 4-4 and k-k only; seat 0 draws.
 */
function lastDoubleTable(n: number, k: number): HavocState {
  const racks = quietRacks(n, [4, k]);
  const replacer = itemAt(racks, 1);
  racks[1] = { ...replacer, tray: `4-12 ${replacer.tray.split(' ').slice(1).join(' ')}` };
  return table({ racks, boneyard: `4-4 ${k}-${k}`, phase: { kind: 'draw', player: 0 } });
}

describe('DH-9 (b) a replacement double that empties the boneyard', () => {
  it.each(CASES)(
    'DH-9 (b) $n players, $k-$k ($direction): one short, answered from the replacer, six again after their next turn',
    ({ n, k, direction }) => {
      let s = lastDoubleTable(n, k);
      s = act(s, 0, { type: 'drawBoneyard' });
      s = act(s, ...drawn('4-4'));
      s = act(s, 1, { type: 'replaceDouble', domino: [4, 12] });
      s = act(s, ...drawn(`${k}-${k}`));
      // No replacement left: seat 1 goes on with five, and the round is not blocked.
      expect(s.boneyard).toEqual([]);
      expect(s.short).toEqual([1]);
      expect(holding(s, 1)).toBe(5);
      expect(s.history).toEqual([]);
      expect(game.actors(s)).not.toEqual({ kind: 'chance' });
      for (const p of seatsAfter(1, direction, n)) {
        expect(s.phase).toEqual({ kind: 'respond', owner: 1, responder: p });
        s = act(s, p, { type: 'pass' });
      }
      // Dead: seat 1's normal turn. The boneyard is empty, so it takes seat 0's 4-12 back...
      expect(s.phase).toEqual({ kind: 'draw', player: 1 });
      expect(legal(s, 1)).toEqual([{ type: 'takeDiscard', from: 0 }]);
      s = act(s, 1, { type: 'takeDiscard', from: 0 });
      // ...and skips the discard: it may play, or end the turn, but not discard.
      expect(legal(s, 1)).toContainEqual({ type: 'endTurn' });
      expect(legal(s, 1).some((m) => m.type === 'discard')).toBe(false);
      expect(refused(s, 1, { type: 'discard', domino: [4, 12] }, 'move/illegal').message).toMatch(
        /one domino short/,
      );
      s = act(s, 1, { type: 'endTurn' });
      expect(s.short).toBeUndefined();
      expect(holding(s, 1)).toBe(6);
      expect(rack(s, 0).slot).toBeNull();
      expect(s.phase).toEqual({ kind: 'draw', player: seatsAfter(1, direction, n)[0] });
    },
  );
});

/** Three players, the boneyard empty, seat 1 one short with `train` and `tray`; seat 0's slot holds `slot0`, seat 1's 6-9. */
function shortTable(train: string, tray: string, slot0: string, phase: HavocState['phase']): HavocState {
  return table({
    racks: [
      { tray: '0-1 0-2 0-3 0-4 0-5', train: '12|10', slot: slot0 },
      { tray, train, slot: '6-9' },
      { tray: '2-3 2-4 2-5 2-6 2-8', train: '12|11' },
    ],
    boneyard: '',
    short: [1],
    phase,
  });
}

describe('DH-9 (b) the player one short', () => {
  it('DH-9 (b) a play ends their normal turn: no discard, six again', () => {
    let s = shortTable('1|9 9|7', '1-3 1-4 8-9', '7-8', { kind: 'draw', player: 1 });
    s = act(s, 1, { type: 'takeDiscard', from: 0 });
    expect(legal(s, 1)).toEqual([{ type: 'play', domino: [7, 8] }, { type: 'endTurn' }]);
    s = act(s, 1, { type: 'play', domino: [7, 8] });
    expect(rack(s, 1).train).toEqual([
      [1, 9],
      [9, 7],
      [7, 8],
    ]);
    expect(s.short).toBeUndefined();
    expect(holding(s, 1)).toBe(6);
    expect(rack(s, 0).slot).toBeNull();
    expect(s.phase).toEqual({ kind: 'draw', player: 2 });
  });

  it('DH-9 (b) only the player one short may end a turn without a discard', () => {
    const s = shortTable('1|9 9|7', '1-3 1-4 8-9', '7-8', { kind: 'draw', player: 1 });
    const other = act({ ...s, phase: { kind: 'draw', player: 2 } }, 2, { type: 'takeDiscard', from: 0 });
    expect(refused(other, 2, { type: 'endTurn' }, 'move/illegal').message).toMatch(
      /only a player one domino short/,
    );
    expect(refused(s, 1, { type: 'endTurn' }, 'move/illegal').message).toMatch(/cannot end your turn now/);
  });

  it('DH-7 a play that fills their train wins the round', () => {
    let s = shortTable('1|3 3|4 4|5 5|6 6|7', '', '7-8', { kind: 'draw', player: 1 });
    s = act(s, 1, { type: 'takeDiscard', from: 0 });
    s = act(s, 1, { type: 'play', domino: [7, 8] });
    expect(s.phase).toEqual({ kind: 'over' });
    expect(s.history).toEqual([{ winner: 1, penalties: [15, 0, 5 + 6 + 7 + 8 + 10] }]);
  });

  it('DH-9 (a) taking a double is not a normal turn: they discard into its slot and stay one short', () => {
    let s = shortTable('1|9 9|7', '1-3 1-4 8-9', '7-7', { kind: 'respond', owner: 0, responder: 1 });
    s = act(s, 1, { type: 'takeDouble' });
    expect(s.phase).toEqual({ kind: 'discard', player: 1, slot: 0 });
    expect(holding(s, 1)).toBe(6);
    s = act(s, 1, { type: 'discard', domino: [8, 9] });
    expect(s.short).toEqual([1]);
    expect(holding(s, 1)).toBe(5);
    expect(rack(s, 0).slot).toEqual([8, 9]);
  });

  it('DH-7 taking a double onto a train of five with an empty tray restores six and wins (our reading)', () => {
    const s = shortTable('1|3 3|4 4|5 5|6 6|7', '', '7-7', { kind: 'respond', owner: 0, responder: 1 });
    const after = act(s, 1, { type: 'takeDouble' });
    expect(after.short).toBeUndefined();
    expect(after.phase).toEqual({ kind: 'over' });
    expect(itemAt(after.history, 0).winner).toBe(1);
  });

  it('DH-9 (a) a player two short with an empty tray takes a double: nothing to discard, one restored, play goes on (our reading)', () => {
    const s = table({
      racks: [
        { tray: '0-1 0-2 0-3 0-4 0-5', train: '12|10', slot: '7-7' },
        { tray: '', train: '1|3 3|4 4|5 5|7', slot: '6-9' },
        { tray: '2-3 2-4 2-5 2-6 2-8', train: '12|11' },
      ],
      boneyard: '',
      short: [1, 1],
      direction: 'counterclockwise',
      phase: { kind: 'respond', owner: 0, responder: 1 },
    });
    expect(legal(s, 1)).toEqual([{ type: 'takeDouble' }]);
    const after = act(s, 1, { type: 'takeDouble' });
    expect(after.short).toEqual([1]);
    expect(holding(after, 1)).toBe(5);
    expect(rack(after, 0).slot).toBeNull();
    // (a) was their whole turn: play goes on counter-clockwise from them.
    expect(after.phase).toEqual({ kind: 'draw', player: 0 });
  });

  it('DH-12 a round blocked at a normal draw scores them on the dominoes they hold; the next deal has six each', () => {
    // Seat 0 took seat 1's discard and discards back there; seat 1 then finds no other slot holding a domino.
    let s = table({
      racks: [
        { tray: '0-1 0-2 0-3 0-4 0-5 0-6', train: '12|10' },
        { tray: '1-3 1-4 8-9', train: '1|9 9|7' },
        { tray: '2-3 2-4 2-5 2-6 2-8', train: '12|11' },
      ],
      boneyard: '',
      short: [1],
      rounds: 2,
      phase: { kind: 'discard', player: 0, slot: 1 },
    });
    s = act(s, 0, { type: 'discard', domino: [0, 6] });
    expect(s.phase).toEqual({ kind: 'deal' });
    expect(s.history).toEqual([{ winner: null, penalties: [15, 4 + 5 + 17, 5 + 6 + 7 + 8 + 10] }]);
    expect(s.short).toEqual([1]);
    s = act(s, CHANCE, { type: 'deal', trays: shuffledTrays(s.options, 3, Rng.fromSeed('round 2')) });
    expect(s.short).toBeUndefined();
  });
});

describe('DH-5 and DH-9 (b) in checkInvariants', () => {
  const base = () => shortTable('1|9 9|7', '1-3 1-4 8-9', '7-8', { kind: 'draw', player: 1 });

  it('DH-5 a player holding five is wrong unless they are the one short', () => {
    const { short: _, ...unmarked } = base();
    expect(game.checkInvariants(unmarked).join()).toMatch(/player 1 holds 5, not 6/);
    expect(game.checkInvariants({ ...base(), short: [2] }).join()).toMatch(/player 2 holds 6, not 5/);
  });

  it('DH-5 a player short twice holds six minus two; each entry counts', () => {
    const twice = table({
      racks: [
        { tray: '0-1 0-2 0-3 0-4 0-5', train: '12|10', slot: '7-8' },
        { tray: '1-3 8-9', train: '1|9 9|7' },
        { tray: '2-3 2-4 2-5 2-6 2-8', train: '12|11' },
      ],
      boneyard: '',
      short: [1, 1],
    });
    expect(game.checkInvariants({ ...twice, short: [1] }).join()).toMatch(/player 1 holds 4, not 5/);
    expect(game.checkInvariants({ ...twice, short: [1, 1, 2] }).join()).toMatch(/player 2 holds 6, not 5/);
  });

  it('DH-9 (b) short is sorted, one entry per missing domino, and absent (not empty) when nobody is short', () => {
    const two = table({
      racks: [
        { tray: '0-1 0-2 0-3 0-4', train: '12|10', slot: '7-8' },
        { tray: '1-3 1-4 8-9', train: '1|9 9|7' },
        { tray: '2-3 2-4 2-5 2-6 2-8', train: '12|11' },
      ],
      boneyard: '',
      short: [0, 1],
    });
    expect(game.checkInvariants({ ...two, short: [1, 0] })).toEqual(['short is not sorted']);
    const nobody = table({
      racks: [
        { tray: '0-1 0-2 0-3 0-4 0-5', train: '12|10', slot: '7-8' },
        { tray: '1-3 1-4 8-9 1-5', train: '1|9 9|7' },
        { tray: '2-3 2-4 2-5 2-6 2-8', train: '12|11' },
      ],
      boneyard: '',
    });
    expect(nobody).not.toHaveProperty('short');
    expect(game.checkInvariants({ ...nobody, short: [] })).toEqual([
      'short is empty: nobody short has no short',
    ]);
  });

  it('DH-9 (b) nobody is short while the boneyard holds a domino', () => {
    const s = base();
    const back = { ...s, boneyard: s.outOfPlay.slice(0, 1), outOfPlay: s.outOfPlay.slice(1) };
    expect(game.checkInvariants(back)).toEqual(['player 1 is short with dominoes in the boneyard']);
  });

  it('DH-9 the originator never answers their own double, and is named only when not the owner', () => {
    const s = shortTable('1|9 9|7', '1-3 1-4 8-9', '7-7', { kind: 'respond', owner: 0, responder: 1 });
    expect(
      game
        .checkInvariants({ ...s, phase: { kind: 'respond', owner: 0, responder: 1, originator: 1 } })
        .join(),
    ).toMatch(/answers their own double/);
    expect(
      game
        .checkInvariants({ ...s, phase: { kind: 'respond', owner: 0, responder: 1, originator: 0 } })
        .join(),
    ).toMatch(/originator is named only/);
  });
});
