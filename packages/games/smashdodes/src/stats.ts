/**
 * Statistics of a simulated game (averaged over games by `gameshelf
 * simulate`): shots by kind, misses, forfeits, knock-outs, simulated time,
 * and how the game was won.
 */
import type { StatsCollector } from '@gameshelf/engine';
import type { SmashMove, SmashState } from './types.ts';

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
    finish(final) {
      const s = final.stage;
      const ending =
        s.kind !== 'over' ? 'unfinished' : /both D20s/.test(s.reason) ? 'both D20s out' : 'D20 knocked out';
      return { ...counts, turns: final.turns, ending };
    },
  };
}
