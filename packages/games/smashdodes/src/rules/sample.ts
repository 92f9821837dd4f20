/**
 * `legalMoves` for a game of continuous shots: a representative sample of
 * the legal moves, fixed by the position alone (no randomness), in a stable
 * order. For each die in hand, drop-rolls over a grid of points of the
 * target, from three heights, plus points right above opponent dice near
 * the target; for each legal (attacker, target) pair, shots aimed at the
 * target at four speeds, straight and 4° either side, rolled along the board
 * or lifted 4 cm. And `skip` when it is allowed (SD-10). Any other legal
 * shot can still be played: `isLegal` judges it. Within each choice the
 * shots come likeliest-useful first (a bot trying only a few takes them in
 * this order).
 */
import type { Player } from '@gameshelf/engine';
import type { Shot, SmashMove, SmashState } from '../types.ts';
import { attackPairs, dodeAt, droppable, skipAllowed } from './dice.ts';
import { aimingStage, LIMITS } from './legal.ts';

const D = Math.round(LIMITS.dropRadius * 0.66 * Math.SQRT1_2);
/** The drop grid, in mm: the centre and a ring of eight points 2 cm out. */
const DROP_POINTS: readonly [number, number][] = [
  [0, 0],
  [20, 0],
  [D, D],
  [0, 20],
  [-D, D],
  [-20, 0],
  [-D, -D],
  [0, -20],
  [D, -D],
];
/** Heights, speeds and lifts in the order the sample lists them: the likeliest useful first. */
export const DROP_HEIGHTS = [80, 30, 150] as const;
export const ATTACK_SPEEDS = [1500, 2200, 800, 3000] as const;
export const ATTACK_LIFTS = [0, 40] as const;
/** tan(2°): turning by it with the rational form gives a 4° turn either side. */
const TAN2 = 0.03492076949174773;
const AIM_TURNS: readonly [number, number][] = [
  [1, 0],
  [(1 - TAN2 * TAN2) / (1 + TAN2 * TAN2), (2 * TAN2) / (1 + TAN2 * TAN2)],
  [(1 - TAN2 * TAN2) / (1 + TAN2 * TAN2), (-2 * TAN2) / (1 + TAN2 * TAN2)],
];

/** Truncates towards zero, never giving -0 (which JSON would not keep). */
const toInt = (v: number): number => Math.trunc(v) || 0;

function dropPoints(state: SmashState, player: Player): [number, number][] {
  const points = [...DROP_POINTS];
  for (const d of state.dice) {
    if (d.place.at !== 'play' || d.owner === player || d.owner === 'neutral') continue;
    const x = Math.round(d.place.pose.p[0] * 1000);
    const z = Math.round(d.place.pose.p[2] * 1000);
    // Over an opponent die within reach of the target, pulled inside the circle.
    const r = Math.sqrt(x * x + z * z);
    if (r > 2 * LIMITS.dropRadius) continue;
    const k = r > LIMITS.dropRadius ? LIMITS.dropRadius / r : 1;
    points.push([toInt(x * k), toInt(z * k)]);
  }
  return points;
}

/**
 * Each die's drops, height by height over the points, the points above
 * opponent dice first.
 */
function drops(state: SmashState, player: Player, die: number): Shot[] {
  const points = dropPoints(state, player);
  const ordered = [...points.slice(DROP_POINTS.length), ...points.slice(0, DROP_POINTS.length)];
  const out: Shot[] = [];
  for (const height of DROP_HEIGHTS)
    for (const [x, z] of ordered) out.push({ type: 'drop', die, x, z, height, spin: [0, 0, 0] });
  return out;
}

function attacks(state: SmashState, die: number, target: number): Shot[] {
  const from = dodeAt(state.dice, die).place;
  const to = dodeAt(state.dice, target).place;
  if (from.at !== 'play' || to.at !== 'play') return [];
  const dx = to.pose.p[0] - from.pose.p[0];
  const dz = to.pose.p[2] - from.pose.p[2];
  const len = Math.sqrt(dx * dx + dz * dz) || 1;
  // Ordered so that the first few already vary: speed by speed, then lift, then aim.
  const out: Shot[] = [];
  for (const lift of ATTACK_LIFTS)
    for (const [c, s] of AIM_TURNS) {
      const ux = (dx * c + dz * s) / len;
      const uz = (-dx * s + dz * c) / len;
      for (const speed of ATTACK_SPEEDS) {
        // Truncation keeps the speed within the limit.
        const velocity = [toInt(speed * ux), 0, toInt(speed * uz)] as const;
        out.push({ type: 'attack', die, target, velocity, lift, spin: [0, 0, 0] });
      }
    }
  return out;
}

export function legalMoves(state: SmashState, player: Player): SmashMove[] {
  const stage = aimingStage(state, player);
  if (!stage) return [];
  const out: SmashMove[] = [];
  const seen = new Set<string>();
  const add = (m: SmashMove) => {
    const key = JSON.stringify(m);
    if (!seen.has(key)) {
      seen.add(key);
      out.push(m);
    }
  };
  for (const die of droppable(state, player)) {
    if (stage.locked === null || stage.locked === die) drops(state, player, die).forEach(add);
  }
  for (const [die, target] of attackPairs(state, player)) {
    if (stage.locked === null || stage.locked === die) attacks(state, die, target).forEach(add);
  }
  if (stage.locked === null && skipAllowed(state, player)) add({ type: 'skip' });
  return out;
}
