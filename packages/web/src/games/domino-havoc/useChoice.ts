/**
 * The move being put together: the parts touched so far (a tray domino,
 * then a place on the table), what may be touched next, and the move once
 * it is complete. Built on the toolkit's selection, so it only ever offers
 * moves from the legal list; a new list (a new position) starts afresh.
 */

import type { HavocMove } from '@gameshelf/domino-havoc';
import { itemAt } from '@gameshelf/engine';
import { useMemo, useState } from 'react';
import { completeMoves, isUsable, nextParts, touch } from '../../kit/selection.ts';
import { isTarget, partsOf } from './moves.ts';

export interface Choice {
  /** The moves on offer now: none while a move is on its way or it is not your turn. */
  readonly moves: readonly HavocMove[];
  readonly selected: readonly string[];
  /** The parts that may be touched next. */
  readonly offered: ReadonlySet<string>;
  /** Whether a part is in any legal move at all. */
  readonly usable: (part: string) => boolean;
  readonly touch: (part: string) => void;
  readonly play: (move: HavocMove) => void;
  readonly select: (parts: string[]) => void;
  readonly clear: () => void;
}

export function useChoice(
  legal: readonly HavocMove[] | null,
  pending: boolean,
  onMove: (move: HavocMove) => void,
): Choice {
  const moves = useMemo(() => (pending || !legal ? [] : legal), [legal, pending]);
  // The selection belongs to the moves it was made from.
  const [state, setState] = useState<{ from: typeof legal; parts: string[] }>({ from: legal, parts: [] });
  const selected = state.from === legal ? state.parts : [];
  const select = (parts: string[]) => setState({ from: legal, parts });
  const offered = useMemo(
    () => (selected.length > 0 ? nextParts(moves, selected, partsOf) : new Set(moves.flatMap(partsOf))),
    [moves, selected],
  );
  const play = (move: HavocMove) => {
    select([]);
    onMove(move);
  };
  return {
    moves,
    selected,
    offered,
    usable: (p) => isUsable(moves, p, partsOf),
    touch: (p) => {
      const next = touch(moves, selected, p, partsOf);
      const complete = completeMoves(moves, next, partsOf);
      // A move finishes as soon as a place on the table completes it; a tray domino alone only selects.
      if (complete.length === 1 && next.some(isTarget)) return play(itemAt(complete, 0));
      select(next);
    },
    play,
    select,
    clear: () => select([]),
  };
}
