/**
 * Plays one game of an experiment and measures it as it goes: the bots'
 * game (`playGame`, each seat seeing its own view) with an observer that
 * notes, at each decision, the number of legal moves, how much of the state
 * each seat cannot see, and after it each player's standing by the game's
 * own evaluation; at the end, how the game ended by the game's own kinds of
 * ending (`StatsCollector.outcome`). What is kept is small (`GameMeasures`): a worker
 * sends it back, a queue stores it, and the arm's metrics are built from it.
 */
import { createBot, type PlayStep, playGame } from '@gameshelf/bots/browser';
import { type AnyGameModule, type GameResult, type Player, Rng } from '@gameshelf/engine';
import { type ExperimentPlan, type GameJob, gameSeed, seatsFor } from './experiment.ts';
import { binned, countTurns, decisiveAt, drama, hiddenShare, leadChanges, leadersOf } from './measures.ts';

/** Everything the lab keeps of one game. */
export interface GameMeasures {
  readonly arm: number;
  readonly index: number;
  readonly seats: readonly string[];
  readonly scores: readonly number[];
  readonly winners: readonly Player[];
  /** How the game ended, in the game's own words (`StatsCollector.outcome`); null when it names no kinds of ending. */
  readonly outcome: string | null;
  /** The seat that made the first decision. */
  readonly firstMover: Player;
  /** Decisions made by players (chance steps not counted). */
  readonly moves: number;
  readonly turns: number;
  /** Progress (0, 1] of each lead change; empty in a solo game. */
  readonly leadChanges: readonly number[];
  readonly drama: { readonly gap: number; readonly behind: number } | null;
  readonly decisiveAt: number | null;
  /** Legal moves at the decisions, averaged over each tenth of the game. */
  readonly branching: readonly (number | null)[];
  readonly branchingMean: number;
  /**
   * The share of the state hidden from the seats at each decision (the mean
   * over the seats), averaged over each tenth of the game; null without
   * hidden information.
   */
  readonly hidden: readonly (number | null)[] | null;
  /** That share averaged over the game's decisions. */
  readonly hiddenMean: number | null;
  /** Each seat's hidden share, averaged over the game's decisions (seat 0 first). */
  readonly hiddenBySeat: readonly number[] | null;
  readonly stats: Readonly<Record<string, number | string>>;
}

/** Determinizations drawn per seat and decision to measure hidden information. */
const GUESSES = 2;

/** Each player's standing after a position: the game's evaluation, or at the end the share of the win. */
function standing(
  module: AnyGameModule,
  state: unknown,
  result: GameResult | null,
  players: number,
): number[] {
  if (result) return Array.from({ length: players }, (_, p) => (result.winners.includes(p) ? 1 : 0));
  const values = module.evaluate?.(state);
  return values ? [...values] : new Array<number>(players).fill(0);
}

const mean = (xs: readonly number[]) => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);

/** Plays game `job.index` of arm `job.arm` and measures it. */
export function playMeasured(module: AnyGameModule, plan: ExperimentPlan, job: GameJob): GameMeasures {
  const arm = plan.arms[job.arm];
  if (!arm) throw new Error(`no arm ${job.arm} in the plan`);
  const { game } = module;
  const seats = seatsFor(arm, job.index);
  const bots = seats.map((spec) => {
    const bot = createBot(module, spec);
    if (!bot.ok) throw new Error(bot.error.message);
    return bot.value;
  });
  const seed = gameSeed(plan.seed, job.index);
  const guessRng = Rng.fromSeed(`${seed}/lab/hidden`);
  const actors: (number | 'chance')[] = [];
  const legal: number[] = [];
  const hidden: number[] = [];
  const hiddenBySeat: number[][] = Array.from({ length: arm.players }, () => []);
  const values: number[][] = [];
  let final: unknown = null;
  const observe = (step: PlayStep) => {
    const player = step.actor;
    actors.push(player);
    final = step.after;
    if (player === 'chance' || !step.legal) return;
    legal.push(step.legal.length);
    if (game.hiddenInformation) {
      // Every seat's share, the player to act's and the others': what each cannot see now.
      const shares = hiddenBySeat.map((seat, p) => {
        const view = game.view(step.before, p);
        const guesses = Array.from({ length: GUESSES }, () => game.determinize(view, p, guessRng));
        const share = hiddenShare(step.before, guesses);
        seat.push(share);
        return share;
      });
      hidden.push(mean(shares));
    }
    if (arm.players > 1) values.push(standing(module, step.after, game.result(step.after), arm.players));
  };
  const outcome = playGame(
    module,
    { players: arm.players, options: arm.options },
    bots,
    seed,
    undefined,
    observe,
  );
  const { result } = outcome;
  const leaders = values.map(leadersOf);
  return {
    arm: job.arm,
    index: job.index,
    seats,
    scores: result.scores,
    winners: result.winners,
    outcome: final === null ? null : (module.stats?.().outcome?.(final) ?? null),
    firstMover: outcome.firstPlayer,
    moves: outcome.decisions,
    turns: countTurns(actors, arm.players),
    leadChanges: leadChanges(leaders),
    drama: arm.players > 1 ? drama(values, result.winners) : null,
    decisiveAt: arm.players > 1 ? decisiveAt(leaders, result.winners) : null,
    branching: binned(legal),
    branchingMean: mean(legal),
    hidden: game.hiddenInformation ? binned(hidden) : null,
    hiddenMean: game.hiddenInformation ? mean(hidden) : null,
    hiddenBySeat: game.hiddenInformation ? hiddenBySeat.map(mean) : null,
    stats: outcome.stats,
  };
}
