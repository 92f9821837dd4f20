/**
 * The turn's flow between the player's decisions: treasures owed for keys
 * (DR-6, DR-7), the enemy and a catch (DR-8), cleanup (DR-9) and the turn
 * limit (DR-10). Where a step offers the player one option only, it is
 * taken for them; a decision is asked for only when there is a choice.
 */

import { impossible } from '@gameshelf/engine';
import type { DominoRunState, Tile, Treasure } from '../types.ts';
import { keysClaimed, moveEnemy, stride, sweepBehind } from './enemy.ts';
import { slotsAhead } from './line.ts';
import { canBeAbility, keysToWin, withoutTile, withTile } from './tiles.ts';

export const MAX_DICE = 4;
export const START_DICE = 2;

/** DR-7: a Bonus Die needs room in the pool; a Bonus Ability needs an ability tile left in the pile. */
export function treasureOptions(state: DominoRunState): Treasure[] {
  const out: Treasure[] = [];
  if (state.pool < MAX_DICE) out.push('die');
  if (state.pile.some(canBeAbility)) out.push('ability');
  return out;
}

/** DR-8: what a caught player can give up: a bonus die (beyond the first two), or any ability. */
export function sacrificeOptions(state: DominoRunState): { dice: boolean; abilities: readonly Tile[] } {
  return { dice: state.pool > START_DICE, abilities: state.abilities };
}

export function treasureCount(state: DominoRunState): number {
  return state.pool - START_DICE + state.abilities.length;
}

/** DR-10: claiming the 7th key wins at once; otherwise the treasures owed are settled. */
export function afterKeys(state: DominoRunState): DominoRunState {
  if (keysClaimed(state) >= keysToWin(state.options))
    return { ...state, phase: 'won', pendingTreasures: 0, dice: [] };
  return settleTreasures(state);
}

/**
 * Pays out treasures owed (DR-6) in order. With no option left the
 * treasure is forfeit; with one it is taken; with two the player chooses.
 */
export function settleTreasures(state: DominoRunState): DominoRunState {
  let s = state;
  while (s.pendingTreasures > 0) {
    const options = treasureOptions(s);
    if (options.length > 1) return { ...s, phase: 'treasure' };
    const owed = s.pendingTreasures - 1;
    if (options.length === 0) {
      s = { ...s, pendingTreasures: owed };
      continue;
    }
    s = takeTreasure({ ...s, pendingTreasures: owed }, options[0] ?? impossible('one treasure is offered'));
    if (s.phase === 'ability') return s;
  }
  return { ...s, phase: 'move' };
}

/** DR-7: a Bonus Die joins the pool now; a Bonus Ability starts a draw (chance). */
export function takeTreasure(state: DominoRunState, treasure: Treasure): DominoRunState {
  const taken = state.treasuresTaken + 1;
  if (treasure === 'die') return { ...state, pool: state.pool + 1, treasuresTaken: taken };
  return { ...state, phase: 'ability', treasuresTaken: taken };
}

/** The player ends the move: the enemy moves (DR-8), then cleanup (DR-9). */
export function endMove(state: DominoRunState): DominoRunState {
  const moved = moveEnemy(state);
  const s: DominoRunState = {
    ...state,
    line: moved.line,
    enemy: moved.enemy,
    keys: moved.keys,
    dice: [],
    phase: 'move',
  };
  if (!moved.caught) return cleanup(s);
  const caught = { ...s, timesCaught: s.timesCaught + 1 };
  const { dice, abilities } = sacrificeOptions(caught);
  const choices = (dice ? 1 : 0) + abilities.length;
  if (choices === 0) return { ...caught, phase: 'lost', loss: 'caught' };
  if (choices > 1) return { ...caught, phase: 'caught' };
  return cleanup(
    dice ? loseDie(caught) : loseAbility(caught, abilities[0] ?? impossible('one ability to lose')),
  );
}

/** DR-8: a bonus die leaves the pool. */
export function loseDie(state: DominoRunState): DominoRunState {
  return { ...state, pool: state.pool - 1 };
}

/** DR-8: an ability tile is shuffled back into the pile. */
export function loseAbility(state: DominoRunState, ability: Tile): DominoRunState {
  return {
    ...state,
    abilities: withoutTile(state.abilities, ability),
    pile: withTile(state.pile, ability),
  };
}

/** DR-9: sweep behind the enemy, stop at the turn limit (DR-10), then top up the line. */
export function cleanup(state: DominoRunState): DominoRunState {
  const s: DominoRunState = { ...state, ...sweepBehind(state) };
  const limit = s.options.turnLimit;
  if (limit > 0 && s.turn >= limit) return { ...s, phase: 'lost', loss: 'time' };
  return topUp(s);
}

/** DR-9: chance places tiles while fewer than X lie ahead of the player and the pile lasts; then the next roll. */
export function topUp(state: DominoRunState): DominoRunState {
  const short = slotsAhead(state.line, state.player) < stride(state) && state.pile.length > 0;
  return { ...state, phase: short ? 'refill' : 'roll' };
}
