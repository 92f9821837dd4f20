/** DIGIT's invariants, checked after every move of every battery playout. */

import { itemAt } from '@gameshelf/engine';
import { type DigitState, handSizeOf, MOVE_LIMIT } from '../types.ts';
import { CARD_COUNT } from './geometry/deck.ts';
import { layoutOf } from './geometry/layouts.ts';
import { playerRange } from './setup.ts';

const sorted = (cards: readonly number[]) => cards.every((c, i) => i === 0 || itemAt(cards, i - 1) < c);

function cardsConserved(s: DigitState): string[] {
  const count = new Uint8Array(CARD_COUNT + 1);
  let placed = 0;
  const place = (cards: readonly number[]) => {
    for (const c of cards) {
      if (Number.isInteger(c) && c >= 1 && c <= CARD_COUNT) count[c] = itemAt(count, c) + 1;
      placed++;
    }
  };
  place(s.deck);
  s.hands.forEach(place);
  s.piles.forEach(place);
  if (s.start !== null) place([s.start]);
  const out: string[] = [];
  if (placed !== CARD_COUNT || count.indexOf(0, 1) !== -1) {
    out.push(`the 55 cards are not each in exactly one place (${placed} placed)`);
  }
  if (!sorted(s.deck)) out.push('the deck is not sorted');
  if (!s.hands.every(sorted)) out.push('a hand is not sorted');
  return out;
}

function handSizes(s: DigitState): string[] {
  const out: string[] = [];
  const { version } = s.options;
  s.hands.forEach((hand, p) => {
    if (hand.length > handSizeOf(s.options) && version !== 'standard')
      out.push(`player ${p + 1} holds ${hand.length} cards`);
  });
  if (version === 'solitaire' && s.phase.type === 'move' && s.hands[0]?.length !== handSizeOf(s.options)) {
    out.push(`Solitaire shows ${handSizeOf(s.options)} cards whenever the player moves`);
  }
  if (
    version === 'plus' &&
    s.phase.type === 'move' &&
    s.matched === 0 &&
    s.hands[s.turn]?.length !== handSizeOf(s.options)
  ) {
    out.push('a Plus turn starts with a full hand');
  }
  return out;
}

function phaseConsistent(s: DigitState): string[] {
  const out: string[] = [];
  const range = playerRange(s.options.version);
  if (s.players < range.min || s.players > range.max)
    out.push(`${s.players} players in ${s.options.version}`);
  if (s.hands.length !== s.players || s.piles.length !== s.players)
    out.push('one hand and one pile per player');
  if (!(s.turn >= 0 && s.turn < s.players)) out.push(`turn ${s.turn} is no player`);
  if (s.moves > MOVE_LIMIT) out.push(`${s.moves} moves, more than ${MOVE_LIMIT}`);
  if (s.finished.length !== s.game + (s.phase.type === 'over' ? 1 : 0))
    out.push('finished games do not add up');
  const dealt = s.phase.type !== 'deal';
  if (dealt !== (s.start !== null) || (dealt && !layoutOf(s.figure)) || (!dealt && s.figure.length > 0)) {
    out.push('the figure and start card do not fit the phase');
  }
  if (s.phase.type === 'draw' && (s.phase.count < 1 || s.phase.count > s.deck.length)) {
    out.push(`a draw of ${s.phase.count} from a deck of ${s.deck.length}`);
  }
  return out;
}

export function checkInvariants(s: DigitState): string[] {
  return [...cardsConserved(s), ...handSizes(s), ...phaseConsistent(s)];
}
