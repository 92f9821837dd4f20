/**
 * Two arms compared: game i of each was played from the same seed, so the
 * differences are paired. The primary measure is what a rule change is
 * usually about: in a solo game the win rate, else the first mover's win
 * rate (the balance between seats); the sequential test says after how many
 * games its difference was settled.
 */
import { margin, winShare } from './measures.ts';
import type { GameMeasures } from './play.ts';
import { type Difference, pairedDifference, type SequentialTest, sequentialTest } from './statistics.ts';

export interface Comparison {
  readonly a: string;
  readonly b: string;
  readonly primary: Difference & { readonly sequential: SequentialTest };
  readonly others: readonly Difference[];
}

type Measure = readonly [name: string, value: (g: GameMeasures) => number | null];

const MEASURES: readonly Measure[] = [
  ['moves per game', (g) => g.moves],
  ['turns per game', (g) => g.turns],
  ['shared wins', (g) => (g.winners.length > 1 ? 1 : 0)],
  ['games nobody won', (g) => (g.winners.length === 0 ? 1 : 0)],
  ['score margin', (g) => margin(g.scores)],
  ['lead changes', (g) => (g.seats.length > 1 ? g.leadChanges.length : null)],
  ['drama (gap)', (g) => g.drama?.gap ?? null],
  ['decisiveness', (g) => g.decisiveAt],
  ['legal moves', (g) => g.branchingMean],
  ['hidden share', (g) => g.hiddenMean],
];

/** The primary measure of one game: a win (solo), or the first mover's share of the win. */
export function primaryValue(g: GameMeasures): number {
  return g.seats.length === 1 ? (g.winners.length > 0 ? 1 : 0) : winShare(g.winners, g.firstMover);
}

/** Pairs the games of two arms by index, keeping pairs where both have a value. */
function paired(a: readonly GameMeasures[], b: readonly GameMeasures[], value: Measure[1]) {
  const byIndex = new Map(b.map((g) => [g.index, g]));
  const xs: number[] = [];
  const ys: number[] = [];
  for (const ga of [...a].sort((p, q) => p.index - q.index)) {
    const gb = byIndex.get(ga.index);
    const x = value(ga);
    const y = gb ? value(gb) : null;
    if (x !== null && y !== null) {
      xs.push(x);
      ys.push(y);
    }
  }
  return { xs, ys };
}

export function compareArms(
  labels: { readonly a: string; readonly b: string },
  a: readonly GameMeasures[],
  b: readonly GameMeasures[],
): Comparison {
  const solo = (a[0]?.seats.length ?? 1) === 1;
  const p = paired(a, b, primaryValue);
  const primary = pairedDifference(solo ? 'win rate' : 'first mover win rate', p.xs, p.ys);
  const sequential = sequentialTest(p.ys.map((y, i) => y - (p.xs[i] ?? 0)));
  const others = MEASURES.flatMap(([name, value]) => {
    const q = paired(a, b, value);
    return q.xs.length > 0 ? [pairedDifference(name, q.xs, q.ys)] : [];
  });
  return { a: labels.a, b: labels.b, primary: { ...primary, sequential }, others };
}
