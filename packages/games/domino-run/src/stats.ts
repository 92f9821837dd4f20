/**
 * Statistics for `gameshelf simulate` and `gameshelf lab`: keys claimed,
 * turns played, treasures taken, times caught (averaged over games), and how
 * each game ended and on which turn, in five-turn buckets (counted as
 * distributions).
 *
 * And how often the positions of the seed's FAQ come up in play, each 1 in
 * a game where it happened and 0 otherwise (the lab gives the win rate with
 * and without each): a double dealt at setup on or behind the white cube's
 * tile, out of reach until the enemy passes it; the double blank claimed as
 * a key; blanks entered for free after the dice were spent; the player
 * standing on a claimed key the enemy knocks out.
 */
import type { StatsCollector } from '@gameshelf/engine';
import { keysClaimed } from './rules/enemy.ts';
import { slotTile } from './rules/line.ts';
import type { DominoRunMove, DominoRunState, Slot } from './types.ts';

/** The setup tiles on or behind the white cube's tile: the first three (DR-4). */
const BEHIND_AT_SETUP = 3;

const isDouble = (slot: Slot | undefined) => slot?.kind === 'tile' && slot.first === slot.second;
const isKey = (slot: Slot | undefined) => slot?.kind === 'tile' && slot.faceDown;

/** Whether the double blank was claimed: face down in the line, or knocked out and kept. */
function doubleBlankClaimed(s: DominoRunState): boolean {
  return s.keys.includes(0) || s.line.some((slot) => isKey(slot) && slotTile(slot) === 0);
}

/** How a finished game ended (DR-10): escaped with the keys, caught, or still running at the turn limit. */
export function outcome(final: DominoRunState): 'escaped' | 'caught' | 'turn limit' {
  return final.phase === 'won' ? 'escaped' : final.loss === 'time' ? 'turn limit' : 'caught';
}

export function stats(): StatsCollector<DominoRunState, DominoRunMove> {
  let setupDouble: boolean | null = null;
  let freeAfterDice = false;
  let fellInPit = false;
  return {
    onMove(before, _actor, move, after) {
      // The first roll comes once the setup line is kept.
      if (setupDouble === null && before.phase === 'roll')
        setupDouble = before.line.slice(0, BEHIND_AT_SETUP).some(isDouble);
      if (move.type === 'step' && before.dice.length === 0) freeAfterDice = true;
      if (move.type === 'endMove' && after.keys.length > before.keys.length) {
        const under = before.line[Math.floor(before.player / 2)];
        const knocked = after.keys.find((k) => !before.keys.includes(k));
        if (isKey(under) && under !== undefined && slotTile(under) === knocked) fellInPit = true;
      }
    },
    outcome,
    finish(final) {
      const end = outcome(final);
      return {
        keys: keysClaimed(final),
        turns: final.turn,
        treasures: final.treasuresTaken,
        caught: final.timesCaught,
        mulliganed: final.mulliganed ? 1 : 0,
        'faq: double dealt out of reach': setupDouble ? 1 : 0,
        'faq: double blank claimed': doubleBlankClaimed(final) ? 1 : 0,
        'faq: blanks entered after the dice': freeAfterDice ? 1 : 0,
        'faq: stood on a knocked-out key': fellInPit ? 1 : 0,
        end,
        // The outcome with the turn, so that wins and losses are told apart.
        'ends on turn': `${end}, turn ${turnBucket(final.turn)}`,
      };
    },
  };
}

/** Five-turn buckets up to 30, so the distribution of the turn a game ends on reads at a glance. */
function turnBucket(turn: number): string {
  if (turn > 30) return '31+';
  const low = Math.floor((Math.max(1, turn) - 1) / 5) * 5 + 1;
  return `${String(low).padStart(2, '0')}-${String(low + 4).padStart(2, '0')}`;
}
