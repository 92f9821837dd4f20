/**
 * What a viewer sees: their own hand, the backs of the others, the deck's
 * size; and of a deal, the card only if it went to them. The `leaky`
 * variant also carries the whole state, which the battery must catch.
 */
import { type Actor, CHANCE, type Viewer } from '../../../src/index.ts';
import type { ToyMove, ToyState, ToyView } from './types.ts';

export function view(s: ToyState, viewer: Viewer): ToyView {
  const hands = s.hands.map((h, i) => (i === viewer ? h : h.map(() => ({ hidden: true as const }))));
  const base = {
    viewer,
    hands,
    deckSize: s.deck.length,
    stood: s.stood,
    turn: s.turn,
    dealing: s.dealing,
    variant: s.variant,
  };
  return s.variant === 'leaky' ? { ...base, secret: s } : base;
}

export function redactMove(s: ToyState, actor: Actor, move: ToyMove, viewer: Viewer): unknown {
  return move.type === 'deal' && actor === CHANCE && viewer !== s.turn
    ? { type: 'deal', card: { hidden: true } }
    : move;
}
