import type { BotInput } from './bot.ts';
import { itemAt } from './checked.ts';
import { type GameError, gameError } from './errors.ts';
import type { Actor, Actors, GameDefinition, GameResult, GameSetup, Move, Player, Viewer } from './game.ts';
import { shortHash, stableHash } from './hash.ts';
import { type Applied, applyLog, type GivenEntry, type LogEntry, type LogFault } from './log.ts';
import { type OptionValue, parseOptionValues } from './options.ts';
import { err, ok, type Result } from './result.ts';
import { Rng, type RngState, type Seed } from './rng.ts';
import { ENGINE_VERSION } from './version.ts';

export interface MatchConfig {
  /** Number of players; the game's default when omitted. */
  readonly players?: number;
  /** Raw option values (checked here); defaults when omitted. */
  readonly options?: unknown;
  readonly seed: Seed;
}

export interface SeatInfo {
  readonly name?: string;
  /** `human`, or a bot spec such as `bot:greedy`. */
  readonly kind: string;
}

/** The JSON game record: config, seed and every move, enough to replay the game exactly. */
export interface GameRecord {
  readonly format: 'gameshelf-record';
  readonly version: 1;
  readonly engineVersion: string;
  readonly game: string;
  readonly players: number;
  readonly options: Readonly<Record<string, OptionValue>>;
  readonly seed: Seed;
  readonly seats?: readonly SeatInfo[];
  /** Every move in order, chance included, each with the short hash of the state it led to when recorded. */
  readonly moves: readonly { readonly player: Actor; readonly move: unknown; readonly hash?: string }[];
  readonly finalHash: string;
  readonly result: GameResult | null;
}

/** A match's progress from some log entry on, to carry it between threads (`Match.progress`). */
export interface MatchProgress<S, M> extends Applied<S, M> {
  readonly rng: RngState;
}

/** One past move as a viewer may see it: its place in the log, who made it, and the move through `redactMove`. */
export interface SeenEntry {
  readonly index: number;
  readonly player: Actor;
  readonly move: unknown;
}

/** A match of any game, for code that handles every game through the erased contract. */
// biome-ignore lint/suspicious/noExplicitAny: the generic parameters are erased on purpose here
export type AnyMatch = Match<any, Move, any, any>;

/**
 * A match owns a game's state, its random generator and its log. Its moves
 * and the chance steps they set off go through `applyLog` (the one move
 * loop); it keeps every state its log passed through, and answers views. It
 * knows nothing of sockets or storage.
 */
export class Match<S, M extends Move, V, O> {
  readonly game: GameDefinition<S, M, V, O>;
  readonly setup: GameSetup<O>;
  readonly options: Readonly<Record<string, OptionValue>>;
  readonly seed: Seed;
  private rng: Rng;
  private current: S;
  private readonly entries: LogEntry<M>[];
  /** The state each logged move was made in: for redacted logs, past positions, and undo. */
  private readonly befores: S[];

  private constructor(
    game: GameDefinition<S, M, V, O>,
    setup: GameSetup<O>,
    options: Readonly<Record<string, OptionValue>>,
    seed: Seed,
    rng: Rng,
    course: Applied<S, M>,
  ) {
    this.game = game;
    this.setup = setup;
    this.options = options;
    this.seed = seed;
    this.rng = rng;
    this.current = course.state;
    // Copied, not pushed as arguments: a long replayed log is more than a call may take.
    this.entries = [...course.entries];
    this.befores = [...course.befores];
  }

  /**
   * A match continued from a replayed record: `rng` must be the generator
   * exactly as the replay left it, so the future is the one the seed gives.
   */
  static resume<S, M extends Move, V, O>(
    game: GameDefinition<S, M, V, O>,
    parts: {
      setup: GameSetup<O>;
      options: Readonly<Record<string, OptionValue>>;
      seed: Seed;
      rng: Rng;
      state: S;
      log: readonly LogEntry<M>[];
      befores: readonly S[];
    },
  ): Match<S, M, V, O> {
    return new Match(game, parts.setup, parts.options, parts.seed, parts.rng, {
      state: parts.state,
      entries: parts.log,
      befores: parts.befores,
    });
  }

  static create<S, M extends Move, V, O>(
    game: GameDefinition<S, M, V, O>,
    config: MatchConfig,
  ): Result<Match<S, M, V, O>, GameError> {
    if (!isSeed(config.seed))
      return err(gameError('input/invalid', 'the seed must be a string or a non-negative integer'));
    const resolved = resolveSetup(game, config.players, config.options);
    if (!resolved.ok) return resolved;
    const { setup, options } = resolved.value;
    const rng = Rng.fromSeed(config.seed);
    // The chance steps the setup leaves due (a deal), drawn like any others.
    const dealt = applyLog(game, game.setup(setup, rng), rng, [], 'draw');
    if (!dealt.ok)
      throw new Error(`${game.id}: the setup's chance steps failed: ${dealt.error.error.message}`);
    return ok(new Match(game, setup, options, config.seed, rng, dealt.value));
  }

  get players(): number {
    return this.setup.players;
  }

  get state(): S {
    return this.current;
  }

  get log(): readonly LogEntry<M>[] {
    return this.entries;
  }

  actors(): Actors {
    return this.game.actors(this.current);
  }

  isOver(): boolean {
    return this.actors().kind === 'over';
  }

  /** The players who may act now (empty when the game is over). */
  toAct(): readonly Player[] {
    const actors = this.actors();
    return actors.kind === 'players' ? actors.players : [];
  }

  legalMoves(player: Player): M[] {
    return this.toAct().includes(player) ? this.game.legalMoves(this.current, player) : [];
  }

  view(viewer: Viewer): V {
    return this.game.view(this.current, viewer);
  }

  result(): GameResult | null {
    return this.game.result(this.current);
  }

  /**
   * What a bot deciding for `player` now is given, but for its generator: the
   * view, the legal moves and, for a bot that wants it (`Bot.wantsHistory`),
   * the game so far as the player saw it.
   */
  decisionFor(player: Player, withHistory = false): Omit<BotInput<V, M>, 'rng'> {
    return {
      view: this.view(player),
      player,
      legal: this.legalMoves(player),
      ...(withHistory ? { history: this.logFor(player) } : {}),
    };
  }

  /**
   * The log from entry `from` up to entry `to` (the whole log from `from`
   * by default), as `viewer` may see it: each move passed through the game's
   * `redactMove`. Everything a person or a client is told about past moves
   * comes from here.
   */
  logFor(viewer: Viewer, from = 0, to = this.entries.length): SeenEntry[] {
    const out: SeenEntry[] = [];
    for (let index = Math.max(0, from); index < Math.min(to, this.entries.length); index++) {
      const entry = itemAt(this.entries, index);
      const before = itemAt(this.befores, index);
      out.push({
        index,
        player: entry.player,
        move: this.game.redactMove(before, entry.player, entry.move, viewer),
      });
    }
    return out;
  }

  /**
   * The state after the first `at` log entries: the state now when `at` is
   * the log's length, else the state log entry `at` was made in (the match
   * keeps those for its redacted logs), so a finished game can be stepped
   * through without replaying it again.
   */
  stateAt(at: number): S {
    if (at === this.entries.length) return this.current;
    if (!Number.isInteger(at) || at < 0 || at > this.entries.length)
      throw new RangeError(`${this.game.id}: no position ${at} in a log of ${this.entries.length}`);
    return itemAt(this.befores, at);
  }

  /**
   * The match's progress from log entry `from` on: the entries, the states
   * they were made in, the state now and the generator's state. A copy of the
   * match that made moves elsewhere (a worker thread running the same rules,
   * for a game whose moves take long to apply) hands its progress back with
   * this; the original takes it with `continueWith`.
   */
  progress(from: number): MatchProgress<S, M> {
    return {
      entries: this.entries.slice(from),
      befores: this.befores.slice(from),
      state: this.current,
      rng: this.rng.state(),
    };
  }

  /**
   * Takes on the progress a copy of this match made elsewhere from this
   * match's position (see `progress`). The copy ran the same rules, so
   * nothing is checked again but that it starts here and its generator state
   * is valid; anything else is a bug and throws.
   */
  continueWith(progress: MatchProgress<S, M>): void {
    const rng = Rng.fromState(progress.rng);
    if (!rng || progress.entries.length !== progress.befores.length)
      throw new Error(`${this.game.id}: the progress handed back is malformed`);
    this.entries.push(...progress.entries);
    this.befores.push(...progress.befores);
    this.current = progress.state;
    this.rng = rng;
  }

  stateHash(): string {
    return stableHash(this.current);
  }

  /**
   * A move from outside (a person, a bot, a socket): checked for shape and
   * legality, applied, logged, and followed by any chance steps it triggers.
   * Returns the new log entries, or a coded error and nothing changed.
   */
  play(player: unknown, raw: unknown): Result<readonly LogEntry<M>[], GameError> {
    const applied = applyLog(this.game, this.current, this.rng, [{ player, move: raw }], 'draw');
    if (!applied.ok) return err(applied.error.error);
    return ok(this.take(applied.value));
  }

  /**
   * Moves read back from storage, played on from this position: each player
   * move checked as `play` checks it, each chance step drawn from this
   * match's generator and checked against the stored one (and any stored
   * hash against its state). All or nothing: on a fault (the index of the
   * first entry that does not follow, and why) the match is unchanged.
   */
  replay(given: readonly GivenEntry[]): Result<readonly LogEntry<M>[], LogFault> {
    const rng = this.rng.clone();
    const applied = applyLog(this.game, this.current, rng, given, 'check');
    if (!applied.ok) return applied;
    this.rng = rng;
    return ok(this.take(applied.value));
  }

  private take(applied: Applied<S, M>): readonly LogEntry<M>[] {
    this.entries.push(...applied.entries);
    this.befores.push(...applied.befores);
    this.current = applied.state;
    return applied.entries;
  }

  /**
   * The game record. With `hashes: 'every'` each move carries the short hash
   * of the state it led to, so a tampered record is caught at its first bad
   * move (the states the match keeps give them: no replay is needed).
   */
  record(meta: { seats?: readonly SeatInfo[]; hashes?: 'every' | 'final' } = {}): GameRecord {
    const every = meta.hashes === 'every';
    const moves = this.entries.map((e, i) =>
      every ? { player: e.player, move: e.move, hash: shortHash(this.stateAt(i + 1)) } : { ...e },
    );
    return {
      format: 'gameshelf-record',
      version: 1,
      engineVersion: ENGINE_VERSION,
      game: this.game.id,
      players: this.players,
      options: this.options,
      seed: this.seed,
      ...(meta.seats ? { seats: meta.seats } : {}),
      moves,
      finalHash: this.stateHash(),
      result: this.result(),
    };
  }
}

/** A game's setup as asked for, checked: its options parsed, its player count (the default when none is asked for) and the game's own setup check. */
export interface ResolvedSetup<O> {
  readonly options: Readonly<Record<string, OptionValue>>;
  readonly players: number;
  readonly setup: GameSetup<O>;
}

/**
 * The one check of a setup as asked for (a new match, a simulation, an arm
 * of an experiment): the options parsed against the game's specs, the player
 * count within the game's range (or the default the options allow), then the
 * game's own `checkSetup`. Coded errors, nothing thrown.
 */
export function resolveSetup<S, M extends Move, V, O>(
  game: GameDefinition<S, M, V, O>,
  players: number | undefined,
  rawOptions: unknown,
): Result<ResolvedSetup<O>, GameError> {
  const options = parseOptionValues(game.options, rawOptions);
  if (!options.ok) return options;
  const count = players ?? defaultPlayerCount(game, options.value);
  if (!Number.isInteger(count) || count < game.players.min || count > game.players.max) {
    return err(
      gameError(
        'setup/bad-player-count',
        `${game.name} is for ${game.players.min}-${game.players.max} players, not ${String(count)}`,
      ),
    );
  }
  const setup = game.checkSetup(count, options.value);
  if (!setup.ok) return setup;
  return ok({ options: options.value, players: count, setup: setup.value });
}

/**
 * The player count to use when none is given: the game's default, or, when
 * the options rule it out (DIGIT Solitaire is for one), the smallest count
 * they allow.
 */
export function defaultPlayerCount<O>(
  game: GameDefinition<unknown, Move, unknown, O>,
  options: Readonly<Record<string, OptionValue>>,
): number {
  if (game.checkSetup(game.players.default, options).ok) return game.players.default;
  for (let n = game.players.min; n <= game.players.max; n++) if (game.checkSetup(n, options).ok) return n;
  return game.players.default;
}

export function isSeed(value: unknown): value is Seed {
  return (
    (typeof value === 'string' && value.length > 0 && value.length <= 200) ||
    (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0)
  );
}
