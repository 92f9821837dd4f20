/**
 * Scripted tables for the rule tests. Dominoes are written as in the rules,
 * `3-5`; train links as `6|3` (the 6 touches the domino before, the 3 is the
 * open end). Every domino of the set not placed anywhere lies in the
 * boneyard, unless the boneyard is given, in which case the rest is out of
 * play. Chance draws are scripted with `drawn` moves naming the domino.
 */
import { type Actor, CHANCE, type GameError, itemAt, stableHash, unwrap } from '@gameshelf/engine';
import { expect } from 'vitest';
import { dominoHavoc as game } from '../src/game.ts';
import { parseMove } from '../src/moves.ts';
import { compareDominoes, domino, fullSet, sortDominoes } from '../src/rules/dominoes.ts';
import type {
  Direction,
  Domino,
  HavocMove,
  HavocState,
  Link,
  Phase,
  Rack,
  RoundResult,
  SetName,
} from '../src/types.ts';

/** `'3-5 4-4'` → sorted dominoes. */
export function ds(text: string): Domino[] {
  const parts = text.trim() === '' ? [] : text.trim().split(/\s+/);
  return sortDominoes(
    parts.map((p) => {
      const ends = p.split('-').map(Number);
      return domino(itemAt(ends, 0), itemAt(ends, 1));
    }),
  );
}

export function d(text: string): Domino {
  return itemAt(ds(text), 0);
}

/** `'6|3 3|3'` → links. */
export function links(text: string): Link[] {
  const parts = text.trim() === '' ? [] : text.trim().split(/\s+/);
  return parts.map((p) => {
    const ends = p.split('|').map(Number);
    return [itemAt(ends, 0), itemAt(ends, 1)] as const;
  });
}

export interface RackSpec {
  tray: string;
  train?: string;
  slot?: string;
  known?: string;
  singles?: number;
}

/** A rack spec with its train given, as `quietRacks` writes every one. */
export interface RackWithTrain extends RackSpec {
  train: string;
}

export interface TableSpec {
  racks: RackSpec[];
  set?: SetName;
  rounds?: number;
  stallTurns?: number;
  /** Exactly these in the boneyard; the rest of the set goes out of play. */
  boneyard?: string;
  outOfPlay?: string;
  direction?: Direction;
  phase?: Phase;
  firstPlayer?: number;
  round?: number;
  history?: RoundResult[];
  idleTurns?: number;
  /** DH-9 (b): who is short, once per missing domino, sorted (as in the state). */
  short?: number[];
}

export function table(spec: TableSpec): HavocState {
  const set = spec.set ?? 'double-12';
  const racks: Rack[] = spec.racks.map((r) => ({
    tray: ds(r.tray),
    train: links(r.train ?? ''),
    slot: r.slot ? d(r.slot) : null,
    known: ds(r.known ?? ''),
    singles: r.singles ?? 0,
  }));
  const placed: Domino[] = ds(spec.outOfPlay ?? '');
  for (const r of racks) {
    placed.push(...r.tray, ...r.train.map((l) => domino(l[0], l[1])));
    if (r.slot) placed.push(r.slot);
  }
  if (spec.boneyard !== undefined) placed.push(...ds(spec.boneyard));
  const isPlaced = (x: Domino) => placed.some((p) => compareDominoes(p, x) === 0);
  const rest = fullSet(set).filter((x) => !isPlaced(x));
  const boneyard = spec.boneyard === undefined ? rest : ds(spec.boneyard);
  const outOfPlay = sortDominoes([...ds(spec.outOfPlay ?? ''), ...(spec.boneyard === undefined ? [] : rest)]);
  const state: HavocState = {
    options: { set, rounds: spec.rounds ?? 1, stallTurns: spec.stallTurns ?? 60 },
    firstPlayer: spec.firstPlayer ?? 0,
    round: spec.round ?? 0,
    racks,
    boneyard,
    outOfPlay,
    direction: spec.direction ?? 'clockwise',
    phase: spec.phase ?? { kind: 'draw', player: 0 },
    idleTurns: spec.idleTurns ?? 0,
    history: spec.history ?? [],
    ...(spec.short === undefined ? {} : { short: spec.short }),
  };
  expect(game.checkInvariants(state), 'the scripted table itself').toEqual([]);
  return state;
}

/** Applies a move (written loosely, as a person or a socket would) that must be legal; checks the invariants after it. */
export function act(state: HavocState, actor: Actor, raw: unknown): HavocState {
  const move = unwrap(parseMove(raw));
  const next = unwrap(game.apply(state, actor, move));
  expect(game.checkInvariants(next)).toEqual([]);
  return next;
}

/** Applies several moves in turn. */
export function script(state: HavocState, steps: readonly [Actor, unknown][]): HavocState {
  return steps.reduce((s, [actor, raw]) => act(s, actor, raw), state);
}

/** A move that must be refused with `code`, leaving the state as it was. */
export function refused(state: HavocState, actor: Actor, raw: unknown, code: GameError['code']): GameError {
  const before = stableHash(state);
  const parsed = parseMove(raw);
  const result = parsed.ok ? game.apply(state, actor, parsed.value) : parsed;
  expect(result.ok).toBe(false);
  if (result.ok) throw new Error('unreachable');
  expect(result.error.code).toBe(code);
  expect(stableHash(state)).toBe(before);
  return result.error;
}

export const drawn = (text: string): [Actor, HavocMove] => [CHANCE, { type: 'drawn', domino: d(text) }];

export function legal(state: HavocState, player: number): HavocMove[] {
  return game.legalMoves(state, player);
}

export { game };

/** Seat `p`'s rack, in a state or a view: a seat the table does not have is a broken script, and throws. */
export const rack = <R>(s: { readonly racks: readonly R[] }, p: number): R => itemAt(s.racks, p);

/** The domino in seat `p`'s slot; throws when the slot is empty, a script that went wrong. */
export function slotOf(s: HavocState, p: number): Domino {
  const { slot } = rack(s, p);
  if (slot === null) throw new Error(`seat ${p}'s slot is empty`);
  return slot;
}

/** A domino as a table spec writes it: `3-5`. */
export const spec = (x: Domino): string => `${x[0]}-${x[1]}`;

/**
 * Racks for `n` players that can do nothing with a double of any number in
 * `numbers`: each train one single long and open at another number, and no
 * tray holding one of those numbers or any double, so each answer is a pass.
 * The dominoes named in `reserved` are left out, for the scripts to place.
 * Each rack is a train of one and a tray of five.
 */
export function quietRacks(
  n: number,
  numbers: readonly number[],
  reserved: readonly Domino[] = [],
): RackWithTrain[] {
  const taken = (x: Domino) => reserved.some((r) => compareDominoes(r, x) === 0);
  const pool = fullSet('double-12').filter(
    (x) => x[0] !== x[1] && !numbers.includes(x[0]) && !numbers.includes(x[1]) && !taken(x),
  );
  return Array.from({ length: n }, (_, p) => {
    const [first, ...tray] = pool.slice(6 * p, 6 * p + 6);
    if (first === undefined) throw new Error(`too few quiet dominoes for ${n} players`);
    return { tray: tray.map(spec).join(' '), train: `${first[0]}|${first[1]}` };
  });
}

/** The seats after `from` in `direction`, round the table, up to (not including) `from` again. */
export function seatsAfter(from: number, direction: Direction, n: number): number[] {
  const step = direction === 'clockwise' ? 1 : n - 1;
  return Array.from({ length: n - 1 }, (_, i) => (from + step * (i + 1)) % n);
}

/** Three players, P1 (seat 0) to draw; P2's and P3's slots hold discards. */
export const threeToDraw = () =>
  table({
    racks: [
      { tray: '2-5 3-9 4-4 6-11 7-12 0-10', slot: '1-6' },
      { tray: '1-1 1-2 1-3 1-4 1-5 8-9', slot: '9-11' },
      { tray: '2-2 2-3 2-4 2-6 2-7 3-3', slot: '5-12' },
    ],
  });
