import { type GameError, gameError } from './errors.ts';
import { CHANCE, type GameDefinition, type Move } from './game.ts';
import { jsonEqual, stableHash } from './hash.ts';
import { type GameRecord, isSeed, type LogEntry, Match } from './match.ts';
import { parseOptionValues } from './options.ts';
import { err, ok, type Result } from './result.ts';
import { Rng } from './rng.ts';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks that untrusted JSON has the shape of a game record. Whether its
 * moves are legal is for `replayRecord`.
 */
export function parseRecord(raw: unknown): Result<GameRecord, GameError> {
  const bad = (why: string) => err(gameError('record/malformed', `not a game record: ${why}`));
  if (!isPlainObject(raw)) return bad('expected a JSON object');
  if (raw.format !== 'gameshelf-record') return bad('format must be "gameshelf-record"');
  if (raw.version !== 1)
    return err(gameError('record/version', `unsupported record version ${JSON.stringify(raw.version)}`));
  if (typeof raw.engineVersion !== 'string') return bad('engineVersion must be a string');
  if (typeof raw.game !== 'string') return bad('game must be a string');
  if (typeof raw.players !== 'number' || !Number.isInteger(raw.players))
    return bad('players must be an integer');
  if (!isPlainObject(raw.options)) return bad('options must be an object');
  if (!isSeed(raw.seed)) return bad('seed must be a string or a non-negative integer');
  if (raw.seats !== undefined && !Array.isArray(raw.seats)) return bad('seats must be a list');
  if (!Array.isArray(raw.moves)) return bad('moves must be a list');
  for (const [i, entry] of raw.moves.entries()) {
    if (!isPlainObject(entry)) return bad(`move ${i} is not an object`);
    const p = entry.player;
    if (!(p === CHANCE || (typeof p === 'number' && Number.isInteger(p) && p >= 0))) {
      return bad(`move ${i} has no valid player`);
    }
    if (!('move' in entry)) return bad(`move ${i} has no move`);
    if (entry.hash !== undefined && typeof entry.hash !== 'string') return bad(`move ${i} has a bad hash`);
  }
  if (typeof raw.finalHash !== 'string') return bad('finalHash must be a string');
  return ok(raw as unknown as GameRecord);
}

export interface ReplayStep<S, M> {
  readonly index: number;
  readonly entry: LogEntry<M>;
  readonly state: S;
}

/**
 * Replays a record move by move through the rules, re-drawing every chance
 * outcome from the seed and checking it against the record. Refuses, naming
 * the first bad move, a record that was tampered with or that this engine
 * does not reproduce. Gives back the match as it stands after the last move.
 */
export function replayRecord<S, M extends Move, V, O>(
  game: GameDefinition<S, M, V, O>,
  record: GameRecord,
  onStep?: (step: ReplayStep<S, M>) => void,
): Result<Match<S, M, V, O>, GameError> {
  if (record.game !== game.id) {
    return err(gameError('record/corrupt', `the record is of ${record.game}, not ${game.id}`));
  }
  const corrupt = (index: number, why: string) =>
    err(gameError('record/corrupt', `move ${index + 1}: ${why}`, { moveIndex: index }));

  const options = parseOptionValues(game.options, record.options, 'record');
  if (!options.ok) return err(gameError('record/corrupt', `bad options: ${options.error.message}`));
  const setup = game.checkSetup(record.players, options.value);
  if (!setup.ok) return err(gameError('record/corrupt', `bad setup: ${setup.error.message}`));
  const rng = Rng.fromSeed(record.seed);
  let state = game.setup(setup.value, rng);
  const log: LogEntry<M>[] = [];
  const befores: S[] = [];

  for (const [index, entry] of record.moves.entries()) {
    const actors = game.actors(state);
    let move: M;
    if (actors.kind === 'over') return corrupt(index, 'the game was already over');
    if (actors.kind === 'chance') {
      if (entry.player !== CHANCE)
        return corrupt(index, `a chance step was due, but the record has player ${entry.player}`);
      move = game.sampleChance(state, rng);
      if (!jsonEqual(move, entry.move)) {
        return corrupt(
          index,
          `chance gives ${JSON.stringify(move)} from this seed, the record says ${JSON.stringify(entry.move)}`,
        );
      }
    } else {
      if (entry.player === CHANCE)
        return corrupt(index, 'the record has a chance step where a player must act');
      if (!actors.players.includes(entry.player))
        return corrupt(index, `player ${entry.player} may not act here`);
      const parsed = game.parseMove(entry.move);
      if (!parsed.ok) return corrupt(index, parsed.error.message);
      move = parsed.value;
    }
    const next = game.apply(state, entry.player, move);
    if (!next.ok) return corrupt(index, `${next.error.code}: ${next.error.message}`);
    befores.push(state);
    state = next.value;
    if (entry.hash !== undefined && stableHash(state).slice(0, 16) !== entry.hash) {
      return corrupt(index, 'the position after this move does not match the recorded hash');
    }
    const logged = { player: entry.player, move };
    log.push(logged);
    onStep?.({ index, entry: logged, state });
  }
  if (game.actors(state).kind === 'chance') {
    return err(
      gameError('record/corrupt', 'the record ends in the middle of a chance step', {
        moveIndex: record.moves.length,
      }),
    );
  }
  if (stableHash(state) !== record.finalHash) {
    return err(
      gameError('record/corrupt', 'the final position does not match the recorded final hash', {
        moveIndex: record.moves.length - 1,
      }),
    );
  }
  return ok(
    Match.resume(game, {
      setup: setup.value,
      options: options.value,
      seed: record.seed,
      rng,
      state,
      log,
      befores,
    }),
  );
}
