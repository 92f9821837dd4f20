import { type Bot, impossible, itemAt, Match, Rng, unwrap } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { greedyBot } from '../src/bots/greedy.ts';
import { moveValue, plannerBot } from '../src/bots/planner.ts';
import { digitGame as game } from '../src/game.ts';
import { digitModule } from '../src/index.ts';
import { ALL_CARDS } from '../src/rules/geometry/deck.ts';
import { distance } from '../src/rules/geometry/graph.ts';
import { findMove } from '../src/rules/geometry/layouts.ts';
import type { DigitMove, DigitState, DigitView } from '../src/types.ts';
import { far, layout, near, table } from './helpers.ts';

const FIGURE = 20;
const A = itemAt(near(FIGURE), 0);
const FAR = far(FIGURE).filter((c) => c !== A);
const [X1, X2, X3, X4] = [itemAt(FAR, 0), itemAt(FAR, 1), itemAt(FAR, 2), itemAt(FAR, 3)];
const greedy = unwrap(greedyBot({ game, module: digitModule }));
const planner = unwrap(plannerBot({ game, module: digitModule }));

/** The card a bot's stick move makes from this state. */
function cardMadeBy(bot: Bot<DigitView, DigitMove>, s: DigitState, player: number, seed: number): number {
  const move = bot.choose({
    view: game.view(s, player),
    player,
    legal: game.legalMoves(s, player),
    rng: Rng.fromSeed(seed),
  });
  if (move.type !== 'move') throw new Error(`the bot chose a ${move.type}, not a stick move`);
  const l = layout(s);
  const k = findMove(l, move.from, move.to);
  if (k === undefined) throw new Error('the bot chose a stick move the figure does not have');
  return itemAt(l.nextCard, k);
}

describe('greedy', () => {
  it('makes one of its own cards when a move does', () => {
    const s = table({ figure: FIGURE, hands: [[A, X1], [X2]] });
    for (let seed = 0; seed < 5; seed++) expect(cardMadeBy(greedy, s, 0, seed)).toBe(A);
  });

  it('otherwise moves to a figure as few moves as possible from one of its cards', () => {
    const target = X1;
    const s = table({ figure: FIGURE, hands: [[target], [X2]] });
    const best = Math.min(...layout(s).nextCard.map((c) => distance(c, target)));
    for (let seed = 0; seed < 5; seed++) expect(distance(cardMadeBy(greedy, s, 0, seed), target)).toBe(best);
  });

  it("DG-8 in Open Standard it never makes a figure that matches another player's card", () => {
    // Every card one move away is in the other hand but one.
    const gifts = near(FIGURE).slice(0, -1);
    const free = near(FIGURE).at(-1);
    const mine = itemAt(
      far(FIGURE).filter((c) => !gifts.includes(c)),
      0,
    );
    const s = table({ open: true, figure: FIGURE, hands: [[mine], gifts] });
    for (let seed = 0; seed < 10; seed++) expect(gifts).not.toContain(cardMadeBy(greedy, s, 0, seed));
    expect(near(FIGURE)).toContain(free);
  });
});

describe('the Solitaire planner (DG-7)', () => {
  const hand = [X1, X2, X3, X4, A];
  const deck = far(FIGURE).slice(10, 40);

  it('values a move that matches nothing by the closed form: d - 1 turns lost, plus this one unless the turn has matched', () => {
    // A figure g with face-up cards exactly 2 and 3 moves away.
    const g =
      ALL_CARDS.find((c) => ALL_CARDS.some((h) => distance(c, h) === 3)) ??
      impossible('some figure is 3 moves from another');
    const at = (d: number) => ALL_CARDS.filter((h) => distance(g, h) === d);
    const two = at(2).slice(0, 5);
    const three = at(3).slice(0, 1);
    expect(moveValue(g, two, deck, false)).toBe(2);
    expect(moveValue(g, two, deck, true)).toBe(1);
    expect(moveValue(g, three, deck, false)).toBe(3);
    expect(moveValue(g, three, deck, true)).toBe(2);
  });

  it('DG-7 a match that draws the last card ends the game: only the progress bonus counts', () => {
    expect(moveValue(A, hand, [itemAt(deck, 0)], false)).toBe(-0.01);
    // With cards left to draw, a match costs nothing now: better than any move that loses the turn.
    expect(moveValue(A, hand, deck, false)).toBeLessThan(1);
  });

  it('DG-7 over 40 seeded games it always empties the deck, rated exceptional', () => {
    for (let i = 0; i < 40; i++) {
      const match = unwrap(
        Match.create(game, { players: 1, options: { version: 'solitaire' }, seed: `planner/${i}` }),
      );
      const rng = Rng.fromSeed(`moves/${i}`);
      while (!match.isOver()) {
        const legal = match.legalMoves(0);
        unwrap(match.play(0, planner.choose({ view: match.view(0), player: 0, legal, rng })));
      }
      const { state } = match;
      expect(state.deck).toHaveLength(0);
      expect(match.result()?.summary).toMatch(/exceptional/);
    }
  });

  it('planner:1 searches every replacement draw, the last card of the deck too, and puts the deck back as it was', () => {
    const searched = [...deck];
    const value = moveValue(A, hand, searched, false, 1);
    expect(value).toBeLessThan(1);
    expect(searched).toEqual(deck);
  });

  it('is offered as planner:N for deeper search; the hard level is IS-MCTS, which Standard needs', () => {
    expect(digitModule.levels).toEqual({ easy: 'random', medium: 'greedy', hard: 'ismcts' });
    expect(plannerBot({ game, module: digitModule, arg: '1' })).toMatchObject({
      ok: true,
      value: { name: 'planner:1' },
    });
    expect(plannerBot({ game, module: digitModule, arg: '9' })).toMatchObject({
      ok: false,
      error: { code: 'bot/invalid' },
    });
  });
});
