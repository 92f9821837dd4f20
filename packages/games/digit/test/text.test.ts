import { PLAIN_STYLE } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { digitGame as game } from '../src/game.ts';
import { digitModule } from '../src/index.ts';
import { DECK } from '../src/rules/geometry/deck.ts';
import { drawSticks } from '../src/text/draw.ts';
import type { DigitMove } from '../src/types.ts';
import { far, moveTo, near, table } from './helpers.ts';

const FIGURE = 20;
const A = near(FIGURE)[0] as number;
const [X1, X2] = far(FIGURE) as [number, number];
const { text, cards } = digitModule;

describe('the text UI', () => {
  it('draws sticks as lines between lattice points, with their junctions', () => {
    // A square with a tail to the right.
    const square = drawSticks(
      [
        [0, 0, 1, 0],
        [0, 1, 1, 1],
        [0, 0, 0, 1],
        [1, 0, 1, 1],
        [1, 1, 2, 1],
      ],
      { cell: 3, dot: ' ' },
    );
    expect(square).toEqual(['┌──┐   ', '│  │   ', '└──┴───']);
  });

  it('renders the table with sticks A-E, the viewer’s cards, and only the count of hidden ones', () => {
    const s = table({ figure: FIGURE, hands: [[X1], [X2]] });
    const out = text.render(game.view(s, 0), PLAIN_STYLE);
    for (const label of ['A', 'B', 'C', 'D', 'E']) expect(out).toContain(label);
    expect(out).toMatch(new RegExp(`#${X1}\\b`));
    expect(out).not.toMatch(new RegExp(`#${X2}\\b`));
    expect(out).toContain('P2: 1 card');
    expect(out).toContain('P1 to move a stick');
  });

  it('groups stick moves by stick, then target edge, and marks a target that makes your card', () => {
    const s = table({ figure: FIGURE, hands: [[A], [X2]] });
    const view = game.view(s, 0);
    const paths = game.legalMoves(s, 0).map((m) => text.menuPath(m, view, PLAIN_STYLE));
    expect(paths.every((p) => p.length === 2)).toBe(true);
    const sticks = new Set(paths.map((p) => p[0]));
    expect(
      [...sticks].every((label) =>
        /^Stick [A-E] [─│] \(-?\d+,-?\d+\)-\(-?\d+,-?\d+\)$/.test(label as string),
      ),
    ).toBe(true);
    const winning = text.menuPath(moveTo(s, A), view, PLAIN_STYLE);
    expect(winning[1]).toContain(`= your card #${A}`);
    expect(new Set(paths.map((p) => p.join('|'))).size).toBe(paths.length);
  });

  it('describes moves for the log from what the viewer may see', () => {
    const move = { type: 'move', from: [0, 0, 1, 0], to: [1, 0, 1, 1] } as DigitMove;
    expect(text.describe(move, 0, PLAIN_STYLE)).toBe('P1 moves the stick on (0,0)-(1,0) to (1,0)-(1,1)');
    expect(text.describe({ type: 'draw', card: { hidden: true } }, 'chance', PLAIN_STYLE)).toBe(
      'A card is drawn',
    );
    expect(text.describe({ type: 'draw', card: 7 }, 'chance', PLAIN_STYLE)).toBe('Card #7 is drawn');
  });
});

describe('the deck for `gameshelf cards digit`', () => {
  it('DG-2 as JSON: 55 cards { id, edges } with 5 edges [x1, y1, x2, y2] in canonical form', () => {
    const json = cards?.json() as { id: number; edges: number[][] }[];
    expect(json).toHaveLength(55);
    expect(json.map((c) => c.id)).toEqual(DECK.map((c) => c.id));
    for (const card of json) {
      expect(Object.keys(card).sort()).toEqual(['edges', 'id']);
      expect(card.edges).toEqual(DECK[card.id - 1]?.edges);
    }
    expect(JSON.parse(JSON.stringify(json))).toEqual(json);
  });

  it('as text: every card drawn under its number', () => {
    const out = cards?.render(PLAIN_STYLE) ?? '';
    for (const card of DECK) expect(out).toContain(`#${card.id}`);
  });
});
