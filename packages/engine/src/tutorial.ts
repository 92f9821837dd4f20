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

/** Plays scripted moves in order; the first the rules refuse stops it. */
export function playScripted<S, M extends Move, V, O>(
  game: GameDefinition<S, M, V, O>,
  state: S,
  moves: readonly ScriptedMove<M>[],
): Result<S, GameError> {
  let at = state;
  for (const { actor, move } of moves) {
    const next = game.apply(at, actor, move);
    if (!next.ok) return next;
    at = next.value;
  }
  return ok(at);
}

/** The position of the first step: the game's setup, then the opening. */
export function tutorialStart<S, M extends Move, V, O>(
  game: GameDefinition<S, M, V, O>,
  tutorial: Tutorial<M>,
): Result<S, GameError> {
  const setup = game.checkSetup(tutorial.players, tutorial.options);
  if (!setup.ok) return setup;
  return playScripted(game, game.setup(setup.value, Rng.fromSeed(tutorial.seed)), tutorial.opening);
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
  return playScripted(game, state, [{ actor: tutorial.learner, move }, ...step.replies]);
}

/**
 * What a game's light `./learn` entry point exports: its script and the
 * words it names (the game's `locales/tutorial/{en,it}.json`).
 */
export interface TutorialModule<M extends Move> {
  readonly tutorial: Tutorial<M>;
  readonly locales: Locales;
}
