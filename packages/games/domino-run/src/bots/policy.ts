/**
 * The bots' small decisions, shared by `greedy` and `planner`: which
 * treasure to take (DR-7) and which to give up when caught (DR-8).
 *
 * A die adds 3.5 pips to every roll on average. An ability a:b adds b - a
 * pips only on turns where some die shows a: with n dice that is
 * (b - a)(1 - (5/6)^n), at most 5 × 0.52 = 2.6 pips with four dice. So a
 * die is worth more than any ability: take dice while the pool has room,
 * and when caught give up the weakest ability before a die.
 */
import { high, low } from '../rules/tiles.ts';
import { treasureOptions } from '../rules/turn.ts';
import type { DominoRunState, PlayerMove, Tile, Treasure } from '../types.ts';

export function abilityWorth(ability: Tile, pool: number): number {
  return (high(ability) - low(ability)) * (1 - (5 / 6) ** pool);
}

/**
 * The pips a set of abilities adds to a roll of `pool` dice, on average:
 * each ability's own worth, plus what chains add (DR-7). An ability b:c
 * that follows an a:b works, chained, on a die showing a, which it could
 * not on its own: that adds c - b on rolls with some a and no b, a chance of
 * (5/6)^n - (4/6)^n. Abilities that chain with none add nothing more.
 */
export function abilitiesWorth(abilities: readonly Tile[], pool: number): number {
  const chained = (5 / 6) ** pool - (4 / 6) ** pool;
  let worth = 0;
  for (const a of abilities) {
    worth += abilityWorth(a, pool);
    for (const b of abilities) if (low(b) === high(a)) worth += (high(b) - low(b)) * chained;
  }
  return worth;
}

export function pickTreasure(state: DominoRunState): Treasure {
  const options = treasureOptions(state);
  return options.includes('die') ? 'die' : 'ability';
}

export function pickSacrifice(state: DominoRunState): PlayerMove {
  let weakest = state.abilities[0];
  if (weakest === undefined) return { type: 'sacrificeDie' };
  for (const a of state.abilities)
    if (abilityWorth(a, state.pool) < abilityWorth(weakest, state.pool)) weakest = a;
  return { type: 'sacrificeAbility', ability: weakest };
}
