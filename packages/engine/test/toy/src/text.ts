/** The toy in a terminal: hands (backs as `?`), the deck's size, moves in words (`locales/`). */
import {
  CHANCE,
  isRecord,
  type Narrate,
  seatWords,
  type TextStyle,
  type TextUi,
} from '../../../src/index.ts';
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

/** A log entry as `redactMove` gave it (a deal's card may be hidden). */
const narrate: Narrate<ToyView> = ({ player, move }, { seats }, t) => {
  const fields = isRecord(move) ? move : {};
  if (player === CHANCE)
    return [typeof fields.card === 'number' ? t('log.dealt', { card: fields.card }) : t('log.dealtHidden')];
  return [t(fields.type === 'draw' ? 'log.draw' : 'log.stand', { who: seatWords(seats, player) })];
};

export const text: TextUi<ToyView, ToyMove> = {
  render,
  narrate,
  menuPath: (move) => [move.type === 'deal' ? `Deal ${move.card}` : move.type === 'draw' ? 'Draw' : 'Stand'],
};
