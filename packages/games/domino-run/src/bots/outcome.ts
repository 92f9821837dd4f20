/**
 * What ending the move on a given space leads to, for the bots: the walk
 * there (keys claimed on the way), the treasures by the shared policy, the
 * enemy and cleanup, all through the rules' own functions. The one thing
 * not known in advance, which ability tile a Bonus Ability would draw, is
 * stood in for by the weakest ability tile left in the pile (a cautious
 * guess: the bots value abilities by their spread).
 */
import { keysClaimed } from '../rules/enemy.ts';
import { walk } from '../rules/line.ts';
import { canBeAbility, keysToWin, withoutTile, withTile } from '../rules/tiles.ts';
import { cleanup, endMove, loseAbility, loseDie, MAX_DICE } from '../rules/turn.ts';
import type { DominoRunState, Tile } from '../types.ts';
import { abilityWorth, pickSacrifice } from './policy.ts';

/** The position after walking to `to`, ending the move, the enemy and cleanup (before the line is topped up). */
export function finishTurn(state: DominoRunState, to: number): DominoRunState {
  const walked = walk(state.line, state.player, to - state.player);
  let s: DominoRunState = { ...state, line: walked.line, player: to, dice: [], pendingTreasures: 0 };
  if (keysClaimed(s) >= keysToWin(s.options)) return { ...s, phase: 'won' };
  for (let k = 0; k < walked.keys; k++) s = guessTreasure(s);
  s = endMove(s);
  if (s.phase !== 'caught') return s;
  const give = pickSacrifice(s);
  return cleanup(give.type === 'sacrificeAbility' ? loseAbility(s, give.ability) : loseDie(s));
}

function guessTreasure(s: DominoRunState): DominoRunState {
  if (s.pool < MAX_DICE) return { ...s, pool: s.pool + 1, treasuresTaken: s.treasuresTaken + 1 };
  let weakest: Tile | null = null;
  for (const t of s.pile) {
    if (canBeAbility(t) && (weakest === null || abilityWorth(t, s.pool) < abilityWorth(weakest, s.pool)))
      weakest = t;
  }
  if (weakest === null) return s;
  return {
    ...s,
    pile: withoutTile(s.pile, weakest),
    abilities: withTile(s.abilities, weakest),
    treasuresTaken: s.treasuresTaken + 1,
  };
}
