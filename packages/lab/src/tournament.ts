/**
 * A round robin between bots: every bot plays every other on the same deals
 * with the seats rotated (for two players, each deal played twice with the
 * seats swapped), so luck of the deal and of the seat cancels out.
 */
import type { GameOutcome } from '@gameshelf/bots';
import {
  err,
  type GameError,
  gameError,
  type Interval,
  itemAt,
  ok,
  type Result,
  type Seed,
  wilsonInterval,
} from '@gameshelf/engine';
import { bradleyTerryElo, type PairResult } from './ratings.ts';
import { planSimulation, runSeries, type ScheduledGame } from './simulate.ts';

export interface TournamentRequest {
  readonly game: string;
  readonly bots: readonly string[];
  /** Games per pairing (rounded up to whole rotations of the seats). */
  readonly games: number;
  readonly players?: number;
  readonly options?: unknown;
  readonly seed: Seed;
  readonly workers?: number;
}

export interface PairingLine {
  readonly bot: string;
  readonly opponent: string;
  readonly games: number;
  /** Share of the pairing's wins taken by `bot` (a game nobody won counts half). */
  readonly winRate: number;
  readonly interval: Interval;
}

export interface TournamentReport {
  readonly game: string;
  readonly players: number;
  readonly seed: Seed;
  readonly gamesPerPairing: number;
  readonly pairings: readonly PairingLine[];
  readonly ratings: readonly {
    readonly bot: string;
    readonly elo: number;
    readonly winRate: number;
    readonly games: number;
  }[];
  readonly anchor: string;
}

/** Seatings for a pair on one deal: alternating seats, rotated through every seat, both ways round. */
export function pairSeatings(a: string, b: string, players: number): string[][] {
  const out: string[][] = [];
  const seen = new Set<string>();
  for (const first of [a, b]) {
    const second = first === a ? b : a;
    for (let r = 0; r < players; r++) {
      // Alternating seats (first, second, first, ...), rotated by r.
      const seats = Array.from({ length: players }, (_, s) =>
        ((s + r) % players) % 2 === 0 ? first : second,
      );
      const key = seats.join('\u0000');
      if (!seen.has(key)) {
        seen.add(key);
        out.push(seats);
      }
    }
  }
  return out;
}

/** A's part of one game against B: its share of their wins, or a half when neither won. */
function scoreFor(outcome: GameOutcome, seats: readonly string[], bot: string): number {
  let mine = 0;
  let theirs = 0;
  for (const w of outcome.result.winners) {
    const share = 1 / outcome.result.winners.length;
    if (seats[w] === bot) mine += share;
    else theirs += share;
  }
  return mine + theirs === 0 ? 0.5 : mine / (mine + theirs);
}

/**
 * Solo games: the two bots played the same deals one after the other, so a
 * deal is won by the bot that won it (or, both won or both lost, by the
 * better score), and halved when they did equally well.
 */
function soloScores(games: readonly { g: ScheduledGame; o: GameOutcome }[]): number[] {
  const scores: number[] = [];
  for (let k = 0; k + 1 < games.length; k += 2) {
    const a = itemAt(games, k).o.result;
    const b = itemAt(games, k + 1).o.result;
    const value = (r: GameOutcome['result']) => (r.winners.length > 0 ? 1e9 : 0) + (r.scores[0] ?? 0);
    const diff = value(a) - value(b);
    scores.push(diff > 0 ? 1 : diff < 0 ? 0 : 0.5);
  }
  return scores;
}

/** Every pair of bots once, with their indices: (0, 1), (0, 2), ..., (1, 2), ... */
function botPairs(bots: readonly string[]): { i: number; j: number; a: string; b: string }[] {
  return bots.flatMap((a, i) => bots.slice(i + 1).map((b, k) => ({ i, j: i + 1 + k, a, b })));
}

export async function tournament(
  request: TournamentRequest,
  onProgress?: (done: number, total: number) => void,
): Promise<Result<TournamentReport, GameError>> {
  if (new Set(request.bots).size !== request.bots.length || request.bots.length < 2) {
    return err(gameError('bot/invalid', 'a tournament needs at least two different bots'));
  }
  const planned = planSimulation({ ...request, games: 1 });
  if (!planned.ok) return planned;
  const { config } = planned.value.task;
  const schedule: (ScheduledGame & { pair: [number, number] })[] = [];
  for (const { i, j, a, b } of botPairs(request.bots)) {
    const seatings = pairSeatings(a, b, config.players);
    const deals = Math.ceil(request.games / seatings.length);
    for (let d = 0; d < deals; d++) {
      for (const seats of seatings)
        schedule.push({ seats, seed: `${String(request.seed)}/deal/${d}`, pair: [i, j] });
    }
  }
  const outcomes = await runSeries(
    { game: request.game, config, games: schedule },
    request.workers ?? 1,
    onProgress,
  );
  const pairs: PairResult[] = [];
  const pairings: PairingLine[] = [];
  for (const { i, j, a, b } of botPairs(request.bots)) {
    const games = schedule
      .map((g, k) => ({ g, o: itemAt(outcomes, k) }))
      .filter(({ g }) => g.pair[0] === i && g.pair[1] === j);
    const scores =
      config.players === 1 ? soloScores(games) : games.map(({ g, o }) => scoreFor(o, g.seats, a));
    const aWins = scores.reduce((x, y) => x + y, 0);
    pairs.push({ a: i, b: j, aWins, games: scores.length });
    for (const [bot, opponent, wins] of [
      [a, b, aWins],
      [b, a, scores.length - aWins],
    ] as const) {
      const interval = wilsonInterval(wins, scores.length);
      pairings.push({ bot, opponent, games: scores.length, winRate: wins / scores.length, interval });
    }
  }
  const randomIndex = request.bots.indexOf('random');
  const elo = bradleyTerryElo(
    request.bots.length,
    pairs,
    randomIndex >= 0 ? { bot: randomIndex, elo: 1000 } : null,
  );
  const ratings = request.bots
    .map((bot, i) => {
      const mine = pairings.filter((p) => p.bot === bot);
      const games = mine.reduce((s, p) => s + p.games, 0);
      const wins = mine.reduce((s, p) => s + p.winRate * p.games, 0);
      return { bot, elo: itemAt(elo, i), winRate: games > 0 ? wins / games : 0, games };
    })
    .sort((x, y) => y.elo - x.elo);
  return ok({
    game: request.game,
    players: config.players,
    seed: request.seed,
    gamesPerPairing: pairs[0]?.games ?? 0,
    pairings,
    ratings,
    anchor: randomIndex >= 0 ? 'random = 1000' : 'mean = 1500',
  });
}
