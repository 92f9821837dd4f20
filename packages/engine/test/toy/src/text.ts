/** The toy in a terminal: hands (backs as `?`), the deck's size, moves in words. */
import { type Actor, CHANCE, type TextStyle, type TextUi } from '../../../src/index.ts';
import type { ToyMove, ToyView } from './types.ts';

/** A card as a viewer may see it: its number, or `?` for a back (`{ hidden: true }`). */
const card = (c: unknown): string => (typeof c === 'number' ? String(c) : '?');

function render(view: ToyView, style: TextStyle): string {
  const seats = view.hands.map((hand, p) => {
    const seat = p === view.turn ? style.bold(`P${p + 1}`) : `P${p + 1}`;
    return `${seat}: ${hand.map(card).join(' ')}${view.stood[p] ? ' (stood)' : ''}`;
  });
  return [...seats, style.gray(`deck: ${view.deckSize} cards`)].join('\n');
}

/** One log line from a move as `redactMove` gave it (a deal's card may be hidden). */
function describe(move: unknown, actor: Actor): string {
  if (actor === CHANCE) {
    const dealt = typeof move === 'object' && move !== null && 'card' in move ? move.card : undefined;
    return `a card is dealt: ${card(dealt)}`;
  }
  const draws = typeof move === 'object' && move !== null && 'type' in move && move.type === 'draw';
  return `P${actor + 1} ${draws ? 'draws' : 'stands'}`;
}

export const text: TextUi<ToyView, ToyMove> = {
  render,
  describe,
  menuPath: (move) => [move.type === 'deal' ? `Deal ${move.card}` : move.type === 'draw' ? 'Draw' : 'Stand'],
};
