/**
 * Choosing a move by its parts, as on a real table: a move is described by
 * the things a person touches to make it (`tile:7`, `meld:2`, `seat:1`),
 * and the legal moves alone say what may be touched next. Like chessground's
 * destinations: the board computes nothing about the rules, it filters the
 * list it was given.
 *
 * `partsOf` is the board's own reading of its game's moves; a move with no
 * parts (draw, end turn) is offered as a plain button instead.
 */
export type PartsOf<M> = (move: M) => readonly string[];

function containsAll(parts: readonly string[], selected: readonly string[]): boolean {
  return selected.every((part) => parts.includes(part));
}

/** The moves that use every selected part (and maybe more). */
export function movesWith<M>(legal: readonly M[], selected: readonly string[], partsOf: PartsOf<M>): M[] {
  return legal.filter((move) => containsAll(partsOf(move), selected));
}

/** The moves made of exactly the selected parts: the ones a person may now confirm. */
export function completeMoves<M>(legal: readonly M[], selected: readonly string[], partsOf: PartsOf<M>): M[] {
  if (selected.length === 0) return [];
  return legal.filter((move) => {
    const parts = partsOf(move);
    return parts.length === new Set(selected).size && containsAll(parts, selected);
  });
}

/** Every part that could be added to the selection and still lead to a legal move. */
export function nextParts<M>(
  legal: readonly M[],
  selected: readonly string[],
  partsOf: PartsOf<M>,
): Set<string> {
  const out = new Set<string>();
  for (const move of movesWith(legal, selected, partsOf)) {
    for (const part of partsOf(move)) if (!selected.includes(part)) out.add(part);
  }
  return out;
}

/** Whether a part is used by any legal move at all. */
export function isUsable<M>(legal: readonly M[], part: string, partsOf: PartsOf<M>): boolean {
  return legal.some((move) => partsOf(move).includes(part));
}

/**
 * The selection after a person touches `part`: touching a selected part
 * lets go of it; a part that extends the selection joins it; any other
 * usable part starts a new selection; an unusable one changes nothing.
 */
export function touch<M>(
  legal: readonly M[],
  selected: readonly string[],
  part: string,
  partsOf: PartsOf<M>,
): string[] {
  if (selected.includes(part)) return selected.filter((p) => p !== part);
  if (nextParts(legal, selected, partsOf).has(part)) return [...selected, part];
  if (isUsable(legal, part, partsOf)) return [part];
  return [...selected];
}
