/**
 * The deck for `gameshelf cards digit`: as JSON, the contract is an array of
 * the 55 cards `{ "id": n, "edges": [[x1, y1, x2, y2], ...5 edges] }` in
 * canonical form (DG-2); as text, every card drawn.
 */
import type { TextStyle } from '@gameshelf/engine';
import { DECK } from './rules/geometry/deck.ts';
import { sideBySide } from './text/draw.ts';
import { cardBlock } from './text.ts';

export const digitCards = {
  json: (): unknown[] => DECK.map((card) => ({ id: card.id, edges: card.edges.map((e) => [...e]) })),
  render: (style: TextStyle): string =>
    [
      `DIGIT: the ${DECK.length} cards (every free pentastick once)`,
      '',
      ...sideBySide(DECK.map((c) => cardBlock(c.id, style))),
    ].join('\n'),
};
