/**
 * The black cube (DR-8) and the cleanup behind it (DR-9). Both are
 * deterministic: they run inside `apply` when the player ends the move.
 */

import { impossible } from '@gameshelf/engine';
import type { DominoRunState, Slot, Tile } from '../types.ts';
import { keysInLine, PIT, slotAt, slotTile } from './line.ts';
import { tileOf, withTile, withTiles } from './tiles.ts';

/** DR-8, DR-9: the enemy's stride and the number of tiles kept ahead of the player: X = 2 + keys claimed. */
export function stride(state: Pick<DominoRunState, 'line' | 'keys'>): number {
  return BASE_STRIDE + keysClaimed(state);
}

const BASE_STRIDE = 2;

/** DR-8: the enemy's stride, X = 2 + keys claimed, or with the `enemySpeed` variant that speed + keys claimed. */
export function enemyStride(state: Pick<DominoRunState, 'line' | 'keys' | 'options'>): number {
  return (state.options.enemySpeed ?? BASE_STRIDE) + keysClaimed(state);
}

/** Keys claimed so far: face down in the line, or knocked out and kept (DR-6, DR-8). */
export function keysClaimed(state: Pick<DominoRunState, 'line' | 'keys'>): number {
  return keysInLine(state.line) + state.keys.length;
}

export interface EnemyOutcome {
  readonly line: readonly Slot[];
  readonly enemy: number;
  readonly keys: readonly Tile[];
  readonly caught: boolean;
}

/**
 * DR-8: the enemy steps forward up to X spaces towards the player.
 * - Reaching the player's space is a catch: the enemy goes back to the pit
 *   behind the first tile (-1) and its move ends.
 * - Stepping onto a claimed key knocks it out: the player keeps the tile, its
 *   two spaces become a pit, the enemy stops there. A player on its front
 *   half stays where they are, now in the pit (the FAQ).
 * - Existing pits are crossed like any space.
 * The two never compete for one space: a key is claimed by entering its
 * front half and the white cube never moves back, so it cannot stand on the
 * back half of a claimed key (an invariant).
 */
export function moveEnemy(state: DominoRunState): EnemyOutcome {
  const { line, player } = state;
  const x = enemyStride(state);
  let enemy = state.enemy;
  for (let step = 0; step < x; step++) {
    const next = enemy + 1;
    if (next === player) return { line, enemy: -1, keys: state.keys, caught: true };
    enemy = next;
    const slot = slotAt(line, next);
    if (slot.kind === 'tile' && slot.faceDown) {
      const knocked = line.slice();
      knocked[next >> 1] = PIT;
      return {
        line: knocked,
        enemy,
        keys: withTile(state.keys, tileOf(slot.first, slot.second)),
        caught: false,
      };
    }
  }
  return { line, enemy, keys: state.keys, caught: false };
}

/**
 * DR-9, first half: tiles entirely behind the enemy go back to the pile
 * (pits behind it simply vanish); the spaces are renumbered from the new
 * first tile. The enemy behind the first tile (-1) leaves everything.
 */
export function sweepBehind(
  state: Pick<DominoRunState, 'line' | 'enemy' | 'player' | 'pile'>,
): Pick<DominoRunState, 'line' | 'enemy' | 'player' | 'pile'> {
  const behind = state.enemy > 0 ? state.enemy >> 1 : 0;
  if (behind === 0) return state;
  const returned: Tile[] = [];
  for (let s = 0; s < behind; s++) {
    const tile = slotTile(state.line[s] ?? impossible('the slots behind the player are on the line'));
    if (tile !== null) returned.push(tile);
  }
  return {
    line: state.line.slice(behind),
    enemy: state.enemy - 2 * behind,
    player: state.player - 2 * behind,
    pile: withTiles(
      state.pile,
      returned.sort((a, b) => a - b),
    ),
  };
}
