import { type GameError, gameError } from './errors.ts';
import { CHANCE, type GameDefinition, type Move } from './game.ts';
import { stableHash } from './hash.ts';
import { applyLog } from './log.ts';
import { type GameRecord, isSeed, Match } from './match.ts';
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

/**
 * Replays a record move by move through the rules (`applyLog`), re-drawing
 * every chance outcome from the seed and checking it, and every hash the
 * record carries, against the record. Refuses, naming the first bad move, a
 * record that was tampered with or that this engine does not reproduce.
 * Gives back the match as it stands after the last move; it keeps every
 * state on the way (`Match.stateAt`).
 */
export function replayRecord<S, M extends Move, V, O>(
  game: GameDefinition<S, M, V, O>,
  record: GameRecord,
): Result<Match<S, M, V, O>, GameError> {
  if (record.game !== game.id) {
    return err(gameError('record/corrupt', `the record is of ${record.game}, not ${game.id}`));
  }
  const options = parseOptionValues(game.options, record.options);
  if (!options.ok) return err(gameError('record/corrupt', `bad options: ${options.error.message}`));
  const setup = game.checkSetup(record.players, options.value);
  if (!setup.ok) return err(gameError('record/corrupt', `bad setup: ${setup.error.message}`));
  const rng = Rng.fromSeed(record.seed);
  const replayed = applyLog(game, game.setup(setup.value, rng), rng, record.moves, 'check');
  if (!replayed.ok) {
    const { index, error } = replayed.error;
    const why = error.code === 'record/corrupt' ? error.message : `${error.code}: ${error.message}`;
    return err(gameError('record/corrupt', `move ${index + 1}: ${why}`, { moveIndex: index }));
  }
  const { state, entries, befores } = replayed.value;
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
      log: entries,
      befores,
    }),
  );
}
