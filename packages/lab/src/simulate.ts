import { createBot, type GameConfig, type GameOutcome, playGame, runTsWorker } from '@gameshelf/bots';
import {
  type AnyGameModule,
  err,
  type GameError,
  gameError,
  itemAt,
  ok,
  type Result,
  resolveSetup,
  type Seed,
} from '@gameshelf/engine';
import { findGame } from '@gameshelf/shelf';
import { type Summary, summarize } from './aggregate.ts';
import { seatBots } from './seats.ts';

export interface SimulationRequest {
  readonly game: string;
  readonly players?: number;
  readonly options?: unknown;
  readonly bots: readonly string[];
  readonly games: number;
  readonly seed: Seed;
  readonly workers?: number;
}

export interface SimulationReport extends Summary {
  readonly game: string;
  readonly players: number;
  readonly options: GameConfig['options'];
  readonly seed: Seed;
  readonly seating: string;
}

/** One game of a series: who sits where, and its seed. */
export interface ScheduledGame {
  readonly seats: readonly string[];
  readonly seed: Seed;
}

/** What a worker (or the main thread) needs to play a slice of a series. */
export interface SimulationTask {
  readonly game: string;
  readonly config: GameConfig;
  readonly games: readonly ScheduledGame[];
  /** Which games of `games` to play (all of them by default). */
  readonly indices?: readonly number[];
}

/** Checks a request and turns it into a task over all games; coded errors for bad games, options and bots. */
export function planSimulation(
  request: SimulationRequest,
): Result<{ module: AnyGameModule; task: SimulationTask }, GameError> {
  const found = findGame(request.game);
  if (!found.ok) return found;
  const module = found.value;
  const { game } = module;
  const resolved = resolveSetup(game, request.players, request.options);
  if (!resolved.ok) return resolved;
  const { options, players } = resolved.value;
  if (request.bots.length === 0) return err(gameError('bot/invalid', 'name at least one bot'));
  for (const spec of request.bots) {
    const bot = createBot(module, spec);
    if (!bot.ok) return bot;
  }
  if (!Number.isInteger(request.games) || request.games < 1) {
    return err(gameError('input/invalid', 'the number of games must be a positive integer'));
  }
  const games = Array.from({ length: request.games }, (_, i) => ({
    seats: seatBots(request.bots, players, i),
    seed: `${String(request.seed)}/${i}`,
  }));
  return ok({ module, task: { game: game.id, config: { players, options }, games } });
}

/** Plays the task's games in this thread, reporting each outcome with its index. */
export function runTask(task: SimulationTask, onGame: (index: number, outcome: GameOutcome) => void): void {
  const found = findGame(task.game);
  if (!found.ok) throw new Error(found.error.message);
  const indices = task.indices ?? task.games.map((_, i) => i);
  for (const index of indices) {
    const scheduled = itemAt(task.games, index);
    const bots = scheduled.seats.map((spec) => {
      const bot = createBot(found.value, spec);
      if (!bot.ok) throw new Error(bot.error.message);
      return bot.value;
    });
    onGame(index, playGame(found.value, task.config, bots, scheduled.seed));
  }
}

/**
 * Plays every game of a task, on `workers` threads. Each game has its own
 * seed, so the outcomes are the same whatever the number of workers.
 */
export async function runSeries(
  task: SimulationTask,
  workers: number,
  onProgress?: (done: number, total: number) => void,
): Promise<GameOutcome[]> {
  const total = task.games.length;
  const outcomes: GameOutcome[] = new Array(total);
  let done = 0;
  const record = (index: number, outcome: GameOutcome) => {
    outcomes[index] = outcome;
    onProgress?.(++done, total);
  };
  const threads = Math.max(1, Math.min(workers, total));
  if (threads === 1) {
    runTask(task, record);
    return outcomes;
  }
  const slices = Array.from({ length: threads }, (_, w) =>
    task.games.map((_, i) => i).filter((i) => i % threads === w),
  );
  await Promise.all(
    slices.map((indices) =>
      runTsWorker<{ index: number; outcome: GameOutcome }>(
        new URL('./simulate-worker.ts', import.meta.url),
        { ...task, indices },
        (m) => record(m.index, m.outcome),
      ),
    ),
  );
  return outcomes;
}

/** Plays a series of games between bots, rotating seats, and summarizes it. */
export async function simulate(
  request: SimulationRequest,
  onProgress?: (done: number, total: number) => void,
): Promise<Result<SimulationReport, GameError>> {
  const planned = planSimulation(request);
  if (!planned.ok) return planned;
  const { task } = planned.value;
  const outcomes = await runSeries(task, request.workers ?? 1, onProgress);
  return ok({
    game: task.game,
    players: task.config.players,
    options: task.config.options,
    seed: request.seed,
    seating: 'bots rotate one seat per game',
    ...summarize(
      outcomes,
      task.games.map((g) => g.seats),
    ),
  });
}
