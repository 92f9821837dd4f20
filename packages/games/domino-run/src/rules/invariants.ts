/**
 * Domino Run's invariants, checked after every move of every battery
 * playout: the 28 tiles are conserved, claimed keys are doubles lying ahead
 * of the enemy, the cubes are on the line in order, and each phase carries
 * only the data it should.
 */

import type { DominoRunState, Tile } from '../types.ts';
import { keysClaimed, stride } from './enemy.ts';
import { slotsAhead, slotTile } from './line.ts';
import { canBeAbility, isDouble, isTile, keysToWin, TILES } from './tiles.ts';
import { MAX_DICE, START_DICE } from './turn.ts';

export function checkInvariants(s: DominoRunState): string[] {
  return [...tileChecks(s), ...cubeChecks(s), ...turnChecks(s)];
}

function tileChecks(s: DominoRunState): string[] {
  const out: string[] = [];
  const inLine = s.line.map(slotTile).filter((t): t is Tile => t !== null);
  const all = [...inLine, ...s.pile, ...s.abilities, ...s.keys, ...s.setAside];
  if (!all.every(isTile)) out.push('a tile id is not a double-six tile');
  if (all.length !== TILES.length || new Set(all).size !== TILES.length)
    out.push('the 28 tiles are not conserved');
  for (const [name, list] of [
    ['pile', s.pile],
    ['abilities', s.abilities],
    ['keys', s.keys],
    ['setAside', s.setAside],
  ] as const) {
    if (list.some((t, i) => t <= (list[i - 1] ?? Number.NEGATIVE_INFINITY)))
      out.push(`${name} is not sorted`);
  }
  if (!s.abilities.every(canBeAbility)) out.push('an ability is a double or has a blank');
  if (!s.keys.every(isDouble)) out.push('a kept key is not a double');
  if (s.setAside.some(canBeAbility)) out.push('an ability tile was set aside');
  s.line.forEach((slot, i) => {
    // Pits and claimed keys are made where the player has been (DR-6, DR-8).
    if ((slot.kind === 'pit' || slot.faceDown) && 2 * i + 1 > s.player)
      out.push(`slot ${i}: a claimed key or pit lies ahead of the player`);
    if (slot.kind !== 'tile' || !slot.faceDown) return;
    if (slot.first !== slot.second) out.push(`slot ${i} is face down but not a double`);
    if (2 * i <= s.enemy) out.push(`claimed key in slot ${i} lies behind the enemy`);
  });
  return out;
}

function cubeChecks(s: DominoRunState): string[] {
  if (s.phase === 'deal') return s.line.length < 5 ? [] : ['the deal placed too many tiles'];
  const out: string[] = [];
  if (s.enemy < -1) out.push('the enemy is off the line');
  if (s.player <= s.enemy) out.push('the enemy is not behind the player');
  if (s.player >= 2 * s.line.length) out.push('the player is off the line');
  if (s.phase === 'roll' && s.enemy >= 2) out.push('tiles behind the enemy were not cleaned up');
  if (s.phase === 'roll' && slotsAhead(s.line, s.player) < stride(s) && s.pile.length > 0)
    out.push('the line was not topped up');
  return out;
}

function turnChecks(s: DominoRunState): string[] {
  const out: string[] = [];
  const keys = keysClaimed(s);
  if (s.pool < START_DICE || s.pool > MAX_DICE) out.push(`the pool has ${s.pool} dice`);
  if (s.dice.length > s.pool) out.push('more unused dice than the pool holds');
  if (s.dice.some((d, i) => d < 1 || d > 6 || d > (s.dice[i - 1] ?? Number.POSITIVE_INFINITY)))
    out.push('unused dice are not faces 1-6 highest first');
  if (s.phase !== 'move' && s.phase !== 'treasure' && s.phase !== 'ability' && s.dice.length > 0)
    out.push('unused dice outside the move');
  const toWin = keysToWin(s.options);
  if (keys > toWin) out.push(`more than ${toWin} keys`);
  if ((s.phase === 'won') !== (keys === toWin)) out.push(`won if and only if ${toWin} keys are claimed`);
  if ((s.phase === 'lost') !== (s.loss !== null)) out.push('a loss reason outside a lost game');
  if (s.pendingTreasures > 0 && s.phase !== 'treasure' && s.phase !== 'ability')
    out.push('treasures owed outside a treasure choice');
  if (s.setAside.length > 0 && s.phase !== 'ability') out.push('tiles set aside outside an ability draw');
  if (s.phase === 'ability' && !s.pile.some(canBeAbility))
    out.push('an ability draw with no ability tile left');
  if (s.options.turnLimit > 0 && s.turn > s.options.turnLimit) out.push('played past the turn limit');
  return out;
}
