/**
 * Statistics for `gameshelf simulate`, per simulated game (a whole match with
 * DD-10, so the figures are given per game of it): turns, melds, lay-offs and
 * power tiles played, the winner's score, how games end (going out, DD-8, or
 * blocked, DD-11) and whether going out won.
 */
import type { Actor, StatsCollector } from '@gameshelf/engine';
import { leaders } from './rules/result.ts';
import type { DigitDashMove, DigitDashState } from './types.ts';

const POWER_MOVES: readonly string[] = ['swap', 'steal', 'skip', 'peek'];

/** How the last game of a finished match ended: someone went out (DD-8) or it was blocked (DD-11). */
export function outcome(final: DigitDashState): 'went out' | 'blocked' | 'none' {
  const last = final.games.at(-1);
  return last === undefined ? 'none' : last.ending === 'out' ? 'went out' : 'blocked';
}

export function stats(): StatsCollector<DigitDashState, DigitDashMove> {
  let turns = 0;
  let melds = 0;
  let layOffs = 0;
  let powers = 0;
  return {
    onMove(before: DigitDashState, _actor: Actor, move: DigitDashMove, after: DigitDashState) {
      if (move.type === 'meld') melds++;
      if (move.type === 'layOff') layOffs++;
      if (POWER_MOVES.includes(move.type)) powers++;
      // A game ended with this move: its last turn number counts its turns, skipped ones included.
      if (after.games.length > before.games.length) turns += before.turnNumber;
    },
    outcome,
    finish(final: DigitDashState) {
      const games = final.games;
      const n = Math.max(1, games.length);
      const blocked = games.filter((g) => g.ending === 'blocked').length;
      const wentOut = games.flatMap((g) => (g.ending === 'out' ? [g] : []));
      const outWon = wentOut.filter((g) => leaders(g.scores).includes(g.player)).length;
      const winnerScore = games.reduce((sum, g) => sum + Math.max(...g.scores), 0);
      return {
        gamesPerMatch: games.length,
        turnsPerGame: turns / n,
        meldsPerGame: melds / n,
        layOffsPerGame: layOffs / n,
        powerTilesPerGame: powers / n,
        winnerScore: winnerScore / n,
        blockedShare: blocked / n,
        // Only over games someone went out of (a key left out is left out of the average).
        ...(wentOut.length > 0 ? { goingOutWonShare: outWon / wentOut.length } : {}),
        lastGameEnding: outcome(final),
      };
    },
  };
}
