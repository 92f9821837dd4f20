/**
 * What a person chooses on the lab's form, and the experiment it asks for:
 * the base arm (options, player count, the bots rotated through the seats),
 * the number of games and the seed, and what to run: one arm, two arms
 * that differ by some options (the command line's `--vs`), or the designer
 * report (`--report`). The arms are built by the lab's own
 * `experimentArms`, as the command line builds them, so the same choices
 * give the same request, the same games and the same numbers.
 */
import { createBot } from '@gameshelf/bots/browser';
import {
  type AnyGameModule,
  defaultPlayerCount,
  err,
  type GameError,
  gameError,
  type OptionValue,
  ok,
  type Result,
  type Seed,
} from '@gameshelf/engine';
import {
  defaultBots,
  type ExperimentPlan,
  type ExperimentRequest,
  experimentArms,
  planExperiment,
} from '@gameshelf/lab/core';

export const LAB_MODES = ['one', 'compare', 'report'] as const;
export type LabMode = (typeof LAB_MODES)[number];

export interface LabChoice {
  readonly players: number;
  /** Arm A's options, every one with a value. */
  readonly options: Readonly<Record<string, OptionValue>>;
  /** Arm B's options (when comparing two arms). */
  readonly vs: Readonly<Record<string, OptionValue>>;
  /** Rotated one seat per game: game i seats bot (i + seat) mod count in each seat. */
  readonly bots: readonly string[];
  /** Games per arm. */
  readonly games: number;
  /** As typed: a whole number is a number seed, as on the command line. */
  readonly seed: string;
  readonly mode: LabMode;
}

/** More games than a browser tab should be asked to play at once. */
export const MAX_WEB_GAMES = 100_000;
export const MAX_SEED_LENGTH = 200;

export function defaultChoice(module: AnyGameModule): LabChoice {
  const options = defaultOptionsOf(module);
  return {
    players: defaultPlayerCount(module.game, options),
    options,
    vs: options,
    bots: defaultBots(module),
    games: 100,
    seed: '1',
    mode: 'one',
  };
}

function defaultOptionsOf(module: AnyGameModule): Record<string, OptionValue> {
  return Object.fromEntries(module.game.options.map((o) => [o.name, o.default]));
}

/** The seed as the command line reads `--seed`: up to 15 digits is a number, anything else a string. */
export function parseSeed(text: string): Result<Seed, GameError> {
  const trimmed = text.trim();
  if (/^\d{1,15}$/.test(trimmed)) return ok(Number(trimmed));
  if (trimmed.length === 0 || trimmed.length > MAX_SEED_LENGTH)
    return err(gameError('options/invalid', `a seed is 1-${MAX_SEED_LENGTH} characters`));
  return ok(trimmed);
}

/** Arm B's options that differ from arm A's: what `--vs` would say. */
export function vsOptions(choice: Pick<LabChoice, 'options' | 'vs'>): Record<string, OptionValue> {
  return Object.fromEntries(Object.entries(choice.vs).filter(([k, v]) => choice.options[k] !== v));
}

export interface PlannedLab {
  readonly request: ExperimentRequest;
  readonly plan: ExperimentPlan;
}

/** The experiment the choices ask for, checked against the game: a coded error for what it refuses. */
export function planChoice(module: AnyGameModule, choice: LabChoice): Result<PlannedLab, GameError> {
  if (!Number.isInteger(choice.games) || choice.games < 1 || choice.games > MAX_WEB_GAMES)
    return err(gameError('options/invalid', `the number of games must be from 1 to ${MAX_WEB_GAMES}`));
  const seed = parseSeed(choice.seed);
  if (!seed.ok) return seed;
  const base = { options: choice.options, players: choice.players, bots: choice.bots };
  const arms = experimentArms(
    module,
    base,
    choice.mode === 'compare' ? vsOptions(choice) : null,
    choice.mode === 'report',
  );
  if (!arms.ok) return arms;
  const request: ExperimentRequest = {
    game: module.game.id,
    arms: arms.value,
    games: choice.games,
    seed: seed.value,
  };
  const plan = planExperiment(module, request);
  return plan.ok ? ok({ request, plan: plan.value }) : plan;
}

/** A bot spec the game can play. */
export function playableBot(module: AnyGameModule, spec: string): boolean {
  return createBot(module, spec).ok;
}
