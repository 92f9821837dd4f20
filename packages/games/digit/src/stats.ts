/**
 * Statistics for `gameshelf simulate`: how long games last, how often a turn
 * matches, and in Solitaire the score and its rating (DG-7; a string, so the
 * simulation counts it as a distribution).
 */
import type { Actor, StatsCollector } from '@gameshelf/engine';
import { findMove, layoutOf } from './rules/geometry/layouts.ts';
import { rating } from './rules/result.ts';
import { type CardId, type DigitMove, type DigitState, MOVE_LIMIT, type StickMove } from './types.ts';

/** The card a stick move makes (DG-9). */
function cardMade(before: DigitState, move: StickMove): CardId | undefined {
  const layout = layoutOf(before.figure);
  const k = layout && findMove(layout, move.from, move.to);
  return layout && k !== undefined ? layout.nextCard[k] : undefined;
}

/** Solitaire's score (DG-7): the finished game's, or minus the penalty so far. */
const solitaireScore = (final: DigitState) => final.finished[0]?.[0] ?? -final.penalty;

/**
 * How a finished game ended: in Solitaire, its rating (DG-7); in Standard
 * and Plus, how the last game of the match ended: a hand emptied (DG-5,
 * DG-6), the deck could not refill a hand (Plus, DG-6), or the 500-move cap.
 */
export function outcome(final: DigitState): string {
  if (final.options.version === 'solitaire') return rating(solitaireScore(final));
  if (final.hands.some((hand) => hand.length === 0)) return 'hand emptied';
  return final.moves >= MOVE_LIMIT ? 'move cap' : 'deck ran out';
}

export function digitStats(): StatsCollector<DigitState, DigitMove> {
  let moves = 0;
  let turns = 0;
  let matched = 0;
  let outOfTurn = 0;
  let capped = 0;
  return {
    onMove(before: DigitState, actor: Actor, move: DigitMove, _after: DigitState) {
      if (move.type !== 'move' || actor === 'chance') return;
      moves++;
      if (before.moves + 1 === MOVE_LIMIT) capped++;
      // Extra moves (Plus, Solitaire) follow a match in the same turn.
      if (before.matched === 0) turns++;
      const card = cardMade(before, move) ?? 0;
      if (before.hands[actor]?.includes(card)) matched++;
      // DG-5: in Standard, a card of another player's that the move makes leaves their hand.
      else if (before.options.version === 'standard' && before.hands.some((hand) => hand.includes(card)))
        outOfTurn++;
    },
    outcome,
    finish(final: DigitState) {
      const out: Record<string, number | string> = {
        'stick moves': moves,
        turns,
        'cards matched per turn': turns > 0 ? matched / turns : 0,
        // Averaged over a simulation: the share of games the cap ended (Gameshelf's rule, not the seed's).
        'games ended by the 500-move cap': capped,
      };
      if (final.options.version === 'standard') {
        out['out-of-turn discards'] = outOfTurn;
      }
      if (final.options.version === 'solitaire') {
        const score = solitaireScore(final);
        out.score = score;
        out.rating = rating(score);
      }
      return out;
    },
  };
}
