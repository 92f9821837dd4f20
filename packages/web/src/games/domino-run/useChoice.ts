/**
 * The move being put together: dice and a space touched so far, what may
 * be touched next, and the move once it is complete. Built on the
 * toolkit's selection, so it only ever offers moves from the legal list; a
 * new list (a new position) starts afresh.
 *
 * Pick a die, then a lit space: the move is made. Pick a second die first
 * to add the two together. Or touch a lit space first, then a lit die. The
 * next free space alone is a step.
 */

import type { DominoRunMove } from '@gameshelf/domino-run';
import { itemAt } from '@gameshelf/engine';
import { useMemo, useState } from 'react';
import { completeMoves, isUsable, nextParts, touch } from '../../kit/selection.ts';
import { faceOf, isDiePart, isSpacePart, part, partsFor } from './moves.ts';

export interface Choice {
  /** The moves on offer now: none while a move is on its way, the line still moves, or it is not your turn. */
  readonly moves: readonly DominoRunMove[];
  readonly selected: readonly string[];
  /** The parts that may be touched next. */
  readonly offered: ReadonlySet<string>;
  /** The move the selection would make with this part touched, if exactly one. */
  readonly completes: (p: string) => DominoRunMove | null;
  readonly usable: (p: string) => boolean;
  /** Touch the `nth` die showing `face` (dice showing one face are interchangeable). */
  readonly touchDie: (face: number, nth: number) => void;
  readonly touchSpace: (space: number) => void;
  readonly play: (move: DominoRunMove) => void;
  readonly clear: () => void;
}

export function useChoice(
  legal: readonly DominoRunMove[] | null,
  offering: boolean,
  player: number,
  onMove: (move: DominoRunMove) => void,
): Choice {
  const moves = useMemo(() => (offering && legal ? legal : []), [legal, offering]);
  const partsOf = useMemo(() => partsFor(player), [player]);
  // The selection belongs to the moves it was made from.
  const [state, setState] = useState<{ from: typeof legal; parts: string[] }>({ from: legal, parts: [] });
  const selected = state.from === legal && moves.length > 0 ? state.parts : [];
  const select = (parts: string[]) => setState({ from: legal, parts });
  const offered = useMemo(
    () => (selected.length > 0 ? nextParts(moves, selected, partsOf) : new Set(moves.flatMap(partsOf))),
    [moves, selected, partsOf],
  );
  const play = (move: DominoRunMove) => {
    select([]);
    onMove(move);
  };
  const completes = (p: string) => {
    const complete = completeMoves(moves, touch(moves, selected, p, partsOf), partsOf);
    return complete.length === 1 ? itemAt(complete, 0) : null;
  };
  const touchPart = (p: string) => {
    const next = touch(moves, selected, p, partsOf);
    const complete = completeMoves(moves, next, partsOf);
    // A move is made as soon as the selection is a whole move that ends on a space.
    if (complete.length === 1 && next.some(isSpacePart)) return play(itemAt(complete, 0));
    select(next);
  };
  return {
    moves,
    selected,
    offered,
    completes,
    usable: (p) => isUsable(moves, p, partsOf),
    touchDie: (face, nth) => {
      const same = selected.filter((p) => isDiePart(p) && faceOf(p) === face).length;
      // A picked die is let go (the last of its face, so the others keep their names); another joins.
      if (selected.includes(part.die(face, nth))) {
        return select(selected.filter((p) => p !== part.die(face, same - 1)));
      }
      touchPart(part.die(face, same));
    },
    touchSpace: (space) => touchPart(part.space(space)),
    play,
    clear: () => select([]),
  };
}
