/**
 * DH-9 (b) with the boneyard empty. A responder whose tray holds a single
 * with the double's number may replace it whatever the boneyard holds, so
 * they may not pass (DH-9 (c)). When the replacement is due and the
 * boneyard is empty, the replacer goes on one domino short at once (no
 * chance step) and play goes on as after any replacement; each of their
 * later normal turns skips its discard and restores one. So several players
 * can be short, and one player more than once; a replacement never blocks
 * the round. With 3, 5 and 8 players and doubles of each parity (odd:
 * counter-clockwise, even: clockwise); `act` checks the invariants after
 * every move (DH-5: each player holds six minus the times they are short).
 */
import { itemAt } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { fullSet } from '../src/rules/dominoes.ts';
import { shortBy } from '../src/rules/short.ts';
import type { Direction, HavocState } from '../src/types.ts';
import {
  act,
  drawn,
  game,
  legal,
  quietRacks,
  rack,
  refused,
  seatsAfter,
  slotOf,
  spec,
  table,
} from './helpers.ts';

/** Two doubles of one parity, so both turn play the same way. */
const PAIRS: readonly (readonly [number, number, Direction])[] = [
  [5, 7, 'counterclockwise'],
  [6, 8, 'clockwise'],
];
const CASES = [3, 5, 8].flatMap((n) => PAIRS.map(([k, m, direction]) => ({ n, k, m, direction })));
const other = (direction: Direction): Direction =>
  direction === 'clockwise' ? 'counterclockwise' : 'clockwise';
const holding = (s: HavocState, p: number) => rack(s, p).tray.length + rack(s, p).train.length;
const after = (p: number, direction: Direction, n: number) => itemAt(seatsAfter(p, direction, n), 0);

/**
 * `n` quiet players (none can answer a double of `k` or `m`), each but seat
 * 0 with a spare single in their slot for normal turns to take. `give` puts
 * dominoes into trays in place of quiet ones (a tray keeps its size).
 */
function quietTable(
  n: number,
  [k, m]: readonly [number, number],
  give: Readonly<Record<number, readonly string[]>>,
  rest: Partial<Parameters<typeof table>[0]>,
): HavocState {
  const racks = quietRacks(n, [k, m]);
  const used = new Set(racks.flatMap((r) => [...r.tray.split(' '), r.train.replace('|', '-')]));
  const spares = fullSet('double-12')
    .filter((x) => x[0] !== x[1] && ![x[0], x[1]].some((y) => y === k || y === m))
    .map(spec)
    .filter((x) => !used.has(x) && !used.has(x.split('-').reverse().join('-')));
  const withSpares = racks.map((r, p) => {
    const given = give[p] ?? [];
    const tray = [...given, ...r.tray.split(' ').slice(given.length)].join(' ');
    return p === 0 ? { ...r, tray } : { ...r, tray, slot: itemAt(spares, p - 1) };
  });
  return table({ racks: withSpares, stallTurns: 1000, ...rest });
}

/**
 * A normal turn that changes nothing but whose turn it is: take a single
 * from another player's slot and discard it back there. A player short
 * instead keeps it and ends the turn: they may not discard (DH-9 (b)).
 */
function quietTurn(s: HavocState): HavocState {
  const { phase } = s;
  if (phase.kind !== 'draw') throw new Error(`a normal turn, not ${phase.kind}`);
  const p = phase.player;
  const from = s.racks.findIndex((r, q) => q !== p && r.slot !== null && r.slot[0] !== r.slot[1]);
  const taken = slotOf(s, from);
  let next = act(s, p, { type: 'takeDiscard', from });
  const moves = legal(next, p);
  if (shortBy(s, p) > 0) {
    expect(moves).toContainEqual({ type: 'endTurn' });
    expect(moves.some((x) => x.type === 'discard')).toBe(false);
    refused(next, p, { type: 'discard', domino: taken }, 'move/illegal');
    next = act(next, p, { type: 'endTurn' });
    expect(shortBy(next, p)).toBe(shortBy(s, p) - 1);
    return next;
  }
  expect(moves).not.toContainEqual({ type: 'endTurn' });
  return act(next, p, { type: 'discard', domino: taken });
}

/** Normal turns until nobody is short; returns the state and who was restored at each turn (or null). */
function untilNobodyShort(s: HavocState, limit: number): { s: HavocState; restored: (number | null)[] } {
  const restored: (number | null)[] = [];
  while (s.short !== undefined && restored.length < limit) {
    const before = s;
    s = quietTurn(s);
    const p = before.phase.kind === 'draw' ? before.phase.player : -1;
    restored.push(shortBy(s, p) < shortBy(before, p) ? p : null);
  }
  return { s, restored };
}

/** Passes from each responder in turn until `replacer` must answer. */
function passUntil(s: HavocState, replacer: number): HavocState {
  while (s.phase.kind === 'respond' && s.phase.responder !== replacer) {
    const p = s.phase.responder;
    expect(legal(s, p)).toEqual([{ type: 'pass' }]);
    s = act(s, p, { type: 'pass' });
  }
  return s;
}

describe('DH-9 (b) with the boneyard empty, a single still replaces the double', () => {
  it.each(CASES)(
    'DH-9 (b) $n players, $k-$k ($direction): the responder holding a single replaces it, goes one short, and may not pass',
    ({ n, k, m, direction }) => {
      const order = seatsAfter(0, direction, n);
      const replacer = itemAt(order, 1);
      // Seat 0 has drawn and holds k-k; play goes the other way until the double turns it.
      let s = quietTable(
        n,
        [k, m],
        { 0: [`${k}-${k}`, ...itemAt(quietRacks(n, [k, m]), 0).tray.split(' ')], [replacer]: [`${k}-12`] },
        { boneyard: '', direction: other(direction), phase: { kind: 'play', player: 0, slot: 0 } },
      );
      s = act(s, 0, { type: 'discard', domino: [k, k] });
      expect(s.direction).toBe(direction);
      s = passUntil(s, replacer);
      expect(s.phase).toEqual({ kind: 'respond', owner: 0, responder: replacer });
      expect(legal(s, replacer)).toEqual([{ type: 'replaceDouble', domino: [k, 12] }]);
      expect(refused(s, replacer, { type: 'pass' }, 'move/illegal').message).toMatch(
        /only if you can neither/,
      );
      s = act(s, replacer, { type: 'replaceDouble', domino: [k, 12] });
      // No replacement to draw, and no chance step: one short at once, and a normal turn follows.
      expect(game.actors(s)).toEqual({ kind: 'players', players: [after(replacer, direction, n)] });
      expect(s.phase).toEqual({ kind: 'draw', player: after(replacer, direction, n) });
      expect(s.short).toEqual([replacer]);
      expect(holding(s, replacer)).toBe(5);
      expect(rack(s, 0).slot).toEqual([k, 12]);
      expect(s.outOfPlay).toContainEqual([k, k]);
      expect(s.history).toEqual([]);
      // Round the table to the replacer, whose normal turn skips its discard: six again.
      const { s: end, restored } = untilNobodyShort(s, n);
      expect(restored).toEqual([...seatsAfter(replacer, direction, n).map(() => null), replacer]);
      expect(holding(end, replacer)).toBe(6);
      expect(end).not.toHaveProperty('short');
      expect(end.phase).toEqual({ kind: 'draw', player: after(replacer, direction, n) });
    },
  );
});

describe('DH-9 (b) two players short at once', () => {
  it.each(CASES)(
    'DH-9 (b) $n players, $k-$k then $m-$m ($direction): both go short; each is restored at their own normal turn',
    ({ n, k, m, direction }) => {
      const first = after(0, direction, n);
      const discarder = after(first, direction, n);
      const second = after(discarder, direction, n);
      const give: Record<number, string[]> = { [first]: [`${k}-12`], [discarder]: [`${m}-${m}`] };
      give[second] = [`${m}-12`];
      // Seat 0 has drawn and holds k-k (and m-12 when it is the second replacer, with 3 players).
      const quiet0 = itemAt(quietRacks(n, [k, m]), 0).tray.split(' ');
      give[0] = [`${k}-${k}`, ...(second === 0 ? [`${m}-12`, ...quiet0.slice(1)] : quiet0)];
      let s = quietTable(n, [k, m], give, {
        boneyard: '',
        direction,
        phase: { kind: 'play', player: 0, slot: 0 },
      });
      s = act(s, 0, { type: 'discard', domino: [k, k] });
      s = act(s, first, { type: 'replaceDouble', domino: [k, 12] });
      expect(s.short).toEqual([first]);
      // The next player takes a discard and discards m-m into that slot: its originator.
      expect(s.phase).toEqual({ kind: 'draw', player: discarder });
      const from = s.racks.findIndex((r, q) => q !== discarder && r.slot !== null);
      s = act(s, discarder, { type: 'takeDiscard', from });
      s = act(s, discarder, { type: 'discard', domino: [m, m] });
      expect(s.phase).toEqual({ kind: 'respond', owner: from, responder: second, originator: discarder });
      expect(refused(s, second, { type: 'pass' }, 'move/illegal').message).toMatch(/only if you can neither/);
      s = act(s, second, { type: 'replaceDouble', domino: [m, 12] });
      expect(s.short).toEqual([first, second].sort((a, b) => a - b));
      expect(holding(s, first)).toBe(5);
      expect(holding(s, second)).toBe(5);
      expect(s.phase).toEqual({ kind: 'draw', player: after(second, direction, n) });
      const { s: end, restored } = untilNobodyShort(s, 2 * n);
      expect(restored.filter((p) => p !== null).sort()).toEqual([first, second].sort());
      expect(end.racks.map((_, p) => holding(end, p))).toEqual(end.racks.map(() => 6));
      expect(end).not.toHaveProperty('short');
    },
  );
});

describe('DH-9 (b) one player short twice', () => {
  it.each(CASES)(
    'DH-9 (b) $n players, $k-$k then $m-$m ($direction): the same replacer goes two short and skips two discards over two normal turns',
    ({ n, k, m, direction }) => {
      const replacer = after(0, direction, n);
      const discarder = after(replacer, direction, n);
      const give = {
        0: [`${k}-${k}`, ...itemAt(quietRacks(n, [k, m]), 0).tray.split(' ')],
        [replacer]: [`${k}-12`, `${m}-12`],
        [discarder]: [`${m}-${m}`],
      };
      let s = quietTable(n, [k, m], give, {
        boneyard: '',
        direction,
        phase: { kind: 'play', player: 0, slot: 0 },
      });
      s = act(s, 0, { type: 'discard', domino: [k, k] });
      s = act(s, replacer, { type: 'replaceDouble', domino: [k, 12] });
      const from = s.racks.findIndex((r, q) => q !== discarder && r.slot !== null);
      s = act(s, discarder, { type: 'takeDiscard', from });
      s = act(s, discarder, { type: 'discard', domino: [m, m] });
      // Every other player passes; the replacer, still one short, answers last and replaces again.
      s = passUntil(s, replacer);
      expect(legal(s, replacer)).toEqual([{ type: 'replaceDouble', domino: [m, 12] }]);
      s = act(s, replacer, { type: 'replaceDouble', domino: [m, 12] });
      expect(s.short).toEqual([replacer, replacer]);
      expect(holding(s, replacer)).toBe(4);
      expect(s.phase).toEqual({ kind: 'draw', player: after(replacer, direction, n) });
      // Two normal turns of the replacer, each without a discard: five, then six.
      const { s: end, restored } = untilNobodyShort(s, 3 * n);
      const others = seatsAfter(replacer, direction, n).map(() => null);
      expect(restored).toEqual([...others, replacer, ...others, replacer]);
      expect(holding(end, replacer)).toBe(6);
      expect(end).not.toHaveProperty('short');
      // The next normal turn of the replacer has its discard again. (With 3 players they have
      // taken the dominoes of both other slots, so that draw finds none: DH-12 ends the round.)
      let t = end;
      for (let i = 0; i < others.length; i++) t = quietTurn(t);
      if (n === 3) {
        expect(t.history).toEqual([expect.objectContaining({ winner: null })]);
        return;
      }
      expect(t.phase).toEqual({ kind: 'draw', player: replacer });
      t = act(t, replacer, {
        type: 'takeDiscard',
        from: t.racks.findIndex((r, q) => q !== replacer && r.slot),
      });
      expect(legal(t, replacer)).not.toContainEqual({ type: 'endTurn' });
      expect(refused(t, replacer, { type: 'endTurn' }, 'move/illegal').message).toMatch(/only a player/);
    },
  );
});

describe('DH-9 (b) a replacement never blocks the round', () => {
  it.each(CASES)(
    'DH-9 (b) $n players, $k-$k then $m-$m ($direction): a replacement double empties the boneyard, its answer by a single goes short too, and play goes on',
    ({ n, k, m, direction }) => {
      const first = after(0, direction, n);
      const second = after(first, direction, n);
      let s = quietTable(
        n,
        [k, m],
        { [first]: [`${k}-12`], [second]: [`${m}-12`] },
        { boneyard: `${k}-${k} ${m}-${m}`, direction: other(direction), phase: { kind: 'draw', player: 0 } },
      );
      s = act(s, 0, { type: 'drawBoneyard' });
      s = act(s, ...drawn(`${k}-${k}`));
      s = act(s, first, { type: 'replaceDouble', domino: [k, 12] });
      s = act(s, ...drawn(`${m}-${m}`));
      // The boneyard is empty: the first replacer is one short, and m-m is answered from them.
      expect(s.boneyard).toEqual([]);
      expect(s.short).toEqual([first]);
      expect(s.phase).toEqual({ kind: 'respond', owner: first, responder: second });
      s = act(s, second, { type: 'replaceDouble', domino: [m, 12] });
      expect(s.short).toEqual([first, second].sort((a, b) => a - b));
      expect(s.history).toEqual([]);
      expect(s.phase).toEqual({ kind: 'draw', player: after(second, direction, n) });
      expect(legal(s, after(second, direction, n)).length).toBeGreaterThan(0);
      const { s: end } = untilNobodyShort(s, 2 * n);
      expect(end.history).toEqual([]);
      expect(end.racks.map((_, p) => holding(end, p))).toEqual(end.racks.map(() => 6));
    },
  );
});
