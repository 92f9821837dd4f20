import type { GameOutcome } from '@gameshelf/bots';
import { type Interval, itemAt, mean, median, quantile, wilsonInterval } from '@gameshelf/engine';
import { type GameStatsSummary, gameStatsSummary } from './core/metrics.ts';

export interface BotLine {
  readonly bot: string;
  /** Seats this bot filled over the series. */
  readonly seats: number;
  /** Wins, a shared win counting as a share. */
  readonly wins: number;
  readonly winRate: number;
  readonly interval: Interval;
  readonly meanScore: number;
}

export interface Summary {
  readonly games: number;
  readonly bots: readonly BotLine[];
  readonly firstPlayer: { readonly winRate: number; readonly interval: Interval; readonly baseline: number };
  readonly noWinner: number;
  readonly length: {
    readonly mean: number;
    readonly median: number;
    readonly p95: number;
    readonly min: number;
    readonly max: number;
  };
  readonly stats: GameStatsSummary;
}

const round = (x: number, digits = 4) => Math.round(x * 10 ** digits) / 10 ** digits;

function share(outcome: GameOutcome, seat: number): number {
  const { winners } = outcome.result;
  return winners.includes(seat) ? 1 / winners.length : 0;
}

/** Win rates with 95% Wilson intervals, first-player advantage, lengths and the game's own statistics. */
export function summarize(
  outcomes: readonly GameOutcome[],
  seatings: readonly (readonly string[])[],
): Summary {
  const players = seatings[0]?.length ?? 1;
  const perBot = new Map<string, { seats: number; wins: number; scores: number[] }>();
  let firstWins = 0;
  let noWinner = 0;
  outcomes.forEach((outcome, i) => {
    itemAt(seatings, i).forEach((bot, seat) => {
      const line = perBot.get(bot) ?? { seats: 0, wins: 0, scores: [] };
      line.seats++;
      line.wins += share(outcome, seat);
      line.scores.push(itemAt(outcome.result.scores, seat));
      perBot.set(bot, line);
    });
    firstWins += share(outcome, outcome.firstPlayer);
    if (outcome.result.winners.length === 0) noWinner++;
  });
  const bots = [...perBot.entries()].map(([bot, l]) => {
    const interval = wilsonInterval(l.wins, l.seats);
    return {
      bot,
      seats: l.seats,
      wins: round(l.wins, 3),
      winRate: round(l.wins / l.seats),
      interval: { low: round(interval.low), high: round(interval.high) },
      meanScore: round(mean(l.scores), 3),
    };
  });
  const lengths = outcomes.map((o) => o.decisions);
  const fp = wilsonInterval(firstWins, outcomes.length);
  return {
    games: outcomes.length,
    bots,
    firstPlayer: {
      winRate: round(firstWins / outcomes.length),
      interval: { low: round(fp.low), high: round(fp.high) },
      baseline: round(1 / players),
    },
    noWinner,
    length: {
      mean: round(mean(lengths), 2),
      median: round(median(lengths), 2),
      p95: round(quantile(lengths, 0.95), 2),
      min: Math.min(...lengths),
      max: Math.max(...lengths),
    },
    stats: gameStatsSummary(outcomes.map((o) => o.stats)),
  };
}
