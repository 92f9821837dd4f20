/**
 * The checks every tutorial script passes (a game's tests call them): the
 * opening, each step's accepted moves and its replies are legal where they
 * are played, through the game's own `apply`, with its invariants holding
 * after every move; at each step the learner is the one to act; and every
 * word the script names is in the game's tutorial locales, in each language.
 */
import type { GameDefinition, Move } from '../game.ts';
import { jsonEqual } from '../hash.ts';
import { LANGUAGES, type LocaleResource, type Locales, localeKeys } from '../translate.ts';
import {
  playScripted,
  type ScriptedMove,
  type Tutorial,
  type TutorialStep,
  tutorialStart,
} from '../tutorial.ts';

export interface TutorialWalk<S> {
  /** `positions[i]` is the position step `i` is asked in; the last is where the script ends. */
  readonly positions: readonly S[];
  /** What was wrong, in words; empty for a sound script. */
  readonly problems: readonly string[];
}

function legalNow<S, M extends Move, V, O>(
  game: GameDefinition<S, M, V, O>,
  state: S,
  learner: number,
  move: M,
): boolean {
  if (game.isLegal) return game.isLegal(state, learner, move);
  return game.legalMoves(state, learner).some((legal) => jsonEqual(legal, move));
}

/** How many legal moves of a step that accepts any of some types are tried (besides the first of each type): each may cost a physics run. */
const ANY_TRIED = 3;

/**
 * The moves a step accepts: its list, or (for `anyOf`) the first legal moves
 * of its types and the first of each type, so that every type it accepts is
 * tried; `unreachable` names the types it accepts that no legal move has.
 */
function acceptedMoves<S, M extends Move, V, O>(
  game: GameDefinition<S, M, V, O>,
  state: S,
  learner: number,
  step: TutorialStep<M>,
): { readonly moves: readonly M[]; readonly unreachable: readonly string[] } {
  const { accepts } = step;
  if (!('anyOf' in accepts)) return { moves: accepts, unreachable: [] };
  const legal = game.legalMoves(state, learner).filter((move) => accepts.anyOf.includes(move.type));
  const moves = legal.slice(0, ANY_TRIED);
  const unreachable: string[] = [];
  for (const type of accepts.anyOf) {
    const first = legal.find((move) => move.type === type);
    if (first === undefined) unreachable.push(type);
    else if (!moves.includes(first)) moves.push(first);
  }
  return { moves, unreachable };
}

/** Plays scripted moves (`playScripted`), naming a refused move and every broken invariant on the way. */
function playChecked<S, M extends Move, V, O>(
  game: GameDefinition<S, M, V, O>,
  state: S,
  moves: readonly ScriptedMove<M>[],
  where: string,
  problems: string[],
): S | null {
  const played = playScripted(game, state, moves, (next, i) => {
    for (const broken of game.checkInvariants(next)) problems.push(`${where}, move ${i}: ${broken}`);
  });
  if (played.ok) return played.value.state;
  const { index, error } = played.error;
  const move = moves[index]?.move;
  problems.push(`${where}, move ${index} (${JSON.stringify(move)}): ${error.code} ${error.message}`);
  return null;
}

/** Walks a script through the engine, every accepted move of every step checked from its position. */
export function walkTutorial<S, M extends Move, V, O>(
  game: GameDefinition<S, M, V, O>,
  tutorial: Tutorial<M>,
): TutorialWalk<S> {
  const problems: string[] = [];
  const start = tutorialStart(game, tutorial);
  if (!start.ok) return { positions: [], problems: [`opening: ${start.error.code} ${start.error.message}`] };
  const positions: S[] = [start.value];
  let at = start.value;
  for (const [i, step] of tutorial.steps.entries()) {
    const where = `step ${i} (${step.words})`;
    const actors = game.actors(at);
    if (actors.kind !== 'players' || !actors.players.includes(tutorial.learner))
      problems.push(`${where}: the learner does not act here`);
    const { moves: accepted, unreachable } = acceptedMoves(game, at, tutorial.learner, step);
    if (accepted.length === 0) problems.push(`${where}: accepts no move`);
    for (const type of unreachable) problems.push(`${where}: accepts ${type}, but no ${type} is legal here`);
    for (const move of accepted) {
      if (!legalNow(game, at, tutorial.learner, move))
        problems.push(`${where}: ${JSON.stringify(move)} is not legal`);
      // Every accepted move is played (and its replies after it), so that no branch of the script is untried.
      playChecked(game, at, [{ actor: tutorial.learner, move }, ...step.replies], where, problems);
    }
    const first = accepted[0];
    if (first === undefined) break;
    const next = playChecked(
      game,
      at,
      [{ actor: tutorial.learner, move: first }, ...step.replies],
      where,
      [],
    );
    if (next === null) break;
    positions.push(next);
    at = next;
  }
  return { positions, problems };
}

/** The keys a script names: its title, its end words, and each step's words and wrong-move words. */
export function tutorialKeys<M extends Move>(tutorial: Tutorial<M>): string[] {
  return ['title', tutorial.done, ...tutorial.steps.flatMap((step) => [step.words, step.wrong])];
}

/** The keys a script names that some language lacks, as `it: steps.draw.ask`. */
export function missingTutorialWords<M extends Move>(tutorial: Tutorial<M>, locales: Locales): string[] {
  return LANGUAGES.flatMap((language) => {
    const resource: LocaleResource = locales[language];
    const keys = new Set(localeKeys(resource));
    return tutorialKeys(tutorial)
      .filter((key) => !keys.has(key))
      .map((key) => `${language}: ${key}`);
  });
}
