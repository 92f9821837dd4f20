import type { GameAnalysis } from './analysis.ts';
import type { BatteryPlan } from './battery-plan.ts';
import type { Bot, RolloutPolicy } from './bot.ts';
import type { GameError } from './errors.ts';
import type { Actor, GameDefinition, GameResult, Move } from './game.ts';
import type { Level } from './levels.ts';
import type { Narrate } from './narrate.ts';
import type { Result } from './result.ts';
import type { Locales } from './translate.ts';

/** Colour functions for terminal text; all identity when colour is off. */
export interface TextStyle {
  readonly bold: (s: string) => string;
  readonly dim: (s: string) => string;
  readonly red: (s: string) => string;
  readonly green: (s: string) => string;
  readonly yellow: (s: string) => string;
  readonly blue: (s: string) => string;
  readonly magenta: (s: string) => string;
  readonly cyan: (s: string) => string;
  readonly gray: (s: string) => string;
  readonly inverse: (s: string) => string;
}

const same = (s: string) => s;
export const PLAIN_STYLE: TextStyle = {
  bold: same,
  dim: same,
  red: same,
  green: same,
  yellow: same,
  blue: same,
  magenta: same,
  cyan: same,
  gray: same,
  inverse: same,
};

/** How a game shows itself in a terminal. Knows the game; the CLI does not. */
export interface TextUi<V, M> {
  /** The table as the view's viewer sees it. */
  render(view: V, style: TextStyle): string;
  /**
   * A log entry in words: the move as `redactMove` gave it to the viewer, and
   * on the last entry of a turn what the turn led to (`narrate.ts`). Plain
   * sentences from the game's `locales` (through `t`), no colour: the
   * command line and the web app show the same ones.
   */
  readonly narrate: Narrate<V>;
  /**
   * Where a person finds this move in a menu, as a path of labels, e.g.
   * `['Lay off', '7 ▲', 'on meld 2']`. Moves sharing a prefix are grouped, so
   * a choice among many moves becomes a few short choices.
   */
  menuPath(move: M, view: V, style: TextStyle): readonly string[];
  /**
   * Optional: a move typed as text, for moves a menu lists only a sample of
   * (a shot's aim and power). The CLI offers it next to the menu, showing
   * `inputHelp`; the result still goes through `parseMove` and `apply`.
   */
  readonly parseInput?: (text: string, view: V) => Result<M, GameError>;
  readonly inputHelp?: string;
}

/** Game-specific statistics gathered over one game of a simulation. */
export interface StatsCollector<S, M> {
  onMove(before: S, actor: Actor, move: M, after: S): void;
  /** Numbers are averaged over games; strings are counted as a distribution. */
  finish(final: S): Readonly<Record<string, number | string>>;
  /**
   * Optional: how a finished game ended, as one of the game's few kinds of
   * ending (Domino Run: `escaped`, `caught`, `turn limit`; a DIGIT Solitaire
   * rating), read from the final state alone, so it may be asked of a fresh
   * collector. The lab counts the games that ended each way (docs/lab.md,
   * `outcomes`). Left out by a game whose games all end alike.
   */
  outcome?(final: S): string;
}

/**
 * What a game's bot factory is given. It names the whole module and a module
 * lists its factories, so the two types live in this one file.
 */
export interface BotContext<S, M extends Move, V, O> {
  readonly game: GameDefinition<S, M, V, O>;
  /** The whole game module (its rollout policy and evaluation, for search bots). */
  readonly module: GameModule<S, M, V, O>;
  /** The text after the colon in a bot spec such as `ismcts:1000`. */
  readonly arg?: string;
}

export type BotFactory<S, M extends Move, V, O> = (
  context: BotContext<S, M, V, O>,
) => Result<Bot<V, M>, GameError>;

/** Everything a game brings to the shelf: its rules, its own bots, its text UI and statistics. */
export interface GameModule<S, M extends Move, V, O> {
  readonly game: GameDefinition<S, M, V, O>;
  /** The game's own bots by name (e.g. `greedy`), next to the generic ones (`random`, `ismcts`). */
  readonly bots: Readonly<Record<string, BotFactory<S, M, V, O>>>;
  readonly text: TextUi<V, M>;
  /**
   * The game's words in every language (`src/locales/<language>.json`),
   * loaded by the command line and the web app under the game's id as
   * namespace: its narration under `log`.
   */
  readonly locales: Locales;
  /**
   * The refusals a player can meet at the table (issue #20): each reason key
   * (`GameError.reason`) and its English message (`refusalsOf`). Every key
   * has words for players, `refusals.<key>`, in each of the game's locales.
   */
  readonly refusals?: Readonly<Record<string, string>>;
  readonly stats?: () => StatsCollector<S, M>;
  /** The policy search bots use in rollouts, on determinized full states. */
  readonly rollout?: RolloutPolicy<S, M>;
  /**
   * A heuristic value of a (determinized, full) state for each player, in
   * [0, 1] (roughly their chance to win), so search bots can cut rollouts
   * short. Without it, rollouts play to the end.
   */
  readonly evaluate?: (state: S) => readonly number[];
  /**
   * What a finished game is worth to each player, in [0, 1], for search
   * bots, where the default (mostly the share of the win, a little the score
   * over the game's whole score range) misses what is played for: DIGIT
   * Solitaire is played for the fewest penalty points, not just a pass.
   * Undefined for a game the default suits. `evaluate` uses the same scale.
   */
  readonly reward?: (result: GameResult, state: S) => readonly number[] | undefined;
  /**
   * The generic search bot's defaults on this game, where the engine's own
   * (1,000 iterations, 8 rollout decisions before `evaluate`, exploration
   * 0.7, other players searched like the bot's own decisions) do not suit
   * it: a game whose every move is a physics simulation needs fewer
   * iterations; Havoc's search plays best answering its greedy policy.
   */
  readonly search?: {
    readonly iterations?: number;
    readonly rolloutDepth?: number;
    readonly exploration?: number;
    readonly opponentPolicy?: boolean;
  };
  /**
   * Where a search bot looks no further and asks `evaluate` instead (only
   * used together with it): Havoc's search stops at the end of a round,
   * since the next deal is unrelated to the moves that led there and the
   * penalty totals say all that carries over.
   */
  readonly horizon?: (state: S) => boolean;
  /**
   * Applying a move can take long: a Smashdodes shot is a physics simulation
   * of tens of milliseconds, some over a hundred. A server runs such a game's moves (and
   * the chance steps they set off) off its main thread, so that other
   * matches are not kept waiting.
   */
  readonly costlyMoves?: boolean;
  /** Bot specs for the difficulty levels offered to players. */
  readonly levels?: Readonly<Record<Level, string>>;
  /**
   * The game's plan for the shared battery (`npm test` runs it as it is,
   * `npm run soak` scaled up): which configurations, how many random
   * playouts of each, and why (a slow game plays fewer). See the game's
   * `src/battery.ts`.
   */
  readonly battery: () => readonly BatteryPlan[];
  /**
   * What the game answers of its designer's questions from its own rules
   * (DIGIT's move graph, Domino Run's FAQ positions), for the lab's
   * designer report.
   */
  readonly analyses?: readonly GameAnalysis[];
  /** For games played with a deck of cards: the deck, as JSON and as drawings (`gameshelf cards <game>`). */
  readonly cards?: {
    readonly json: () => unknown[];
    readonly render: (style: TextStyle) => string;
  };
}

// biome-ignore lint/suspicious/noExplicitAny: erased generics for registries
export type AnyGameModule = GameModule<any, any, any, any>;

/**
 * A game's own benchmark (for `npm run bench`), exported from its package's
 * `./bench` entry as `benchCases`. `run` does one batch of work and returns
 * how many units (`unit`) it did; the runner times it.
 */
export interface BenchCase {
  readonly name: string;
  readonly unit: string;
  run(): number;
}
