/**
 * Statistics of a simulated game (averaged over games by `gameshelf
 * simulate`): shots by kind, misses, forfeits, knock-outs, simulated time,
 * and how the game was won.
 */
import type { StatsCollector } from '@gameshelf/engine';
import { d20Index, other } from './rules/dice.ts';
import type { SmashMove, SmashState } from './types.ts';

/**
 * How a finished game was won (SD-11), by the shot that ended it: the
 * shooter knocked out the other D20, or its own (and lost), or both at once
 * (and lost); a D20 knocked out by a referee's drop is neither shooter's.
 */
export function outcome(final: SmashState): string {
  const s = final.stage;
  if (s.kind !== 'over') return 'unfinished';
  const loser = other(s.winner);
  if (final.dice[d20Index(s.winner)]?.place.at === 'ko') return 'both D20s knocked out';
  const shooter = final.last?.shooter;
  return shooter === s.winner
    ? 'other D20 knocked out'
    : shooter === loser
      ? 'own D20 knocked out'
      : 'D20 knocked out by the referee';
}

export function stats(): StatsCollector<SmashState, SmashMove> {
  const counts = {
    turns: 0,
    drops: 0,
    attacks: 0,
    skips: 0,
    misses: 0,
    forfeits: 0,
    knockOuts: 0,
    simulatedSeconds: 0,
  };
  return {
    onMove(_before, _actor, move, after) {
      if (move.type === 'drop') counts.drops++;
      if (move.type === 'attack') counts.attacks++;
      if (move.type === 'skip') counts.skips++;
      if (move.type !== 'execute' || !after.last) return;
      counts.simulatedSeconds += after.last.seconds;
      if (after.last.miss > 0) counts.misses++;
      if (after.last.forfeit) counts.forfeits++;
      counts.knockOuts += after.last.changes.filter((c) => c.to === 'ko').length;
    },
    outcome,
    finish(final) {
      return { ...counts, turns: final.turns, ending: outcome(final) };
    },
  };
}
