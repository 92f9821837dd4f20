/** What the board suggests doing now, in words, from the phase the view shows and the moves offered. */
import type { DigitMove, DigitView } from '@gameshelf/digit';
import type { Stick } from '@gameshelf/digit/figures';
import { stickWords } from './moves.ts';

const who = (p: number) => `P${p + 1}`;

export function hintFor(view: DigitView, legal: readonly DigitMove[] | null, selected: Stick | null): string {
  const { phase, options } = view;
  if (phase.type === 'over') return 'The game is over.';
  if (!legal || legal.length === 0) {
    if (phase.type === 'deal') return 'The cards are being dealt.';
    if (phase.type === 'draw') {
      if (options.version === 'solitaire') return 'A new card is turned face up.';
      return `${who(view.turn)} draws ${phase.count === 1 ? 'a card' : `${phase.count} cards`}.`;
    }
    return `Watch the table: ${who(view.turn)} is moving a stick.`;
  }
  if (selected) return `Now pick a highlighted edge for the ${stickWords(selected)}, or another stick.`;
  if (view.matched > 0) {
    const n = view.matched;
    const run = `${n} ${n === 1 ? 'match' : 'matches'} this turn`;
    return options.version === 'solitaire'
      ? `Match! Move again (${run}); a move that matches nothing ends the turn.`
      : `Match! Move again (${run}); a move that makes none of your cards ends your turn.`;
  }
  return options.version === 'solitaire'
    ? 'Pick a stick, then an edge, to make one of the face-up cards.'
    : 'Pick a stick, then an edge, to make one of your cards (mirror images count).';
}
