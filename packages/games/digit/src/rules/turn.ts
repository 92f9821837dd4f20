/**
 * What a stick move sets off, version by version, and how turns pass.
 *
 * - Standard (DG-5): a figure that matches a card in the mover's hand is laid
 *   down at once and the turn ends. (The seed says the mover "may" lay it;
 *   declining would only cost a draw and keep the card, so Gameshelf lays it.)
 *   A figure matching another player's card sends that card from their hand
 *   to their pile at once, out of turn, and the mover does not draw (DG-5 as
 *   amended: the holder is not asked, since asking would tell everyone what
 *   a closed hand holds, and discarding can only help them). Otherwise the
 *   mover draws one card, if the deck has any. The first player to empty
 *   their hand ends the game.
 * - Plus (DG-6): a match of one of the mover's cards goes to their score pile
 *   and they move again; other players' cards do not match. The first move
 *   that matches nothing ends the turn and the hand is refilled to 5; the game
 *   ends when the deck cannot refill it, or when a hand is empty.
 * - Solitaire (DG-7): a match discards the card, a replacement is drawn and
 *   the player moves again; the first move that matches nothing ends the
 *   turn, and costs a point if the turn discarded nothing. The game ends when
 *   the last card has been drawn.
 * - Every version: the game also ends once MOVE_LIMIT (500) stick moves have
 *   been made (DG-7 for Solitaire; Gameshelf's cap for the others, so that no
 *   game can go on for ever), right after that move's own match is taken
 *   (the mover's card laid down, or another player's discarded), with no draw.
 */
import { impossible, type Player } from '@gameshelf/engine';
import { type CardId, type DigitState, handSizeOf, MOVE_LIMIT } from '../types.ts';
import { replaceAt, withCard, without } from './cards.ts';
import type { Layout } from './geometry/layouts.ts';
import { endGame } from './result.ts';

/** The cards in a seat's hand (every seat has a hand and a pile). */
const handOf = (s: DigitState, p: Player): readonly CardId[] =>
  s.hands[p] ?? impossible(`no hand for seat ${p}`);

/** The next player's turn begins. */
export function nextTurn(s: DigitState): DigitState {
  return { ...s, turn: (s.turn + 1) % s.players, phase: { type: 'move' }, matched: 0 };
}

/** A card leaves a player's hand for their pile (laid down, discarded out of turn, or scored). */
function toPile(s: DigitState, player: Player, card: CardId): DigitState {
  return {
    ...s,
    hands: replaceAt(s.hands, player, without(handOf(s, player), card)),
    piles: replaceAt(s.piles, player, [
      ...(s.piles[player] ?? impossible(`no pile for seat ${player}`)),
      card,
    ]),
  };
}

/** The player who holds a card, if anyone does. */
function holder(s: DigitState, card: CardId): Player | undefined {
  const p = s.hands.findIndex((hand) => hand.includes(card));
  return p < 0 ? undefined : p;
}

/** Standard: the mover draws a card, unless the deck is empty; then the turn passes. */
export function drawOrPass(s: DigitState): DigitState {
  return s.deck.length > 0 ? { ...s, phase: { type: 'draw', count: 1 } } : nextTurn(s);
}

/** The position after the turn player's stick move leads to `layout`. */
export function afterMove(before: DigitState, layout: Layout): DigitState {
  const s: DigitState = { ...before, figure: layout.sticks, moves: before.moves + 1 };
  const mover = s.turn;
  const card = layout.card;
  const mine = handOf(s, mover).includes(card);
  const atLimit = s.moves >= MOVE_LIMIT;
  switch (s.options.version) {
    case 'standard': {
      if (mine) {
        const laid = toPile(s, mover, card);
        return laid.hands[mover]?.length === 0 || atLimit ? endGame(laid) : nextTurn(laid);
      }
      const other = holder(s, card);
      if (other !== undefined) {
        const discarded = toPile(s, other, card);
        return discarded.hands[other]?.length === 0 || atLimit ? endGame(discarded) : nextTurn(discarded);
      }
      return atLimit ? endGame(s) : drawOrPass(s);
    }
    case 'plus': {
      if (mine) {
        const scored = { ...toPile(s, mover, card), matched: s.matched + 1 };
        return scored.hands[mover]?.length === 0 || atLimit ? endGame(scored) : scored;
      }
      if (atLimit) return endGame(s);
      const refill = handSizeOf(s.options) - handOf(s, mover).length;
      if (refill > s.deck.length) return endGame(s);
      return refill > 0 ? { ...s, phase: { type: 'draw', count: refill } } : nextTurn(s);
    }
    case 'solitaire': {
      if (mine) {
        const discarded = { ...toPile(s, mover, card), matched: s.matched + 1 };
        return atLimit ? endGame(discarded) : { ...discarded, phase: { type: 'draw', count: 1 } };
      }
      const ended = { ...s, matched: 0, penalty: s.penalty + (s.matched === 0 ? 1 : 0) };
      return atLimit ? endGame(ended) : ended;
    }
  }
}

/** One card drawn from the deck into the hand of the player whose turn it is. */
export function afterDraw(s: DigitState, card: CardId, count: number): DigitState {
  const drawn: DigitState = {
    ...s,
    deck: without(s.deck, card),
    hands: replaceAt(s.hands, s.turn, withCard(handOf(s, s.turn), card)),
  };
  if (count > 1) return { ...drawn, phase: { type: 'draw', count: count - 1 } };
  if (s.options.version !== 'solitaire') return nextTurn(drawn);
  // DG-7: the game ends the moment the last card has been drawn.
  return drawn.deck.length === 0 ? endGame(drawn) : { ...drawn, phase: { type: 'move' } };
}
