import { isRecord } from './checked.ts';
import { type GameError, gameError } from './errors.ts';
import { CHANCE, type GameDefinition, type GameResult, type Move, type Player } from './game.ts';
import { stableHash } from './hash.ts';
import { applyLog } from './log.ts';
import { type GameRecord, isSeed, Match, type SeatInfo } from './match.ts';
import { type OptionValue, parseOptionValues } from './options.ts';
import { err, ok, type Result } from './result.ts';
import { Rng } from './rng.ts';

type Parsed<T> = Result<T, string>;
type RecordMove = GameRecord['moves'][number];

const isPlayer = (p: unknown): p is Player => typeof p === 'number' && Number.isInteger(p) && p >= 0;
const isNumber = (v: unknown): v is number => typeof v === 'number';
const isOptionValue = (v: unknown): v is OptionValue =>
  typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));

/**
 * Checks that untrusted JSON has the shape of a game record and gives back
 * the record built from the checked fields (nothing else is carried over).
 * Whether its options and moves are legal is for `replayRecord`.
 */
export function parseRecord(raw: unknown): Result<GameRecord, GameError> {
  const bad = (why: string) => err(gameError('record/malformed', `not a game record: ${why}`));
  if (!isRecord(raw)) return bad('expected a JSON object');
  if (raw.format !== 'gameshelf-record') return bad('format must be "gameshelf-record"');
  if (raw.version !== 1)
    return err(gameError('record/version', `unsupported record version ${JSON.stringify(raw.version)}`));
  const { engineVersion, game, players, seed, finalHash } = raw;
  if (typeof engineVersion !== 'string') return bad('engineVersion must be a string');
  if (typeof game !== 'string') return bad('game must be a string');
  if (typeof players !== 'number' || !Number.isInteger(players)) return bad('players must be an integer');
  const options = parseOptions(raw.options);
  if (!options.ok) return bad(options.error);
  if (!isSeed(seed)) return bad('seed must be a string or a non-negative integer');
  const seats = raw.seats === undefined ? undefined : parseSeats(raw.seats);
  if (seats && !seats.ok) return bad(seats.error);
  const moves = parseMoves(raw.moves);
  if (!moves.ok) return bad(moves.error);
  if (typeof finalHash !== 'string') return bad('finalHash must be a string');
  const result = parseResult(raw.result);
  if (!result.ok) return bad(result.error);
  return ok({
    format: 'gameshelf-record',
    version: 1,
    engineVersion,
    game,
    players,
    options: options.value,
    seed,
    ...(seats ? { seats: seats.value } : {}),
    moves: moves.value,
    finalHash,
    result: result.value,
  });
}

function parseOptions(raw: unknown): Parsed<Record<string, OptionValue>> {
  if (!isRecord(raw)) return err('options must be an object');
  const out: [string, OptionValue][] = [];
  for (const [name, value] of Object.entries(raw)) {
    if (!isOptionValue(value)) return err(`option ${name} must be a string, a number or true or false`);
    out.push([name, value]);
  }
  return ok(Object.fromEntries(out));
}

function parseSeats(raw: unknown): Parsed<SeatInfo[]> {
  if (!Array.isArray(raw)) return err('seats must be a list');
  const out: SeatInfo[] = [];
  for (const [i, seat] of raw.entries()) {
    // Seats and moves as a person counts them, from 1 (seat 2 of the list is Player 3's).
    if (!isRecord(seat) || typeof seat.kind !== 'string')
      return err(`the seat of Player ${i + 1} has no kind`);
    if (seat.name !== undefined && typeof seat.name !== 'string')
      return err(`the seat of Player ${i + 1} has a bad name`);
    out.push(typeof seat.name === 'string' ? { name: seat.name, kind: seat.kind } : { kind: seat.kind });
  }
  return ok(out);
}

function parseMoves(raw: unknown): Parsed<RecordMove[]> {
  if (!Array.isArray(raw)) return err('moves must be a list');
  const out: RecordMove[] = [];
  for (const [i, entry] of raw.entries()) {
    // Numbered from 1, as replayRecord's `move N:` names a bad move.
    const n = i + 1;
    if (!isRecord(entry)) return err(`move ${n} is not an object`);
    const { player, hash } = entry;
    if (!(player === CHANCE || isPlayer(player))) return err(`move ${n} has no valid player`);
    if (!('move' in entry)) return err(`move ${n} has no move`);
    if (hash !== undefined && typeof hash !== 'string') return err(`move ${n} has a bad hash`);
    out.push(hash === undefined ? { player, move: entry.move } : { player, move: entry.move, hash });
  }
  return ok(out);
}

function parseResult(raw: unknown): Parsed<GameResult | null> {
  if (raw === null || raw === undefined) return ok(null);
  const why = 'result must be null or scores, winners and maybe a summary';
  if (!isRecord(raw)) return err(why);
  const { scores, winners, summary } = raw;
  if (!Array.isArray(scores) || !scores.every(isNumber)) return err(why);
  if (!Array.isArray(winners) || !winners.every(isPlayer)) return err(why);
  if (summary !== undefined && typeof summary !== 'string') return err(why);
  return ok(summary === undefined ? { scores, winners } : { scores, winners, summary });
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
  const options = parseOptionValues(game.options, record.options, 'record');
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
