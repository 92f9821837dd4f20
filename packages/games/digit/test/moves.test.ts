/** Bad input gets a clear coded error and changes nothing; good input comes back in canonical form. */
import { CHANCE, canonicalJson, impossible, itemAt, Rng } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { digitGame as game } from '../src/game.ts';
import type { DigitMove, DigitState } from '../src/types.ts';
import { far, moveTo, near, play, table } from './helpers.ts';

const FIGURE = 20;
const A = itemAt(near(FIGURE), 0);
const FAR = far(FIGURE);
const [X1, X2] = [itemAt(FAR, 0), itemAt(FAR, 1)];

function refused(s: DigitState, actor: number | 'chance', move: DigitMove, code: string, message?: RegExp) {
  const before = canonicalJson(s);
  const r = game.apply(s, actor, move);
  expect(r.ok).toBe(false);
  if (!r.ok) {
    expect(r.error.code).toBe(code);
    if (message) expect(r.error.message).toMatch(message);
  }
  expect(canonicalJson(s)).toBe(before);
}

describe('moves on the table (DG-4)', () => {
  const s = table({ figure: FIGURE, hands: [[X1], [X2]] });
  const [first, second] = [itemAt(s.figure, 0), itemAt(s.figure, 1)];

  it('DG-4 a stick must be taken from the figure', () => {
    refused(
      s,
      0,
      { type: 'move', from: [9, 9, 10, 9], to: [0, 0, 0, 1] },
      'move/illegal',
      /no stick on \(9,9\)/,
    );
  });

  it('DG-4 a stick must go to a new, empty edge', () => {
    refused(s, 0, { type: 'move', from: first, to: first }, 'move/illegal', /new, empty edge/);
    refused(s, 0, { type: 'move', from: first, to: second }, 'move/illegal', /new, empty edge/);
  });

  it('DG-4 the five sticks must form one connected figure again', () => {
    refused(s, 0, { type: 'move', from: first, to: [5, 5, 6, 5] }, 'move/illegal', /connected/);
  });

  it('DG-1 after a move the figure is shifted back to the corner; its orientation is kept', () => {
    const toLeft = game.legalMoves(s, 0).find((m) => m.type === 'move' && m.to[0] === -1);
    expect(toLeft).toBeDefined();
    if (toLeft === undefined) return;
    const after = play(s, 0, toLeft);
    expect(Math.min(...after.figure.map((f) => f[0]))).toBe(0);
    expect(Math.min(...after.figure.map((f) => f[1]))).toBe(0);
  });
});

describe('who may act', () => {
  const s = table({ figure: FIGURE, hands: [[X1], [A, X2]] });

  it('only the player whose turn it is moves a stick', () => {
    refused(s, 1, moveTo(s, A), 'move/not-your-turn');
  });

  it('chance only deals and draws; players never do', () => {
    refused(s, CHANCE, moveTo(s, A), 'move/not-your-turn');
    refused(s, 0, { type: 'draw', card: itemAt(s.deck, 0) }, 'move/not-your-turn');
    refused(s, 0, { type: 'deal', start: 1, hands: [] }, 'move/not-your-turn');
  });

  it('DG-5 a card made out of turn asks nobody: its holder next acts in their own turn, with a stick', () => {
    const after = play(s, 0, moveTo(s, A));
    expect(after.hands[1]).toEqual([X2]);
    refused(after, 0, itemAt(game.legalMoves(after, 1), 0), 'move/not-your-turn');
    expect(game.legalMoves(after, 1).every((m) => m.type === 'move')).toBe(true);
  });

  it('chance may draw only a card that is in the deck, and deal only when a deal is due', () => {
    const drawing = play(
      s,
      0,
      game.legalMoves(s, 0).find((m) => {
        const t = game.apply(s, 0, m);
        return t.ok && t.value.phase.type === 'draw';
      }) ?? impossible('some move matches no card, so a card is drawn'),
    );
    refused(drawing, CHANCE, { type: 'draw', card: X1 }, 'move/illegal', /not in the deck/);
    refused(
      drawing,
      CHANCE,
      {
        type: 'deal',
        start: 1,
        hands: [
          [2, 3, 4, 5, 6],
          [7, 8, 9, 10, 11],
        ],
      },
      'move/illegal',
    );
  });

  it('DG-3 a deal must give each player 5 distinct cards from the deck', () => {
    const fresh = game.setup(
      { players: 2, options: { version: 'standard', open: false, games: 1 } },
      Rng.fromSeed(1),
    );
    refused(fresh, CHANCE, { type: 'deal', start: 1, hands: [[2, 3, 4, 5, 6]] }, 'move/illegal', /2 hands/);
    refused(
      fresh,
      CHANCE,
      {
        type: 'deal',
        start: 1,
        hands: [
          [2, 3, 4, 5],
          [7, 8, 9, 10, 11],
        ],
      },
      'move/illegal',
    );
    refused(
      fresh,
      CHANCE,
      {
        type: 'deal',
        start: 2,
        hands: [
          [2, 3, 4, 5, 6],
          [7, 8, 9, 10, 11],
        ],
      },
      'move/illegal',
      /once/,
    );
    refused(
      fresh,
      CHANCE,
      {
        type: 'deal',
        start: 1,
        hands: [
          [2, 3, 4, 5, 6],
          [7, 8, 9, 10, 99],
        ],
      },
      'move/illegal',
      /99/,
    );
    refused(fresh, CHANCE, { type: 'draw', card: 1 }, 'move/illegal');
  });

  it('nobody acts once the game is over', () => {
    const last = table({ figure: FIGURE, hands: [[A], [X1]] });
    const over = play(last, 0, moveTo(last, A));
    expect(game.actors(over)).toEqual({ kind: 'over' });
    refused(over, 1, itemAt(game.legalMoves(last, 0), 0), 'move/game-over');
    expect(game.legalMoves(over, 0)).toEqual([]);
  });
});

describe('parseMove', () => {
  const parse = game.parseMove;

  it('gives sticks lower end first, and dealt hands sorted', () => {
    expect(parse({ type: 'move', from: [1, 0, 0, 0], to: [2, 1, 2, 0] })).toEqual({
      ok: true,
      value: { type: 'move', from: [0, 0, 1, 0], to: [2, 0, 2, 1] },
    });
    expect(parse({ type: 'deal', start: 3, hands: [[9, 2, 5]] })).toMatchObject({
      value: { type: 'deal', start: 3, hands: [[2, 5, 9]] },
    });
  });

  it('refuses anything that is not a DIGIT move with move/malformed', () => {
    const bad: unknown[] = [
      null,
      'move',
      [],
      {},
      { type: 'jump' },
      { type: 'toString' },
      // DG-5 as amended: nobody answers a card made out of turn, so there are no such moves.
      { type: 'discard' },
      { type: 'keep' },
      { type: 'move', from: [0, 0, 1, 0] },
      { type: 'move', from: [0, 0, 1, 0], to: [0, 0, 2, 0] },
      { type: 'move', from: [0, 0, 1, 1], to: [0, 0, 0, 1] },
      { type: 'move', from: [0, 0, 1], to: [0, 0, 0, 1] },
      { type: 'move', from: [0, 0, 0.5, 0], to: [0, 0, 0, 1] },
      { type: 'move', from: '0,0,1,0', to: [0, 0, 0, 1] },
      { type: 'draw', card: '3' },
      { type: 'draw', card: 1.5 },
      { type: 'deal', start: 1, hands: [[1, 'x']] },
      { type: 'deal', start: 1, hands: 5 },
    ];
    for (const raw of bad) expect(parse(raw)).toMatchObject({ ok: false, error: { code: 'move/malformed' } });
  });
});
