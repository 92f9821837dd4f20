/**
 * Chance: the deal of each game (DG-3) and draws from the deck. The deck is
 * kept as a sorted list, since nobody knows its order: a draw may be any of
 * its cards, and `sampleChance` picks one with the match's generator.
 */
import { fail, type GameError, ok, type Result, type Rng } from '@gameshelf/engine';
import { type CardId, type ChanceMove, type DigitState, handSizeOf } from '../types.ts';
import { layoutOfCard } from './geometry/layouts.ts';
import { sampleDeal } from './setup.ts';
import { afterDraw } from './turn.ts';

export function sampleChance(s: DigitState, rng: Rng): ChanceMove {
  if (s.phase.type === 'deal') return { type: 'deal', ...sampleDeal(s, rng) };
  return { type: 'draw', card: rng.pick(s.deck) };
}

/** A deal: the start card and every hand come from the deck, each card once, 5 to a hand. */
export function applyDeal(
  s: DigitState,
  start: CardId,
  hands: readonly (readonly CardId[])[],
): Result<DigitState, GameError> {
  if (hands.length !== s.players)
    return fail('move/illegal', `a deal gives ${s.players} hands, not ${hands.length}`);
  const dealt = [start, ...hands.flat()];
  const size = handSizeOf(s.options);
  if (hands.some((hand) => hand.length !== size))
    return fail('move/illegal', `each hand is dealt ${size} cards`);
  if (new Set(dealt).size !== dealt.length) return fail('move/illegal', 'a deal uses each card once');
  const missing = dealt.find((card) => !s.deck.includes(card));
  if (missing !== undefined) return fail('move/illegal', `card ${missing} is not in the deck`);
  return ok({
    ...s,
    start,
    figure: layoutOfCard(start).sticks,
    deck: s.deck.filter((card) => !dealt.includes(card)),
    hands: hands.map((hand) => [...hand]),
    phase: { type: 'move' },
  });
}

export function applyDraw(s: DigitState, card: CardId): Result<DigitState, GameError> {
  if (s.phase.type !== 'draw') return fail('move/illegal', 'nobody is drawing now');
  if (!s.deck.includes(card)) return fail('move/illegal', `card ${card} is not in the deck`);
  return ok(afterDraw(s, card, s.phase.count));
}
