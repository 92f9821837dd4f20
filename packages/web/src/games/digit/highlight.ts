/**
 * Which card the figure on the table is known to match, read off the views
 * (never worked out from the sticks: matching is the rules' business, DG-9).
 *
 * - `matched`: in a run of matches (Plus, Solitaire), the card the mover
 *   matched last is on top of their pile while their turn goes on.
 * - `laid` / `discarded`: a card just went onto a pile (seen by comparing
 *   this view with the one before): the mover's, laid down, or another
 *   player's, discarded out of turn (DG-5); it matches the figure until the
 *   figure changes.
 */

import type { DigitView } from '@gameshelf/digit';
import type { CardId } from '@gameshelf/digit/figures';
import { itemAt } from '@gameshelf/engine';
import { useRef } from 'react';

export interface Lit {
  readonly card: CardId;
  /** Whose hand or pile it is in. */
  readonly player: number;
  readonly why: 'matched' | 'laid' | 'discarded';
}

/** What the view alone tells. */
export function litInView(view: DigitView): Lit | null {
  const { phase } = view;
  const pile = view.piles[view.turn] ?? [];
  const top = pile[pile.length - 1];
  if (view.matched > 0 && (phase.type === 'move' || phase.type === 'draw') && top !== undefined)
    return { card: top, player: view.turn, why: 'matched' };
  return null;
}

const figureKey = (view: DigitView) => `${view.game}:${JSON.stringify(view.figure)}:${view.moves}`;

/** A card that arrived on a pile between two views, if exactly one did. */
export function newOnPile(before: DigitView, after: DigitView): Lit | null {
  if (before.game !== after.game) return null;
  const grown = after.piles.flatMap((pile, p) =>
    pile.length === (before.piles[p]?.length ?? 0) + 1 ? [{ p, card: itemAt(pile, pile.length - 1) }] : [],
  );
  const only = grown.length === 1 ? grown[0] : undefined;
  if (!only) return null;
  return { card: only.card, player: only.p, why: only.p === before.turn ? 'laid' : 'discarded' };
}

interface Memory {
  readonly view: DigitView;
  readonly seen: { readonly lit: Lit; readonly figure: string } | null;
}

/** The lit card for this view: what it says itself, else the last card seen going onto a pile while the figure stays. */
export function useLitCard(view: DigitView): Lit | null {
  const memory = useRef<Memory | null>(null);
  let now = memory.current;
  if (now === null || now.view !== view) {
    const arrived = now ? newOnPile(now.view, view) : null;
    const seen = arrived ? { lit: arrived, figure: figureKey(view) } : (now?.seen ?? null);
    now = { view, seen: seen && seen.figure === figureKey(view) ? seen : null };
    memory.current = now;
  }
  return litInView(view) ?? now.seen?.lit ?? null;
}
