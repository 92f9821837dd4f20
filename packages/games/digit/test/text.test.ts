import { PLAIN_STYLE } from '@gameshelf/engine';
import { seatNames, tellTurn, wordsOf } from '@gameshelf/engine/testing';
import { describe, expect, it } from 'vitest';
import { digitGame as game } from '../src/game.ts';
import { digitModule } from '../src/index.ts';
import en from '../src/locales/en.json' with { type: 'json' };
import it_ from '../src/locales/it.json' with { type: 'json' };
import { DECK } from '../src/rules/geometry/deck.ts';
import { layoutOf } from '../src/rules/geometry/layouts.ts';
import { drawSticks, showStick } from '../src/text/draw.ts';
import { far, layout, moveTo, near, play, table } from './helpers.ts';

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
    expect(out).toContain('\nPlayer 2: 1 card · laid down 0');
    expect(out).toContain('Player 1 to move a stick');
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

  it('in Open, names the holder of a card a move makes as the log does: Player 2', () => {
    const s = table({ figure: FIGURE, hands: [[X1], [A]], open: true });
    const view = game.view(s, 0);
    expect(text.menuPath(moveTo(s, A), view, PLAIN_STYLE)[1]).toMatch(new RegExp(`= Player 2's card #${A}$`));
    const out = text.render(view, PLAIN_STYLE);
    expect(out).toContain('\nPlayer 2: 1 card · laid down 0');
    expect(out).not.toMatch(/\bP\d/);
  });
});

describe('the narration', () => {
  const t = wordsOf(en);
  const seats = seatNames(2);

  it('tells a stick move in the coordinates of the table after it, as the boards show them, with the card it makes', () => {
    const s = table({ figure: FIGURE, hands: [[X1], [X2]] });
    // Every move from this figure: the table slides the new figure back to its corner, so the
    // coordinates a move was made in are not those of the board the log is read beside.
    let slid = 0;
    for (const move of layout(s).moves) {
      const told = tellTurn(digitModule, s, 0, move, { viewer: 1, seats, t, seed: 2 });
      const after = game.view(play(s, 0, move), 1);
      const [line] = told.text;
      const m = /^Player 1 moves a stick from (\S+) to (\S+): the figure now matches card #(\d+)\.$/.exec(
        line ?? '',
      );
      expect(m, line).not.toBeNull();
      const [, from, to, card] = m ?? [];
      const sticks = after.figure.map(showStick);
      expect(sticks).toContain(to);
      expect(sticks).not.toContain(from);
      expect(Number(card)).toBe(layoutOf(after.figure)?.card);
      if (to !== showStick(move.to)) slid++;
    }
    expect(slid).toBeGreaterThan(0);
  });

  it('DG-5 tells a card laid down, and the end of the game with its minus points', () => {
    const s = table({ figure: FIGURE, hands: [[A, X1], [X2]] });
    expect(tellTurn(digitModule, s, 0, moveTo(s, A), { viewer: 1, seats, t }).text.slice(1)).toEqual([
      `Player 1 lays down card #${A}.`,
    ]);
    const last = table({ figure: FIGURE, hands: [[A], [X1, X2]] });
    expect(tellTurn(digitModule, last, 0, moveTo(last, A), { viewer: 1, seats, t }).text.slice(1)).toEqual([
      `Player 1 lays down card #${A}.`,
      'Game 1 is over. Minus points: Player 1 0, Player 2 -2.',
    ]);
  });

  it('DG-5 tells a card that leaves another player`s hand when the figure is on it, and no draw', () => {
    const s = table({ figure: FIGURE, hands: [[X1], [A, X2]] });
    expect(tellTurn(digitModule, s, 0, moveTo(s, A), { viewer: 0, seats, t }).text.slice(1)).toEqual([
      `Player 2's card #${A} matches the figure: it leaves their hand.`,
    ]);
  });

  it('DG-6 tells a card scored in Plus and the extra move it gives', () => {
    const s = table({ version: 'plus', figure: FIGURE, hands: [[A, X1], [X2]] });
    expect(tellTurn(digitModule, s, 0, moveTo(s, A), { viewer: 0, seats, t }).text.slice(1)).toEqual([
      `Player 1 scores card #${A}.`,
      'Player 1 moves again.',
    ]);
  });

  it('DG-7 tells a Solitaire turn without a card as a penalty point, in Italian too', () => {
    const s = table({ figure: FIGURE, hands: [[X1, X2]], penalty: 2 });
    const move = layout(s).moves.find((_, k) => ![X1, X2].includes(layout(s).nextCard[k] ?? 0));
    if (!move) throw new Error('every move makes a card');
    const solo = seatNames(1);
    expect(tellTurn(digitModule, s, 0, move, { viewer: 0, seats: solo, t }).text.slice(1)).toEqual([
      'No card this turn: a penalty point (3 in all).',
    ]);
    const italian = tellTurn(digitModule, s, 0, move, {
      viewer: 0,
      seats: seatNames(1, 'it'),
      t: wordsOf(it_, 'it'),
    });
    expect(italian.text[0]).toMatch(
      /^Giocatore 1 sposta un bastoncino da \S+ a \S+: ora la forma è quella della carta n\. \d+\.$/,
    );
    expect(italian.text.slice(1)).toEqual(['Nessuna carta in questo turno: un punto negativo (3 in tutto).']);
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
