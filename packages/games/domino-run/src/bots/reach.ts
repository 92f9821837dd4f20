/**
 * The spaces this turn's dice can reach, for the bots.
 *
 * The white cube only moves forward, and the keys it claims are exactly the
 * face-up doubles whose front half it passes, so where a move ends depends
 * only on the final space (DR-5, DR-6). A depth-first search over the dice
 * left, the combination and the abilities finds every reachable space and,
 * for each, the first legal move of one path there. A converted die is a die
 * like any other, so the search chains abilities on one die (DR-7: a 1:3
 * then a 3:5 turn a 1 into a 5), each ability still once per turn.
 */
import { impossible } from '@gameshelf/engine';
import { legalMoves, pairs } from '../rules/legal.ts';
import { nextIsFree, reach } from '../rules/line.ts';
import { high, low } from '../rules/tiles.ts';
import type { DominoRunState, PlayerMove } from '../types.ts';

export interface Destination {
  /** The space the move ends on. */
  readonly to: number;
  /** The first move of a path there (`endMove` for staying put). */
  readonly first: PlayerMove;
}

interface Node {
  readonly at: number;
  /** Unused faces, highest first. */
  readonly dice: readonly number[];
  readonly combined: boolean;
  /** Bit i set: ability i of the state was used this turn. */
  readonly used: number;
}

/** Every space reachable this turn, ascending, each with a first move towards it. */
export function destinations(state: DominoRunState): Destination[] {
  const found = new Map<number, PlayerMove>();
  const seen = new Set<number>();
  const { line, abilities } = state;

  /** Records every space reachable from `node` as reached by `first`. */
  const visit = (node: Node, first: PlayerMove): void => {
    const key = nodeKey(node);
    if (seen.has(key)) return;
    seen.add(key);
    if (!found.has(node.at)) found.set(node.at, first);
    const { dice, at } = node;
    let previous: number | undefined;
    for (const face of dice) {
      // Dice are sorted: a face like the one before reaches the same spaces.
      if (face === previous) continue;
      previous = face;
      const far = reach(line, at, face);
      const rest = without(dice, face);
      for (let k = 1; k <= far; k++) visit({ ...node, at: at + k, dice: rest }, first);
    }
    if (!node.combined) {
      for (const [a, b] of pairs(dice)) {
        const far = reach(line, at, a + b);
        const rest = without(without(dice, a), b);
        for (let k = 1; k <= far; k++)
          visit({ at: at + k, dice: rest, combined: true, used: node.used }, first);
      }
    }
    abilities.forEach((ability, i) => {
      if (node.used & (1 << i) || !dice.includes(low(ability))) return;
      visit({ ...node, dice: converted(dice, ability), used: node.used | (1 << i) }, first);
    });
    if (nextIsFree(line, at)) visit({ ...node, at: at + 1 }, first);
  };

  const root: Node = { at: state.player, dice: state.dice, combined: state.combined, used: usedMask(state) };
  // Staying put is ending the move (listed last among the legal moves, but the plain way to stay).
  found.set(root.at, { type: 'endMove' });
  for (const move of legalMoves(state)) {
    const next = child(root, move, abilities);
    if (next) visit(next, move);
  }
  return [...found.entries()].map(([to, first]) => ({ to, first })).sort((a, b) => a.to - b.to);
}

/** The node a root move leads to; null for `endMove`, which stays put. */
function child(root: Node, move: PlayerMove, abilities: readonly number[]): Node | null {
  switch (move.type) {
    case 'useDie':
      return { ...root, at: root.at + move.spaces, dice: without(root.dice, move.face) };
    case 'combineDice': {
      const dice = without(without(root.dice, move.faces[0]), move.faces[1]);
      return { ...root, at: root.at + move.spaces, dice, combined: true };
    }
    case 'convertDie': {
      const i = abilities.indexOf(move.ability);
      return { ...root, dice: converted(root.dice, move.ability), used: root.used | (1 << i) };
    }
    case 'step':
      return { ...root, at: root.at + 1 };
    default:
      return null;
  }
}

function usedMask(state: DominoRunState): number {
  let mask = 0;
  state.abilities.forEach((a, i) => {
    if (state.abilitiesUsed.includes(a)) mask |= 1 << i;
  });
  return mask;
}

/** Space, dice (base 7, at most 4), combination and abilities used, packed into one number. */
function nodeKey(node: Node): number {
  let dice = 0;
  for (const d of node.dice) dice = dice * 7 + d;
  return ((node.at * 2401 + dice) * 2 + (node.combined ? 1 : 0)) * 256 + node.used;
}

function without(dice: readonly number[], face: number): number[] {
  const i = dice.indexOf(face);
  const out = dice.slice();
  out.splice(i, 1);
  return out;
}

function converted(dice: readonly number[], ability: number): number[] {
  const out = without(dice, low(ability));
  out.push(high(ability));
  return out.sort((x, y) => y - x);
}

/** 5^(face - 1): dice left are packed as counts per face in base 5 (at most 4 of a face). */
const POW5 = [0, 1, 5, 25, 125, 625, 3125];

/**
 * Only the spaces reachable this turn, ascending: the same search as
 * `destinations` without first moves, on counts per face with no
 * allocation per node. Search bots call it for every sampled future.
 */
export function reachableSpaces(state: DominoRunState): number[] {
  const { abilities } = state;
  const counts = [0, 0, 0, 0, 0, 0, 0];
  let code = 0;
  for (const d of state.dice) {
    counts[d] = (counts[d] ?? 0) + 1;
    code += POW5[d] ?? 0;
  }
  const reached = new Uint8Array(state.line.length * 2 + 1);
  const seen = new Set<number>();
  const far = reachTable(state);

  const visit = (at: number, dice: number, combined: number, used: number): void => {
    const key = ((at * 15625 + dice) * 2 + combined) * 256 + used;
    if (seen.has(key)) return;
    seen.add(key);
    reached[at] = 1;
    for (let f = 1; f <= 6; f++) {
      if (counts[f] === 0) continue;
      const spaces = far(at, f);
      if (spaces === 0) continue;
      counts[f] = (counts[f] ?? 0) - 1;
      for (let k = 1; k <= spaces; k++) visit(at + k, dice - (POW5[f] ?? 0), combined, used);
      counts[f] = (counts[f] ?? 0) + 1;
    }
    if (combined === 0) {
      for (let a = 1; a <= 6; a++) {
        if (counts[a] === 0) continue;
        counts[a] = (counts[a] ?? 0) - 1;
        for (let b = a; b <= 6; b++) {
          if (counts[b] === 0) continue;
          const spaces = far(at, a + b);
          const rest = dice - (POW5[a] ?? 0) - (POW5[b] ?? 0);
          counts[b] = (counts[b] ?? 0) - 1;
          for (let k = 1; k <= spaces; k++) visit(at + k, rest, 1, used);
          counts[b] = (counts[b] ?? 0) + 1;
        }
        counts[a] = (counts[a] ?? 0) + 1;
      }
    }
    for (let i = 0; i < abilities.length; i++) {
      const ability = abilities[i] ?? impossible('i runs over the abilities');
      const from = low(ability);
      const to = high(ability);
      if (used & (1 << i) || counts[from] === 0) continue;
      counts[from] = (counts[from] ?? 0) - 1;
      counts[to] = (counts[to] ?? 0) + 1;
      visit(at, dice - (POW5[from] ?? 0) + (POW5[to] ?? 0), combined, used | (1 << i));
      counts[to] = (counts[to] ?? 0) - 1;
      counts[from] = (counts[from] ?? 0) + 1;
    }
    if (far(at, 0) > 0) visit(at + 1, dice, combined, used);
  };

  visit(state.player, code, state.combined ? 1 : 0, usedMask(state));
  const out: number[] = [];
  reached.forEach((hit, space) => {
    if (hit) out.push(space);
  });
  return out;
}

/** The largest budget a turn can bring to one move: two sixes combined. */
const MAX_BUDGET = 12;

/**
 * `reach` from every space for every budget 0-12, computed once per search
 * and then looked up (budget 0 is the free step: > 0 when the next space is free).
 */
function reachTable(state: DominoRunState): (at: number, budget: number) => number {
  const { line } = state;
  const spaces = line.length * 2;
  const table = new Int8Array((spaces + 1) * (MAX_BUDGET + 1)).fill(-1);
  return (at, budget) => {
    const i = at * (MAX_BUDGET + 1) + budget;
    let n = table[i] ?? -1;
    if (n < 0) {
      n = reach(line, at, budget);
      table[i] = n;
    }
    return n;
  };
}
