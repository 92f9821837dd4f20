/**
 * An arm's metrics: its games' measures gathered up, always in game order,
 * so that the same games give the same numbers however they were split
 * among threads, workers or machines.
 */
import { primaryValue } from './compare.ts';
import { BINS, margin, winShare } from './measures.ts';
import type { GameMeasures } from './play.ts';
import { type Distribution, distribution, type Rate, rate, round } from './statistics.ts';

export interface BotMetrics {
  readonly bot: string;
  /** Seats it filled; its win rate is over these. */
  readonly seats: number;
  readonly wins: Rate;
  readonly meanScore: number;
}

/** A curve over the tenths of a game: the mean in each, and how many games reached it. */
export type Curve = readonly (number | null)[];

export interface GameStatsSummary {
  readonly numbers: Readonly<
    Record<string, { readonly mean: number; readonly min: number; readonly max: number }>
  >;
  readonly distributions: Readonly<Record<string, Readonly<Record<string, number>>>>;
}

export interface ArmMetrics {
  readonly games: number;
  /** Games with a winner (in a solo game: games won). */
  readonly won: Rate;
  /** Win rate by seat (seat 0 first); a shared win counts as a share. */
  readonly bySeat: readonly Rate[];
  /** The win rate of the player who made the first decision, and the fair share 1 / players. */
  readonly firstMover: (Rate & { readonly fair: number }) | null;
  readonly byBot: readonly BotMetrics[];
  /** Games whose win was shared. */
  readonly draws: Rate;
  /** Games nobody won. */
  readonly noWinner: Rate;
  readonly moves: Distribution;
  readonly turns: Distribution;
  readonly scores: {
    readonly bySeat: readonly number[];
    /** Every seat's final score. */
    readonly all: Distribution;
    /** The best score less the next best (games of two or more players). */
    readonly margin: Distribution | null;
  };
  /**
   * How the games ended, by the game's own kinds of ending
   * (`StatsCollector.outcome`: Domino Run escaped or caught, a Solitaire
   * rating), most frequent first; null for a game that names none.
   */
  readonly outcomes: readonly Outcome[] | null;
  readonly lead: {
    readonly changes: Distribution;
    /** Games with at least one lead change. */
    readonly anyChange: Rate;
    /** Progress of each game's last lead change (games that had one). */
    readonly lastChange: Distribution;
    /** Lead changes per game in each tenth of the game. */
    readonly curve: Curve;
  } | null;
  readonly drama: { readonly gap: Distribution; readonly behind: Distribution } | null;
  /** Progress after which the eventual sole winner led to the end. */
  readonly decisiveness: Distribution | null;
  readonly branching: { readonly perGame: Distribution; readonly curve: Curve };
  /**
   * The share of the state hidden from the seats: per game, the mean over the
   * seats and decisions (`perGame`), its curve over the game, and each seat's
   * own per-game share (`bySeat`, seat 0 first).
   */
  readonly hidden: {
    readonly perGame: Distribution;
    readonly curve: Curve;
    readonly bySeat: readonly Distribution[];
  } | null;
  readonly stats: GameStatsSummary;
  /**
   * For each of the game's own statistics that is 1 or 0 in every game (a
   * thing that happened in a game or not: a FAQ position), and both, the primary
   * measure (win rate, or the first mover's) in the games where it happened
   * and in the others.
   */
  readonly conditions: readonly Condition[];
}

/** The games that ended one way: their share of the arm's games, their length, and the primary measure in them. */
export interface Outcome {
  readonly outcome: string;
  readonly games: Rate;
  readonly moves: Distribution;
  /** The win rate (solo) or the first mover's, in these games. */
  readonly primary: Rate;
}

export interface Condition {
  readonly stat: string;
  readonly when: Rate;
  readonly otherwise: Rate;
}

function conditions(games: readonly GameMeasures[]): Condition[] {
  const keys = [...new Set(games.flatMap((g) => Object.keys(g.stats)))].sort();
  return keys.flatMap((stat) => {
    const flags = games.map((g) => g.stats[stat]);
    if (!flags.every((f) => f === 0 || f === 1) || !flags.includes(1) || !flags.includes(0)) return [];
    const split = (flag: number) => games.filter((g) => g.stats[stat] === flag).map(primaryValue);
    const when = split(1);
    const otherwise = split(0);
    return [{ stat, when: rate(sum(when), when.length), otherwise: rate(sum(otherwise), otherwise.length) }];
  });
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

function outcomes(games: readonly GameMeasures[]): Outcome[] | null {
  const kinds = new Map<string, GameMeasures[]>();
  for (const g of games) if (g.outcome !== null) kinds.set(g.outcome, [...(kinds.get(g.outcome) ?? []), g]);
  if (kinds.size === 0) return null;
  return [...kinds]
    .sort(([a, ga], [b, gb]) => gb.length - ga.length || (a < b ? -1 : a > b ? 1 : 0))
    .map(([outcome, these]) => ({
      outcome,
      games: rate(these.length, games.length),
      moves: distribution(these.map((g) => g.moves)),
      primary: rate(sum(these.map(primaryValue)), these.length),
    }));
}

/** The mean of each bin over the games that reached it. */
function curve(rows: readonly (readonly (number | null)[])[]): Curve {
  return Array.from({ length: BINS }, (_, b) => {
    const xs = rows.flatMap((r) => {
      const v = r[b];
      return v === null || v === undefined ? [] : [v];
    });
    return xs.length > 0 ? round(sum(xs) / xs.length) : null;
  });
}

/** Numbers averaged (with min and max), strings counted: each game's own statistics over the games. */
export function gameStatsSummary(
  records: readonly Readonly<Record<string, number | string>>[],
): GameStatsSummary {
  const numbers: Record<string, number[]> = {};
  const distributions: Record<string, Record<string, number>> = {};
  for (const record of records) {
    for (const [key, value] of Object.entries(record)) {
      if (typeof value === 'number') numbers[key] = [...(numbers[key] ?? []), value];
      else distributions[key] = { ...distributions[key], [value]: (distributions[key]?.[value] ?? 0) + 1 };
    }
  }
  const out: Record<string, { mean: number; min: number; max: number }> = {};
  for (const [key, values] of Object.entries(numbers)) {
    out[key] = {
      mean: round(sum(values) / values.length, 3),
      min: Math.min(...values),
      max: Math.max(...values),
    };
  }
  return { numbers: out, distributions };
}

function byBot(games: readonly GameMeasures[]): BotMetrics[] {
  const lines = new Map<string, { seats: number; wins: number; score: number }>();
  for (const g of games) {
    g.seats.forEach((bot, seat) => {
      const line = lines.get(bot) ?? { seats: 0, wins: 0, score: 0 };
      line.seats++;
      line.wins += winShare(g.winners, seat);
      line.score += g.scores[seat] ?? 0;
      lines.set(bot, line);
    });
  }
  return [...lines].map(([bot, l]) => ({
    bot,
    seats: l.seats,
    wins: rate(l.wins, l.seats),
    meanScore: round(l.score / l.seats, 3),
  }));
}

function leadMetrics(games: readonly GameMeasures[]): ArmMetrics['lead'] {
  const counts = games.map((g) => g.leadChanges.length);
  const perBin = games.map((g) => {
    const bins = new Array<number>(BINS).fill(0);
    for (const t of g.leadChanges) {
      const b = Math.min(BINS - 1, Math.ceil(t * BINS) - 1);
      bins[b] = (bins[b] ?? 0) + 1;
    }
    return bins;
  });
  const last = games.flatMap((g) => g.leadChanges.slice(-1));
  return {
    changes: distribution(counts),
    anyChange: rate(counts.filter((c) => c > 0).length, games.length),
    lastChange: distribution(last),
    curve: curve(perBin),
  };
}

/** An arm's metrics from its games' measures (sorted here into game order). */
export function armMetrics(measures: readonly GameMeasures[]): ArmMetrics {
  const games = [...measures].sort((a, b) => a.index - b.index);
  const n = games.length;
  const players = games[0]?.seats.length ?? 1;
  const solo = players === 1;
  const bySeat = Array.from({ length: players }, (_, seat) =>
    rate(sum(games.map((g) => winShare(g.winners, seat))), n),
  );
  const firstWins = sum(games.map((g) => winShare(g.winners, g.firstMover)));
  const margins = games.flatMap((g) => {
    const m = margin(g.scores);
    return m === null ? [] : [m];
  });
  const dramas = games.flatMap((g) => (g.drama ? [g.drama] : []));
  const decisive = games.flatMap((g) => (g.decisiveAt === null ? [] : [g.decisiveAt]));
  const hidden = games.flatMap((g) =>
    g.hidden && g.hiddenMean !== null && g.hiddenBySeat
      ? [{ bins: g.hidden, mean: g.hiddenMean, bySeat: g.hiddenBySeat }]
      : [],
  );
  return {
    games: n,
    won: rate(games.filter((g) => g.winners.length > 0).length, n),
    bySeat,
    firstMover: solo ? null : { ...rate(firstWins, n), fair: round(1 / players) },
    byBot: byBot(games),
    draws: rate(games.filter((g) => g.winners.length > 1).length, n),
    noWinner: rate(games.filter((g) => g.winners.length === 0).length, n),
    moves: distribution(games.map((g) => g.moves)),
    turns: distribution(games.map((g) => g.turns)),
    scores: {
      bySeat: Array.from({ length: players }, (_, seat) =>
        round(sum(games.map((g) => g.scores[seat] ?? 0)) / n, 3),
      ),
      all: distribution(games.flatMap((g) => g.scores)),
      margin: solo ? null : distribution(margins),
    },
    outcomes: outcomes(games),
    lead: solo ? null : leadMetrics(games),
    drama:
      dramas.length > 0
        ? { gap: distribution(dramas.map((d) => d.gap)), behind: distribution(dramas.map((d) => d.behind)) }
        : null,
    decisiveness: solo ? null : distribution(decisive),
    branching: {
      perGame: distribution(games.map((g) => g.branchingMean)),
      curve: curve(games.map((g) => g.branching)),
    },
    hidden:
      hidden.length > 0
        ? {
            perGame: distribution(hidden.map((h) => h.mean)),
            curve: curve(hidden.map((h) => h.bins)),
            bySeat: Array.from({ length: players }, (_, seat) =>
              distribution(hidden.map((h) => h.bySeat[seat] ?? 0)),
            ),
          }
        : null,
    stats: gameStatsSummary(games.map((g) => g.stats)),
    conditions: conditions(games),
  };
}
