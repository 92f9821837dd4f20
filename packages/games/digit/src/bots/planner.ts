/**
 * `planner`: the Solitaire planner (DG-7). In Standard and Plus it plays as
 * `greedy`.
 *
 * Solitaire is one player against the deck, and the move graph of the 55
 * figures (`rules/geometry/graph.ts`) tells exactly how many moves separate any two
 * figures. So while the face-up cards stay the same, the cost of reaching the
 * next match is known in closed form: from figure g at the start of a turn,
 * with the nearest face-up card d moves away, it is d - 1 points (one losing
 * turn per move but the last); in the middle of a turn that has already
 * matched, the first move that matches nothing is free, so it is
 * max(0, d - 2).
 *
 * What is not known is the card drawn after each match. The planner takes
 * the expectation over every card that can still be in the deck (it knows
 * them all: the 55 minus what is in sight), searching `planner:N` more draws
 * deep (default 0) before falling back on the closed form. A move that ends
 * a turn next to a face-up card is valued by the match the next turn opens
 * with. A match also brings the end of the game one card nearer, worth a
 * small bonus (the penalty a card costs over a game, far below a point), so
 * progress wins ties.
 *
 * Over 1,000 games the penalty that cannot be avoided (the first turn's, when
 * no face-up card is one move from the start figure) averages about 0.14.
 */
import { type Bot, type BotFactory, fail, impossible, ok, type Player, type Rng } from '@gameshelf/engine';
import { ALL_CARDS } from '../rules/geometry/deck.ts';
import { distance, NEIGHBOURS } from '../rules/geometry/graph.ts';
import type { CardId, DigitMove, DigitOptions, DigitState, DigitView } from '../types.ts';
import { greedyMove } from './greedy.ts';
import { bestBy, countAt, nearest, ownCards, stickOptions } from './sight.ts';

/** What one more matched card is worth: roughly a game's penalty spread over its 49 draws. */
const PROGRESS = 0.01;
const MAX_DRAWS = 2;

/**
 * The value of the best move from figure h in the middle of a turn, with the
 * face-up cards `hand`: another match if one is next to h, else the closed form.
 */
function bestNext(h: CardId, hand: CardId[], deck: CardId[], draws: number): number {
  let best = Math.max(0, nearest(h, hand) - 2);
  for (const g of NEIGHBOURS[h] ?? impossible(`no card ${h}`)) {
    if (hand.includes(g)) best = Math.min(best, draws > 0 ? matchValue(g, hand, deck, draws - 1) : -PROGRESS);
  }
  return best;
}

/** `bestNext` with no draw left to search, averaged over the card drawn to replace g: O(deck). */
function closedMatchValue(g: CardId, rest: readonly CardId[], deck: readonly CardId[]): number {
  const near = nearest(g, rest);
  let sum = 0;
  for (const x of deck) {
    const d = distance(g, x);
    sum += near === 1 || d === 1 ? -PROGRESS : Math.max(0, Math.min(near, d) - 2);
  }
  return sum / deck.length;
}

/** The expected value of matching card g now; the replacement is any card of the deck. */
function matchValue(g: CardId, hand: CardId[], deck: CardId[], draws: number): number {
  // DG-7: drawing the last card ends the game; nothing more can be lost.
  if (deck.length <= 1) return -PROGRESS;
  const rest = hand.filter((c) => c !== g);
  if (draws === 0) return closedMatchValue(g, rest, deck) - PROGRESS;
  let sum = 0;
  for (let i = 0; i < deck.length; i++) {
    // Draw deck[i]: swap it to the end and pop, search, then put it back.
    const x = deck[i] ?? impossible('the loop stays in the deck');
    const last = deck[deck.length - 1] ?? impossible('the deck holds two cards or more');
    deck[i] = last;
    deck.pop();
    rest.push(x);
    sum += bestNext(g, rest, deck, draws);
    rest.pop();
    deck.push(last);
    deck[i] = x;
  }
  return sum / deck.length - PROGRESS;
}

/** The value of starting a turn at figure g: the best opening match if one is next to g, else d - 1. */
function turnValue(g: CardId, hand: CardId[], deck: CardId[], draws: number): number {
  const d = nearest(g, hand);
  if (d > 1) return d - 1;
  let best = Number.POSITIVE_INFINITY;
  for (const h of NEIGHBOURS[g] ?? impossible(`no card ${g}`)) {
    if (hand.includes(h)) best = Math.min(best, matchValue(h, hand, deck, draws));
  }
  return best;
}

/** The value (expected penalty from now) of the move that makes figure g. */
export function moveValue(g: CardId, hand: CardId[], deck: CardId[], midTurn: boolean, draws = 0): number {
  if (hand.includes(g)) return matchValue(g, hand, deck, draws);
  return (midTurn ? 0 : 1) + turnValue(g, hand, deck, draws);
}

/** The cards still in the deck: everything not in sight. */
function deckOf(view: DigitView, player: Player): CardId[] {
  const seen = new Set<CardId>([...ownCards(view, player), ...view.piles.flat()]);
  if (view.start !== null) seen.add(view.start);
  return ALL_CARDS.filter((c) => !seen.has(c));
}

export function plannerMove(
  view: DigitView,
  player: Player,
  legal: readonly DigitMove[],
  rng: Rng,
  draws = 0,
): DigitMove {
  if (view.options.version !== 'solitaire' || view.phase.type !== 'move') {
    return greedyMove(view, player, legal, rng);
  }
  const hand = ownCards(view, player);
  const deck = deckOf(view, player);
  const midTurn = view.matched > 0;
  const values = new Map<CardId, number>();
  const valueOfCard = (card: CardId): number => {
    const known = values.get(card);
    if (known !== undefined) return known;
    const value = moveValue(card, hand, deck, midTurn, draws);
    values.set(card, value);
    return value;
  };
  // Among equals, keep the most face-up cards within one move: the most ways to chain.
  const score = (o: { card: CardId }) => [valueOfCard(o.card), -countAt(o.card, hand, 1)];
  const options = stickOptions(view, legal);
  return rng.pick(bestBy(options, score)).move;
}

/** `planner`, or `planner:N` to search N more replacement draws (0-2; each costs about 50 times more). */
export const plannerBot: BotFactory<DigitState, DigitMove, DigitView, DigitOptions> = ({ arg }) => {
  const draws = arg === undefined ? 0 : Number(arg);
  if (!Number.isInteger(draws) || draws < 0 || draws > MAX_DRAWS) {
    return fail('bot/invalid', `planner:N searches 0 to ${MAX_DRAWS} more draws, not ${JSON.stringify(arg)}`);
  }
  return ok<Bot<DigitView, DigitMove>>({
    name: draws === 0 ? 'planner' : `planner:${draws}`,
    choose: ({ view, player, legal, rng }) => plannerMove(view, player, legal, rng, draws),
  });
};
