/**
 * What each player sees (the one place secrets are stripped) and what they
 * learn of each move (`redactMove`).
 *
 * Hidden: the cards in other players' hands, unless the game is Open (DG-8)
 * or Solitaire (5 cards face up, DG-7); and the deck, of which only the size
 * shows. Public: the figure, the start card and every pile (a card that
 * leaves a hand out of turn, DG-5, goes face up onto its holder's pile, as
 * it would when they lay it down).
 */
import type { Actor, Player, Viewer } from '@gameshelf/engine';
import type { DigitMove, DigitState, DigitView } from './types.ts';

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
