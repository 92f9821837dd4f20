/**
 * An experiment: one game, one or more arms (each its options, player count
 * and the bots in each seat), a number of games per arm and a seed. Game i
 * of every arm is played from the seed `${seed}/${i}`, so an experiment is
 * reproducible, splits across threads, workers or machines with the same
 * result, and two arms meet the same deals and dice (a paired comparison:
 * the luck of the deal falls alike on both).
 *
 * Pure: no Node imports, so a browser's Web Worker plans and plays the same
 * experiment (`@gameshelf/lab/core`).
 */
import { createBot } from '@gameshelf/bots/browser';
import {
  type AnyGameModule,
  err,
  type GameError,
  gameError,
  itemAt,
  type OptionValue,
  ok,
  type Result,
  resolveSetup,
  type Seed,
} from '@gameshelf/engine';

/** What an arm is for: the experiment's own arms, the skill ladder or an option sweep of a designer report. */
export type ArmRole = 'main' | 'skill' | 'sweep';

/** An arm as asked for: options not yet checked (strings from a command line are fine). */
export interface ArmRequest {
  readonly options?: Readonly<Record<string, unknown>>;
  readonly players?: number;
  readonly bots: readonly string[];
  readonly role?: ArmRole;
  readonly label?: string;
}

export interface ExperimentRequest {
  readonly game: string;
  readonly arms: readonly ArmRequest[];
  readonly games: number;
  readonly seed: Seed;
}

/** A checked arm: every option given a value, a player count the game allows, bots that exist. */
export interface Arm {
  readonly role: ArmRole;
  readonly label: string;
  readonly options: Readonly<Record<string, OptionValue>>;
  readonly players: number;
  readonly bots: readonly string[];
}

export interface ExperimentPlan {
  readonly game: string;
  readonly seed: Seed;
  /** Games per arm. */
  readonly games: number;
  readonly arms: readonly Arm[];
}

/** One game to play: which arm, which game of it. */
export interface GameJob {
  readonly arm: number;
  readonly index: number;
}

export const MAX_GAMES = 10_000_000;

/** The seed of game `index` of every arm. */
export function gameSeed(seed: Seed, index: number): string {
  return `${String(seed)}/${index}`;
}

/**
 * Which bot sits where in game `index`: the list of bots is rotated one seat
 * per game, so over an arm every bot plays every seat equally often.
 */
export function seatsFor(arm: Pick<Arm, 'bots' | 'players'>, index: number): string[] {
  const { bots, players } = arm;
  return Array.from({ length: players }, (_, seat) => itemAt(bots, (index + seat) % bots.length));
}

function checkArm(module: AnyGameModule, request: ArmRequest, position: number): Result<Arm, GameError> {
  const { game } = module;
  const resolved = resolveSetup(game, request.players, request.options ?? {});
  if (!resolved.ok) return resolved;
  const { options, players } = resolved.value;
  if (request.bots.length === 0) return err(gameError('bot/invalid', 'name at least one bot'));
  for (const spec of request.bots) {
    const bot = createBot(module, spec);
    if (!bot.ok) return bot;
  }
  return ok({
    role: request.role ?? 'main',
    label: request.label ?? String.fromCharCode(65 + position),
    options,
    players,
    bots: request.bots,
  });
}

/** Checks a request against its game: coded errors for bad options, player counts, bots and counts. */
export function planExperiment(
  module: AnyGameModule,
  request: ExperimentRequest,
): Result<ExperimentPlan, GameError> {
  if (request.game !== module.game.id)
    return err(gameError('game/unknown', `the experiment is on ${request.game}, not ${module.game.id}`));
  if (!Number.isInteger(request.games) || request.games < 1 || request.games > MAX_GAMES) {
    return err(
      gameError('options/invalid', `the number of games must be a whole number from 1 to ${MAX_GAMES}`),
    );
  }
  if (request.arms.length === 0) return err(gameError('options/invalid', 'an experiment needs an arm'));
  const arms: Arm[] = [];
  for (const [i, request_] of request.arms.entries()) {
    const arm = checkArm(module, request_, i);
    if (!arm.ok) return arm;
    arms.push(arm.value);
  }
  return ok({ game: module.game.id, seed: request.seed, games: request.games, arms });
}

/** Every game of a plan, arm by arm. */
export function gameJobs(plan: ExperimentPlan): GameJob[] {
  return plan.arms.flatMap((_, arm) => Array.from({ length: plan.games }, (_, index) => ({ arm, index })));
}
