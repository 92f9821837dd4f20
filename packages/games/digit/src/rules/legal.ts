/** Who acts now, and what they may do. */
import type { Actors, Player } from '@gameshelf/engine';
import type { DigitMove, DigitState } from '../types.ts';
import { type Layout, layoutOf } from './geometry/layouts.ts';

export function actors(s: DigitState): Actors {
  switch (s.phase.type) {
    case 'deal':
    case 'draw':
      return { kind: 'chance' };
    case 'move':
      return { kind: 'players', players: [s.turn] };
    case 'over':
      return { kind: 'over' };
  }
}

/** The table's layout; a state whose figure is not a pentastick at the corner is a bug. */
export function tableLayout(s: Pick<DigitState, 'figure'>): Layout {
  const layout = layoutOf(s.figure);
  if (!layout) throw new Error(`DIGIT: the figure ${JSON.stringify(s.figure)} is not a laid-out pentastick`);
  return layout;
}

export function legalMoves(s: DigitState, player: Player): DigitMove[] {
  return s.phase.type === 'move' && player === s.turn ? tableLayout(s).moves.slice() : [];
}
