/**
 * What crosses between the service's thread and a rules worker: a match's
 * position, for the worker to resume a copy of it (`Match.resume`), and
 * back, the progress the copy made (`Match.progress`, taken on with
 * `continueWith`) or a whole match the worker made. All plain data, copied
 * by the structured clone of `postMessage`.
 */
import {
  type AnyGameModule,
  type AnyMatch,
  type GameSetup,
  Match,
  type MatchProgress,
  type Move,
  type OptionValue,
  Rng,
  type RngState,
  type Seed,
} from '@gameshelf/engine';

/** Where a match stands: enough to resume a copy that plays on from there. */
export interface MatchAt {
  readonly setup: GameSetup<unknown>;
  readonly options: Readonly<Record<string, OptionValue>>;
  readonly seed: Seed;
  readonly rng: RngState;
  readonly state: unknown;
}

/** A whole match made elsewhere (created, or rebuilt from its log): its setup and all it logged. */
export interface MatchParts {
  readonly setup: GameSetup<unknown>;
  readonly options: Readonly<Record<string, OptionValue>>;
  readonly seed: Seed;
  readonly progress: MatchProgress<unknown, Move>;
}

export function positionOf(match: AnyMatch): MatchAt {
  const { rng, state } = match.progress(match.log.length);
  return { setup: match.setup, options: match.options, seed: match.seed, rng, state };
}

/** A copy of the match at `at`, with an empty log: its `progress(0)` is what it adds. */
export function copyAt(module: AnyGameModule, at: MatchAt): AnyMatch {
  return Match.resume(module.game, { ...at, rng: generator(at.rng), log: [], befores: [] });
}

export function partsOf(match: AnyMatch): MatchParts {
  return { setup: match.setup, options: match.options, seed: match.seed, progress: match.progress(0) };
}

export function matchOf(module: AnyGameModule, parts: MatchParts): AnyMatch {
  const { entries, befores, state, rng } = parts.progress;
  return Match.resume(module.game, {
    setup: parts.setup,
    options: parts.options,
    seed: parts.seed,
    rng: generator(rng),
    state,
    log: entries,
    befores,
  });
}

function generator(state: RngState): Rng {
  const rng = Rng.fromState(state);
  if (!rng) throw new Error('a generator state carried between threads is malformed');
  return rng;
}
