import { CHANCE, canonicalJson, itemAt, Rng } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { digitGame as game } from '../src/game.ts';
import { far, moveTo, near, play, table } from './helpers.ts';

const FIGURE = 20;
const A = itemAt(near(FIGURE), 0);
const FAR = far(FIGURE);
const [X1, X2, X3] = [itemAt(FAR, 0), itemAt(FAR, 1), itemAt(FAR, 2)];
const HIDDEN = { hidden: true };

describe('what each player sees', () => {
  it('other players’ cards are face down in a closed game; the spectator sees no hand', () => {
    const s = table({ figure: FIGURE, hands: [[X1, X2], [X3]] });
    expect(game.view(s, 0).hands).toEqual([[X1, X2].sort((a, b) => a - b), [HIDDEN]]);
    expect(game.view(s, 1).hands).toEqual([[HIDDEN, HIDDEN], [X3]]);
    expect(game.view(s, 'spectator').hands).toEqual([[HIDDEN, HIDDEN], [HIDDEN]]);
    expect(game.view(s, 0).deckSize).toBe(s.deck.length);
    expect(canonicalJson(game.view(s, 0))).not.toContain(`"deck"`);
  });

  it('DG-8 Open: every hand is face up for every viewer', () => {
    const s = table({ open: true, figure: FIGURE, hands: [[X1, X2], [X3]] });
    for (const viewer of [0, 1, 'spectator'] as const) expect(game.view(s, viewer).hands).toEqual(s.hands);
  });

  it('a draw is seen only by the player who draws it, unless hands are open', () => {
    for (const open of [false, true]) {
      const s = table({ open, figure: FIGURE, hands: [[X1], [X2]] });
      const move = { type: 'draw', card: itemAt(s.deck, 0) } as const;
      expect(game.redactMove(s, CHANCE, move, 0)).toEqual(move);
      expect(game.redactMove(s, CHANCE, move, 1)).toEqual(open ? move : { type: 'draw', card: HIDDEN });
    }
  });

  it('DG-3 a deal shows each player only their own hand, and everyone the start card', () => {
    const s = game.setup(
      { players: 2, options: { version: 'standard', open: false, games: 1 } },
      Rng.fromSeed(1),
    );
    const deal = {
      type: 'deal',
      start: 1,
      hands: [
        [2, 3, 4, 5, 6],
        [7, 8, 9, 10, 11],
      ],
    } as const;
    expect(game.redactMove(s, CHANCE, deal, 1)).toEqual({
      ...deal,
      hands: [new Array(5).fill(HIDDEN), deal.hands[1]],
    });
    expect(game.redactMove(s, CHANCE, deal, 'spectator')).toEqual({
      ...deal,
      hands: [new Array(5).fill(HIDDEN), new Array(5).fill(HIDDEN)],
    });
  });

  it('DG-5 a card discarded out of turn shows on its holder`s pile, and no longer in any determinized hand', () => {
    const s = table({
      figure: FIGURE,
      hands: [
        [X1, X2],
        [A, X3],
      ],
    });
    const after = play(s, 0, moveTo(s, A));
    expect(game.view(after, 0).piles[1]).toEqual([A]);
    expect(game.view(after, 0).hands[1]).toEqual([HIDDEN]);
    const rng = Rng.fromSeed('det');
    for (let i = 0; i < 20; i++) {
      const det = game.determinize(game.view(after, 0), 0, rng);
      expect(det.hands.flat()).not.toContain(A);
      expect(det.hands[0]).toEqual(after.hands[0]);
      expect(game.checkInvariants(det)).toEqual([]);
    }
  });

  it('a determinization deals the unseen cards at random, consistent with the view', () => {
    const s = table({ figure: FIGURE, hands: [[X1, X2], [X3]] });
    const rng = Rng.fromSeed('det');
    const seen = new Set<number>();
    for (let i = 0; i < 30; i++) {
      const det = game.determinize(game.view(s, 0), 0, rng);
      expect(game.view(det, 0)).toEqual(game.view(s, 0));
      seen.add(itemAt(itemAt(det.hands, 1), 0));
    }
    expect(seen.size).toBeGreaterThan(5);
  });
});
