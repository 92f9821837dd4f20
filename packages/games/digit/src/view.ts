/**
 * What each player sees (the one place secrets are stripped), what they learn
 * of each move, and full states rebuilt from a view for search bots.
 *
 * Hidden: the cards in other players' hands, unless the game is Open (DG-8)
 * or Solitaire (5 cards face up, DG-7); and the deck, of which only the size
 * shows. Public: the figure, the start card, every pile, and the card a
 * player is asked to discard out of turn (DG-5: being asked shows that they
 * hold it, as it would when they lay it down).
 */
import type { Actor, Player, Rng, Viewer } from '@gameshelf/engine';
import { ALL_CARDS } from './geometry/deck.ts';
import type { CardId, DigitMove, DigitState, DigitView, SeenCard } from './types.ts';

const HIDDEN = { hidden: true } as const;

/** Whether every hand lies face up. */
export function handsOpen(s: Pick<DigitState, 'options'>): boolean {
  return s.options.open || s.options.version === 'solitaire';
}

function canSee(s: Pick<DigitState, 'options'>, viewer: Viewer, owner: Player): boolean {
  return handsOpen(s) || viewer === owner;
}

export function view(s: DigitState, viewer: Viewer): DigitView {
  return {
    viewer,
    options: s.options,
    players: s.players,
    game: s.game,
    finished: s.finished,
    start: s.start,
    figure: s.figure,
    deckSize: s.deck.length,
    hands: s.hands.map((hand, p) => (canSee(s, viewer, p) ? hand : hand.map(() => HIDDEN))),
    piles: s.piles,
    turn: s.turn,
    phase: s.phase,
    moves: s.moves,
    matched: s.matched,
    penalty: s.penalty,
  };
}

export function redactMove(before: DigitState, actor: Actor, move: DigitMove, viewer: Viewer): unknown {
  if (handsOpen(before)) return move;
  if (move.type === 'deal') {
    return { ...move, hands: move.hands.map((hand, p) => (viewer === p ? hand : hand.map(() => HIDDEN))) };
  }
  if (move.type === 'draw' && actor === 'chance' && viewer !== before.turn)
    return { type: 'draw', card: HIDDEN };
  return move;
}

/**
 * A full state consistent with a player's view: the cards they cannot see
 * (other closed hands and the deck) are dealt at random from those not in
 * sight. A card a player is asked to discard out of turn stays in their hand.
 */
export function determinize(v: DigitView, _player: Player, rng: Rng): DigitState {
  const known = (hand: readonly SeenCard[]): CardId[] =>
    hand.filter((c): c is CardId => typeof c === 'number');
  const pending = v.phase.type === 'respond' ? v.phase : undefined;
  const seen = new Set<CardId>([...v.hands.flatMap(known), ...v.piles.flat()]);
  if (v.start !== null) seen.add(v.start);
  if (pending) seen.add(pending.card);
  // In ascending order, as the deck is kept; what the hands take out leaves it so.
  const unseen = ALL_CARDS.filter((c) => !seen.has(c));
  const hands = v.hands.map((hand, p) => {
    const cards = known(hand);
    if (pending?.player === p && !cards.includes(pending.card)) cards.push(pending.card);
    while (cards.length < hand.length) cards.push(unseen.splice(rng.int(unseen.length), 1)[0] as CardId);
    return cards.sort((a, b) => a - b);
  });
  const { viewer: _viewer, deckSize: _deckSize, ...rest } = v;
  return { ...rest, hands, deck: unseen };
}
