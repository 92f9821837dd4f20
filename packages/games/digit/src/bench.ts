/**
 * DIGIT's own benchmark cases for `npm run bench`: the geometry on every
 * bot's hot path. Canonical forms are computed from scratch (8 symmetries,
 * sort, pack); legal moves and applied moves go through the precomputed
 * layout table, as the rules do; `from scratch` shows what the table saves.
 */
import type { BenchCase } from '@gameshelf/engine';
import { digitGame } from './game.ts';
import { freeKey } from './rules/geometry/canonical.ts';
import type { Stick } from './rules/geometry/edge.ts';
import { LAYOUTS, layoutOf } from './rules/geometry/layouts.ts';
import { edgeMoves } from './rules/geometry/moves.ts';
import type { DigitState } from './types.ts';

/** One Standard position per layout, each with two cards in hand that no move makes, so every move draws. */
function positions(): DigitState[] {
  return LAYOUTS.map((layout) => ({
    options: { version: 'standard', open: false, games: 1 },
    players: 2,
    game: 0,
    finished: [],
    start: 1,
    figure: layout.sticks,
    deck: [],
    hands: [[], []],
    piles: [[], []],
    turn: 0,
    phase: { type: 'move' },
    moves: 0,
    matched: 0,
    penalty: 0,
  }));
}

export const benchCases: BenchCase[] = [
  {
    name: 'canonical forms (free key, from scratch)',
    unit: 'figures',
    run() {
      let sink = 0;
      for (const layout of LAYOUTS) sink += freeKey(layout.codes) % 2;
      return LAYOUTS.length + (sink < 0 ? 1 : 0);
    },
  },
  {
    name: 'figure to card (layout table, JSON sticks)',
    unit: 'figures',
    run: (() => {
      // Sticks as they come from JSON (not the table's shared arrays): the slow path of layoutOf.
      const figures = LAYOUTS.map((layout) =>
        layout.sticks.map(([x1, y1, x2, y2]): Stick => [x1, y1, x2, y2]),
      );
      return () => {
        let n = 0;
        for (const figure of figures) n += layoutOf(figure)?.card === undefined ? 0 : 1;
        return n;
      };
    })(),
  },
  {
    name: 'move generation (legalMoves, table)',
    unit: 'positions',
    run: (() => {
      const states = positions();
      return () => {
        let n = 0;
        for (const s of states) n += digitGame.legalMoves(s, 0).length > 0 ? 1 : 0;
        return n;
      };
    })(),
  },
  {
    name: 'move generation (from scratch)',
    unit: 'positions',
    run() {
      let n = 0;
      for (const layout of LAYOUTS) n += edgeMoves(layout.codes).length > 0 ? 1 : 0;
      return n;
    },
  },
  {
    name: 'apply a stick move',
    unit: 'moves',
    run: (() => {
      const states = positions();
      // Every position has stick moves; a position without one would count as a refused move.
      const firsts = states.map((s) => digitGame.legalMoves(s, 0)[0]);
      return () => {
        let n = 0;
        states.forEach((s, i) => {
          const first = firsts[i];
          if (first !== undefined && digitGame.apply(s, 0, first).ok) n++;
        });
        return n;
      };
    })(),
  },
];
