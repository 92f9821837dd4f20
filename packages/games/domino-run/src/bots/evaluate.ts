/**
 * A position's value between turns (after the enemy and cleanup), for the
 * bots: roughly the chance to win from it. Its core is how often `greedy`
 * went on to win from the start of a turn with k keys and L treasures (each
 * treasure a life: DR-8); it is adjusted for the danger that the next roll
 * cannot carry the white cube out of the enemy's reach, and nudged by the
 * margin beyond that reach, the pips of the road ahead and the keys lying
 * on it.
 */
import { impossible } from '@gameshelf/engine';
import { enemyStride, keysClaimed } from '../rules/enemy.ts';
import { isOpenKey, slotAt, spaceCost } from '../rules/line.ts';
import { keysToWin } from '../rules/tiles.ts';
import { treasureCount } from '../rules/turn.ts';
import type { DominoRunState, Slot } from '../types.ts';
import { abilitiesWorth } from './policy.ts';

/**
 * WINS_FROM[k][L]: the share of games `greedy` won from the start of a turn
 * with k keys claimed and L treasures held (L never exceeds k: one treasure
 * per key), measured over 2,000 games (25,000 turns) with an earlier greedy
 * that scored positions by hand-set weights (62% wins), rounded and made
 * non-decreasing in L. Lives dominate: 3 keys and 2 treasures win 42% of
 * the time, 3 keys and 3 treasures 81%.
 */
export const WINS_FROM: readonly (readonly number[])[] = [
  [0.51],
  [0.11, 0.61],
  [0.03, 0.24, 0.73],
  [0.02, 0.14, 0.42, 0.81],
  [0.03, 0.14, 0.29, 0.59, 0.89],
  [0.03, 0.09, 0.27, 0.5, 0.79, 0.93],
  [0.06, 0.2, 0.38, 0.63, 0.77, 0.91, 0.97],
];

/**
 * Small positional nudges, in units of winning chance. Set by hand, then
 * tuned by coordinate search (each halved, doubled or quadrupled in turn,
 * kept when greedy's win rate over 600 fixed games rose by almost a point):
 * margin 0.006 -> 0.012, terrain 0.00075 -> 0.000375 over 4 -> 8 spaces took
 * greedy from 58% to 63% on those games.
 */
export const WEIGHTS = {
  /** Each space of margin beyond the enemy's next stride (capped). */
  margin: 0.012,
  marginCap: 8,
  /** A face-up double lying ahead, weighed by how cheap it is to claim. */
  openKey: 0.012,
  /** Per pip of the next few spaces ahead: the road the next roll must pay for. */
  terrain: 0.000375,
  terrainSpaces: 8,
} as const;

export const WIN_VALUE = 1;
export const LOSS_VALUE = 0;

/** Pips a space of an unknown tile costs on average: (0 + 1 + ... + 6) / 7. */
const UNKNOWN_SPACE = 3;

export function evaluate(s: DominoRunState): number {
  if (s.phase === 'won') return WIN_VALUE;
  if (s.phase === 'lost') return LOSS_VALUE;
  const keys = keysClaimed(s);
  if (keys >= keysToWin(s.options)) return WIN_VALUE;
  const lives = treasureCount(s);
  const w = WEIGHTS;
  let value = winsFrom(keys, lives);
  const need = spacesToEscape(s);
  if (need > 0) {
    // DR-8: a catch costs a treasure, or the game.
    const caught = 1 - escapeChance(s, escapeCost(s.line, s.player, need));
    value = (1 - caught) * value + caught * (lives > 0 ? winsFrom(keys, lives - 1) : LOSS_VALUE);
  } else {
    value += Math.min(w.marginCap, margin(s)) * w.margin;
  }
  value -= escapeCost(s.line, s.player, w.terrainSpaces) * w.terrain;
  value += openKeys(s) * w.openKey;
  return Math.min(WIN_VALUE, Math.max(LOSS_VALUE, value));
}

function winsFrom(keys: number, lives: number): number {
  const row = WINS_FROM[keys] ?? impossible(`no row for ${keys} keys`);
  return row[Math.min(lives, row.length - 1)] ?? impossible('a row of wins is not empty');
}

/**
 * Face-up doubles still to claim ahead (a double whose back half the player
 * stands on counts: its front half lies ahead), each weighed by how cheap it
 * is: a 0:0 costs nothing to claim, a 6:6 twelve pips, a trap for two dice.
 */
function openKeys(s: DominoRunState): number {
  let n = 0;
  for (let i = s.player >> 1; i < s.line.length; i++) {
    const slot = slotAt(s.line, 2 * i);
    if (2 * i + 1 > s.player && isOpenKey(slot) && slot.kind === 'tile') n += 1 - slot.first / 7;
  }
  return n;
}

/**
 * DR-8: how many spaces the player must advance next turn so that the
 * enemy's next stride falls short; 0 if a claimed key lies between them
 * (the enemy stops in it) or the stride falls short already.
 */
export function spacesToEscape(s: DominoRunState): number {
  const x = enemyStride(s);
  for (let space = s.enemy + 1; space < s.player; space++) {
    const slot = slotAt(s.line, space);
    if (slot.kind === 'tile' && slot.faceDown) return 0;
  }
  return Math.max(0, s.enemy + x - s.player + 1);
}

/** Spaces between the player and the enemy's next reach (when already safe). */
function margin(s: DominoRunState): number {
  return Math.max(0, s.player - (s.enemy + enemyStride(s)) - 1);
}

/** The pips of the next `spaces` spaces; beyond the line's end, tiles yet to come cost the average. */
export function escapeCost(line: readonly Slot[], from: number, spaces: number): number {
  let cost = 0;
  const end = line.length * 2;
  for (let space = from + 1; space <= from + spaces; space++)
    cost += space < end ? spaceCost(line, space) : UNKNOWN_SPACE;
  return cost;
}

/**
 * The chance the next roll pays `cost` pips: the pool's total reaching it,
 * with the abilities counted at their average gain (chains included, DR-7).
 * An approximation: it ignores the leftovers a die can lose at a space it
 * cannot pay.
 */
export function escapeChance(s: DominoRunState, cost: number): number {
  const needed = Math.ceil(cost - abilitiesWorth(s.abilities, s.pool));
  return sumAtLeast(s.pool, needed);
}

/** P(sum of n dice ≥ target), from exact tables. */
export function sumAtLeast(n: number, target: number): number {
  const table = AT_LEAST[n] ?? impossible(`no table for ${n} dice`);
  if (target <= n) return 1;
  if (target >= table.length) return 0;
  return table[target] ?? 0;
}

const AT_LEAST: readonly (readonly number[])[] = [0, 1, 2, 3, 4].map((n) => {
  let dist = [1];
  for (let d = 0; d < n; d++) {
    const next = new Array<number>(dist.length + 6).fill(0);
    dist.forEach((p, total) => {
      for (let face = 1; face <= 6; face++) next[total + face] = (next[total + face] ?? 0) + p / 6;
    });
    dist = next;
  }
  const atLeast = new Array<number>(dist.length + 1).fill(0);
  for (let t = dist.length - 1; t >= 0; t--) atLeast[t] = (atLeast[t + 1] ?? 0) + (dist[t] ?? 0);
  return atLeast;
});
