/**
 * Tutorials as data: a game's short guided game on scripted positions. A
 * script starts from a position its own rules build (setup with a seed and
 * options, then forced moves, chance moves included), and then asks the
 * learner for one move at a time. Each step names its words (keys in the
 * game's tutorial locale file), the moves it accepts, the words for a wrong
 * move, and the replies (other players' and chance moves) the script plays
 * before the next step. Everything goes through the game's own `apply`, so a
 * script the rules refuse fails here, with a coded error, and never runs.
 */
import { type GameError, gameError } from './errors.ts';
import type { Actor, GameDefinition, Move, Player } from './game.ts';
import { jsonEqual } from './hash.ts';
import type { Applied, LogEntry, LogFault } from './log.ts';
import { Match } from './match.ts';
import type { OptionValue } from './options.ts';
import { err, ok, type Result } from './result.ts';
import { Rng, type Seed } from './rng.ts';
import type { Locales } from './translate.ts';

/** A move the script plays itself, by a player or by chance. */
export interface ScriptedMove<M extends Move> {
  readonly actor: Actor;
  readonly move: M;
}

export interface TutorialStep<M extends Move> {
  /** Key of the step's words in the game's tutorial locale (`steps.draw.ask`). */
  readonly words: string;
  /**
   * The moves the step asks for; any one of them is right. Or, for moves
   * with continuous parameters whose outcome no script can foresee (a
   * Smashdodes shot), any legal move of these types.
   */
  readonly accepts: readonly M[] | { readonly anyOf: readonly M['type'][] };
  /** Key of the kind words for any other move. */
  readonly wrong: string;
  /** What the script plays after the right move, up to the next step. */
  readonly replies: readonly ScriptedMove<M>[];
}

export interface Tutorial<M extends Move> {
  readonly players: number;
  readonly options: Readonly<Record<string, OptionValue>>;
  readonly seed: Seed;
  /** Forced moves from the setup to the first step. */
  readonly opening: readonly ScriptedMove<M>[];
  /** The seat the learner plays. */
  readonly learner: Player;
  /** Key of the words shown once the last step is played. */
  readonly done: string;
  readonly steps: readonly TutorialStep<M>[];
}

/**
 * Plays scripted moves in order, chance's as the script gives them (a
 * script forces its deals and rolls; nothing is drawn): the one loop every
 * tutorial runs its moves through. Each move goes through the game's own
 * `apply`; `after` sees each state reached (the script checker's
 * invariants). The first move the rules refuse stops it, with its index.
 */
export function playScripted<S, M extends Move, V, O>(
  game: GameDefinition<S, M, V, O>,
  state: S,
  moves: readonly ScriptedMove<M>[],
  after?: (state: S, index: number) => void,
): Result<Applied<S, M>, LogFault> {
  const entries: LogEntry<M>[] = [];
  const befores: S[] = [];
  let at = state;
  for (const [index, { actor, move }] of moves.entries()) {
    const next = game.apply(at, actor, move);
    if (!next.ok) return err({ index, error: next.error });
    entries.push({ player: actor, move });
    befores.push(at);
    at = next.value;
    after?.(at, index);
  }
  return ok({ entries, befores, state: at });
}

/** The position of the first step: the game's setup, then the opening. */
export function tutorialStart<S, M extends Move, V, O>(
  game: GameDefinition<S, M, V, O>,
  tutorial: Tutorial<M>,
): Result<S, GameError> {
  const setup = game.checkSetup(tutorial.players, tutorial.options);
  if (!setup.ok) return setup;
  const opened = playScripted(game, game.setup(setup.value, Rng.fromSeed(tutorial.seed)), tutorial.opening);
  return opened.ok ? ok(opened.value.state) : err(opened.error.error);
}

/**
 * The tutorial as a match at its first step (its log starts there), so that
 * what the learner sees is built as every table builds it (`positionFor`).
 * Steps are played on it with `playOnMatch`.
 */
export function tutorialMatch<S, M extends Move, V, O>(
  game: GameDefinition<S, M, V, O>,
  tutorial: Tutorial<M>,
): Result<Match<S, M, V, O>, GameError> {
  const setup = game.checkSetup(tutorial.players, tutorial.options);
  if (!setup.ok) return setup;
  const start = tutorialStart(game, tutorial);
  if (!start.ok) return start;
  return ok(
    Match.resume(game, {
      setup: setup.value,
      options: tutorial.options,
      seed: tutorial.seed,
      rng: Rng.fromSeed(tutorial.seed),
      state: start.value,
      log: [],
      befores: [],
    }),
  );
}

/** Plays scripted moves on a tutorial's match (`playScripted`), logged as any match logs its moves. */
export function playOnMatch<S, M extends Move, V, O>(
  match: Match<S, M, V, O>,
  moves: readonly ScriptedMove<M>[],
): Result<void, GameError> {
  const played = playScripted(match.game, match.state, moves);
  if (!played.ok) return err(played.error.error);
  match.continueWith({ ...played.value, rng: match.progress(match.log.length).rng });
  return ok(undefined);
}

/** Whether `move` is one the step asks for. */
export function stepAccepts<M extends Move>(step: TutorialStep<M>, move: M): boolean {
  const { accepts } = step;
  if ('anyOf' in accepts) return accepts.anyOf.includes(move.type);
  return accepts.some((accepted) => jsonEqual(accepted, move));
}

/**
 * The learner's move at a step: refused with `move/illegal` (and the step's
 * `wrong` key as its message) unless the step asks for it; otherwise played,
 * with the script's replies after it.
 */
export function playStep<S, M extends Move, V, O>(
  game: GameDefinition<S, M, V, O>,
  tutorial: Tutorial<M>,
  step: TutorialStep<M>,
  state: S,
  move: M,
): Result<S, GameError> {
  if (!stepAccepts(step, move)) return err(gameError('move/illegal', step.wrong));
  const played = playScripted(game, state, [{ actor: tutorial.learner, move }, ...step.replies]);
  return played.ok ? ok(played.value.state) : err(played.error.error);
}

/**
 * What a game's light `./learn` entry point exports: its script and the
 * words it names (the game's `locales/tutorial/{en,it}.json`).
 */
export interface TutorialModule<M extends Move> {
  readonly tutorial: Tutorial<M>;
  readonly locales: Locales;
}
