/**
 * DH-9 (amended 2026-11-24): responders to a live double are counted from its
 * originator, the player who put it into a slot, whoever owns that slot. The
 * originator never answers their own double; when the answers come back to
 * them the double is dead and they take a normal turn. With 3, 5 and 8
 * players, and a double of each parity (odd: counter-clockwise, even:
 * clockwise).
 */
import { itemAt } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import type { Direction } from '../src/types.ts';
import {
  act,
  d,
  drawn,
  legal,
  quietRacks,
  type RackSpec,
  rack,
  seatsAfter,
  slotOf,
  spec,
  table,
} from './helpers.ts';

const PARITIES: readonly (readonly [number, Direction])[] = [
  [5, 'counterclockwise'],
  [6, 'clockwise'],
];
const CASES = [3, 5, 8].flatMap((n) => PARITIES.map(([k, direction]) => ({ n, k, direction })));
const other = (direction: Direction): Direction =>
  direction === 'clockwise' ? 'counterclockwise' : 'clockwise';

/**
 * `n` players, none able to answer a double of `k`. Seat 1 is about to draw
 * and holds the double k-k; seat n-1's slot holds 0-k. Play goes the other
 * way from the one the double will turn it to.
 */
function discardTable(n: number, k: number, direction: Direction, ownerTrainOpen?: number) {
  const racks: RackSpec[] = quietRacks(n, [k]);
  const owner = n - 1;
  const discarder = itemAt(racks, 1);
  racks[1] = { ...discarder, tray: `${k}-${k} ${discarder.tray.split(' ').slice(1).join(' ')}` };
  racks[owner] = {
    ...itemAt(racks, owner),
    slot: `0-${k}`,
    ...(ownerTrainOpen === undefined ? {} : { train: `12|${ownerTrainOpen}` }),
  };
  return table({ racks, direction: other(direction), phase: { kind: 'draw', player: 1 } });
}

describe('DH-9 a double discarded into another player`s slot is answered from its originator', () => {
  it.each(CASES)(
    'DH-9 $n players, $k-$k ($direction): the slot`s owner answers in turn, the discarder never',
    ({ n, k, direction }) => {
      const owner = n - 1;
      let s = discardTable(n, k, direction);
      s = act(s, 1, { type: 'takeDiscard', from: owner });
      s = act(s, 1, { type: 'discard', domino: [k, k] });
      expect(rack(s, owner).slot).toEqual([k, k]);
      expect(s.direction).toBe(direction);
      const order = seatsAfter(1, direction, n);
      expect(order).toContain(owner);
      for (const p of order) {
        expect(s.phase).toEqual({ kind: 'respond', owner, responder: p, originator: 1 });
        expect(legal(s, p)).toEqual([{ type: 'pass' }]);
        s = act(s, p, { type: 'pass' });
      }
      // Every other player has passed: dead in the owner's slot, and the originator plays.
      expect(s.phase).toEqual({ kind: 'draw', player: 1 });
      expect(rack(s, owner).slot).toEqual([k, k]);
    },
  );

  it.each(CASES)(
    'DH-9 $n players, $k-$k ($direction): the slot`s owner may take it, then discards into their own slot',
    ({ n, k, direction }) => {
      const owner = n - 1;
      let s = discardTable(n, k, direction, k);
      s = act(s, 1, { type: 'takeDiscard', from: owner });
      s = act(s, 1, { type: 'discard', domino: [k, k] });
      const before = seatsAfter(1, direction, n);
      for (const p of before.slice(0, before.indexOf(owner))) s = act(s, p, { type: 'pass' });
      expect(s.phase).toEqual({ kind: 'respond', owner, responder: owner, originator: 1 });
      expect(legal(s, owner)).toEqual([{ type: 'takeDouble' }]);
      s = act(s, owner, { type: 'takeDouble' });
      expect(rack(s, owner).train).toEqual([
        [12, k],
        [k, k],
      ]);
      expect(s.phase).toEqual({ kind: 'discard', player: owner, slot: owner });
      const discard = itemAt(rack(s, owner).tray, 0);
      s = act(s, owner, { type: 'discard', domino: discard });
      expect(rack(s, owner).slot).toEqual(discard);
      expect(s.phase).toEqual({ kind: 'draw', player: seatsAfter(owner, direction, n)[0] });
    },
  );
});

describe('DH-9 a double drawn, or discarded into one`s own slot, is answered from its drawer', () => {
  it.each(CASES)(
    'DH-9 $n players, $k-$k ($direction) drawn from the boneyard by seat 2',
    ({ n, k, direction }) => {
      let s = table({
        racks: quietRacks(n, [k]),
        boneyard: `${k}-${k} 0-${k}`,
        direction: other(direction),
        phase: { kind: 'draw', player: 2 },
      });
      s = act(s, 2, { type: 'drawBoneyard' });
      s = act(s, ...drawn(`${k}-${k}`));
      const order = seatsAfter(2, direction, n);
      for (const p of order) {
        // The drawer owns the slot: no originator to name.
        expect(s.phase).toEqual({ kind: 'respond', owner: 2, responder: p });
        s = act(s, p, { type: 'pass' });
      }
      expect(s.phase).toEqual({ kind: 'draw', player: 2 });
    },
  );
});

describe('DH-9 (b) a replacement double is answered from the replacer, its originator', () => {
  it.each(CASES)(
    'DH-9 (b) $n players: 4-4 drawn by seat 0, replaced by seat 1, who draws $k-$k ($direction)',
    ({ n, k, direction }) => {
      const racks = quietRacks(n, [4, k]);
      // Seat 1, first to answer 4-4 (even: clockwise from seat 0), holds the single 4-12.
      const replacer = itemAt(racks, 1);
      racks[1] = { ...replacer, tray: `4-12 ${replacer.tray.split(' ').slice(1).join(' ')}` };
      let s = table({ racks, boneyard: `4-4 ${k}-${k} 0-4`, phase: { kind: 'draw', player: 0 } });
      s = act(s, 0, { type: 'drawBoneyard' });
      s = act(s, ...drawn('4-4'));
      expect(s.phase).toEqual({ kind: 'respond', owner: 0, responder: 1 });
      s = act(s, 1, { type: 'replaceDouble', domino: [4, 12] });
      s = act(s, ...drawn(`${k}-${k}`));
      // The replacer still draws the domino they are owed before anyone answers.
      expect(s.phase).toEqual({ kind: 'replacing', player: 1, live: true });
      s = act(s, ...drawn('0-4'));
      expect(rack(s, 1).slot).toEqual(d(`${k}-${k}`));
      expect(s.direction).toBe(direction);
      for (const p of seatsAfter(1, direction, n)) {
        expect(s.phase).toEqual({ kind: 'respond', owner: 1, responder: p });
        s = act(s, p, { type: 'pass' });
      }
      expect(s.phase).toEqual({ kind: 'draw', player: 1 });
      expect(spec(slotOf(s, 0))).toBe('4-12');
    },
  );
});
