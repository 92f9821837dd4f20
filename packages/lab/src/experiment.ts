/**
 * Experiments on this machine: the plan checked against the shelf's game,
 * its games played on worker threads (each game from its own seed, so the
 * split does not matter), and the report built from their measures.
 */
import { runTsWorker } from '@gameshelf/bots';
import type { GameError, Result } from '@gameshelf/engine';
import { findGame } from '@gameshelf/shelf';
import {
  buildReport,
  byArm,
  type ExperimentPlan,
  type ExperimentReport,
  type ExperimentRequest,
  type GameJob,
  type GameMeasures,
  gameJobs,
  planExperiment,
  playMeasured,
  primaryValue,
  sequentialTest,
} from './core/index.ts';

/** A slice of an experiment for one worker: the plan and the games to play of it. */
export interface ExperimentTask {
  readonly plan: ExperimentPlan;
  readonly jobs: readonly GameJob[];
}

export type Progress = (done: number, total: number) => void;

/** Checks a request against the shelf: the game exists, its arms are valid. */
export function planOnShelf(request: ExperimentRequest): Result<ExperimentPlan, GameError> {
  const found = findGame(request.game);
  return found.ok ? planExperiment(found.value, request) : found;
}

/** Plays a task's games in this thread, handing over each game's measures. */
export function playTask(task: ExperimentTask, onGame: (measures: GameMeasures) => void): void {
  const found = findGame(task.plan.game);
  if (!found.ok) throw new Error(found.error.message);
  for (const job of task.jobs) onGame(playMeasured(found.value, task.plan, job));
}

/**
 * Plays every game of a plan on `workers` threads (game k of the list on
 * thread k mod workers) and returns their measures in the plan's order.
 */
export function playExperiment(
  plan: ExperimentPlan,
  workers: number,
  onProgress?: Progress,
): Promise<GameMeasures[]> {
  return playJobs(plan, gameJobs(plan), workers, onProgress);
}

/** Plays these games of a plan on `workers` threads; their measures in the plan's order. */
async function playJobs(
  plan: ExperimentPlan,
  jobs: readonly GameJob[],
  workers: number,
  onProgress?: Progress,
): Promise<GameMeasures[]> {
  const out: GameMeasures[] = [];
  const record = (m: GameMeasures) => {
    out.push(m);
    onProgress?.(out.length, jobs.length);
  };
  const threads = Math.max(1, Math.min(workers, jobs.length));
  if (threads === 1) playTask({ plan, jobs }, record);
  else {
    const slices = Array.from({ length: threads }, (_, w) => jobs.filter((_, k) => k % threads === w));
    await Promise.all(
      slices.map((slice) =>
        runTsWorker<GameMeasures>(
          new URL('./experiment-worker.ts', import.meta.url),
          { plan, jobs: slice },
          record,
        ),
      ),
    );
  }
  return out.sort((a, b) => a.arm - b.arm || a.index - b.index);
}

/** Pairs of games played between two looks of the sequential test. */
export const SEQUENTIAL_BATCH = 50;

/**
 * Plays the first two arms game by game, in batches, until the sequential
 * test settles their primary difference (or all games are played), and
 * returns the measures of the games up to the one that settled it: the same
 * games whatever the batches or the threads, since the test is looked at
 * after every pair in game order. `games` is how many games an arm that is.
 */
export async function playUntilSettled(
  plan: ExperimentPlan,
  workers: number,
  onProgress?: Progress,
): Promise<{ measures: GameMeasures[]; games: number }> {
  const measures: GameMeasures[] = [];
  for (let from = 0; from < plan.games; from += SEQUENTIAL_BATCH) {
    const to = Math.min(plan.games, from + SEQUENTIAL_BATCH);
    const jobs = [0, 1].flatMap((arm) =>
      Array.from({ length: to - from }, (_, k) => ({ arm, index: from + k })),
    );
    const done = measures.length;
    measures.push(...(await playJobs(plan, jobs, workers, (n) => onProgress?.(done + n, 2 * plan.games))));
    const [a, b] = byArm(plan, measures);
    const settled = sequentialTest(
      (b ?? []).map((g, i) => primaryValue(g) - primaryValue((a ?? [])[i] ?? g)),
    ).settledAfter;
    if (settled !== null) return { measures: measures.filter((m) => m.index < settled), games: settled };
  }
  return { measures, games: plan.games };
}

/** Plans, plays and reports an experiment on this machine. */
export async function runExperiment(
  request: ExperimentRequest,
  workers = 1,
  onProgress?: Progress,
): Promise<Result<ExperimentReport, GameError>> {
  const plan = planOnShelf(request);
  if (!plan.ok) return plan;
  const measures = await playExperiment(plan.value, workers, onProgress);
  return { ok: true, value: buildReport(plan.value, measures) };
}
