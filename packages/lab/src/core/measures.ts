/**
 * The measures of one game, from the positions it went through: each a
 * small pure function of a game's trace, so that a test can give it a
 * scripted trace whose value is known by hand. docs/lab.md defines each
 * measure and gives its source.
 */

/** How many equal parts of a game's progress the curves are cut into. */
export const BINS = 10;

/** The part of a game's progress that decision `k` (from 0) of `n` falls in. */
export function binOf(k: number, n: number): number {
  return Math.min(BINS - 1, Math.floor((k * BINS) / Math.max(1, n)));
}

/** The mean of the values falling in each progress bin (null for an empty bin). */
export function binned(values: readonly number[]): (number | null)[] {
  const sums = new Array<number>(BINS).fill(0);
  const counts = new Array<number>(BINS).fill(0);
  values.forEach((v, k) => {
    const b = binOf(k, values.length);
    sums[b] = (sums[b] ?? 0) + v;
    counts[b] = (counts[b] ?? 0) + 1;
  });
  return sums.map((s, b) => ((counts[b] ?? 0) > 0 ? s / (counts[b] ?? 1) : null));
}

/** The players holding the highest value (all of them when tied). */
export function leadersOf(values: readonly number[]): number[] {
  const best = Math.max(...values);
  return values.flatMap((v, p) => (v === best ? [p] : []));
}

const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Lead changes (Ludii's LeadChange): the positions after which the set of
 * leaders differs from the one before, as progress through the game in
 * (0, 1] (position j of n is j / n). The first position starts the count.
 */
export function leadChanges(leaders: readonly (readonly number[])[]): number[] {
  const out: number[] = [];
  for (let j = 1; j < leaders.length; j++) {
    if (!sameSet(leaders[j] ?? [], leaders[j - 1] ?? [])) out.push((j + 1) / leaders.length);
  }
  return out;
}

/**
 * Decisiveness: the progress (in (0, 1]) of the first position from which
 * the eventual sole winner leads alone at every later position; null when
 * the game has no sole winner.
 */
export function decisiveAt(
  leaders: readonly (readonly number[])[],
  winners: readonly number[],
): number | null {
  const [winner] = winners;
  if (winners.length !== 1 || winner === undefined || leaders.length === 0) return null;
  let from = leaders.length;
  while (from > 0 && sameSet(leaders[from - 1] ?? [], [winner])) from--;
  return from === leaders.length ? 1 : (from + 1) / leaders.length;
}

/**
 * Drama (Ludii's Drama, after Browne): at each position, how far the
 * eventual winners' value lies below the leader's (averaged over the
 * winners); `gap` is its mean over the positions, `behind` the share of
 * positions in which a winner was not among the leaders. Null without winners.
 */
export function drama(
  values: readonly (readonly number[])[],
  winners: readonly number[],
): { gap: number; behind: number } | null {
  if (winners.length === 0 || values.length === 0) return null;
  let gap = 0;
  let behind = 0;
  for (const v of values) {
    const best = Math.max(...v);
    let g = 0;
    for (const w of winners) g += (best - (v[w] ?? 0)) / winners.length;
    gap += g;
    if (g > 0) behind++;
  }
  return { gap: gap / values.length, behind: behind / values.length };
}

/**
 * Turns, from the actors of a game's steps in order: a turn is a run of
 * decisions by one player; in a solo game, where nobody else takes over,
 * a chance step (a roll, a draw) between two decisions starts a new turn.
 */
export function countTurns(actors: readonly (number | 'chance')[], players: number): number {
  let turns = 0;
  let last: number | null = null;
  let chanceSince = false;
  for (const a of actors) {
    if (a === 'chance') {
      chanceSince = true;
      continue;
    }
    if (a !== last || (players === 1 && chanceSince)) turns++;
    last = a;
    chanceSince = false;
  }
  return turns;
}

/**
 * Counts the scalar leaves of `truth` (every number, string and boolean of
 * its JSON; an array's entries are its indices, so arrays and objects walk
 * alike) and those that `guess` holds differently at the same path (a leaf
 * the guess lacks is wrong), walking both together.
 */
function countWrong(truth: unknown, guess: unknown, count: { leaves: number; wrong: number }): void {
  if (truth === null || typeof truth !== 'object') {
    count.leaves++;
    if (guess !== truth) count.wrong++;
    return;
  }
  // Indexed loops rather than Object.entries: this runs for every seat at every decision.
  const inner = guess !== null && typeof guess === 'object' ? (guess as Record<string, unknown>) : undefined;
  if (Array.isArray(truth)) {
    for (let i = 0; i < truth.length; i++) countWrong(truth[i], inner?.[i], count);
    return;
  }
  const record = truth as Record<string, unknown>;
  for (const k in record) if (Object.hasOwn(record, k)) countWrong(record[k], inner?.[k], count);
}

/**
 * Hidden information at one position for one player: the share of the
 * state's items (the scalar leaves of its JSON) that a state consistent
 * with the player's view (a determinization) gets wrong, averaged over the
 * determinizations given. 0 when the view tells everything.
 */
export function hiddenShare(state: unknown, guesses: readonly unknown[]): number {
  if (guesses.length === 0) return 0;
  const count = { leaves: 0, wrong: 0 };
  for (const guess of guesses) countWrong(state, guess, count);
  return count.leaves === 0 ? 0 : count.wrong / count.leaves;
}

/** The margin of a finished game: the best score less the next best (null for a solo game). */
export function margin(scores: readonly number[]): number | null {
  if (scores.length < 2) return null;
  const sorted = [...scores].sort((a, b) => b - a);
  return (sorted[0] ?? 0) - (sorted[1] ?? 0);
}

/** A seat's share of a game's win: 1 / the number of winners when it is among them, else 0. */
export function winShare(winners: readonly number[], seat: number): number {
  return winners.includes(seat) ? 1 / winners.length : 0;
}
