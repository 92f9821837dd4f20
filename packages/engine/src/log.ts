/**
 * The one place a match's log grows. A turn is a player's move and the
 * chance steps it sets off; every chance step is drawn from the match's own
 * generator. When a log read back from outside is applied (a record, the
 * server's store), each chance step is still drawn, and must equal the one
 * given, and a given hash must be the hash of the state its step led to.
 *
 * Everything that moves a game on through its log comes here: a match's
 * setup and `Match.play`, `Match.replay` (the server's stored moves) and
 * `replayRecord`. So the rules are applied, chance is drawn and states are
 * checked against their hashes one way.
 */
import { type GameError, gameError } from './errors.ts';
import { type Actor, CHANCE, type GameDefinition, type Move } from './game.ts';
import { jsonEqual, shortHash } from './hash.ts';
import { err, ok, type Result } from './result.ts';
import type { Rng } from './rng.ts';

/** One line of a match's log: who acted, and what they did. */
export interface LogEntry<M> {
  readonly player: Actor;
  readonly move: M;
}

/** A log entry from outside (a record, a store, a socket): nothing about it is checked yet. */
export interface GivenEntry {
  readonly player: unknown;
  readonly move: unknown;
  /** The short hash (`shortHash`) of the state this entry led to, when the log carries it. */
  readonly hash?: string;
}

/** The log entries applied, each with the state it was made in, and the state they led to. */
export interface Applied<S, M> {
  readonly entries: readonly LogEntry<M>[];
  readonly befores: readonly S[];
  readonly state: S;
}

/** Where a given log stopped applying: the index of its first bad entry, and why. */
export interface LogFault {
  readonly index: number;
  readonly error: GameError;
}

/**
 * How the chance steps are treated: `draw` logs what the generator draws
 * (live play; any chance entry given is refused); `check` draws them too,
 * and each must equal the next given entry (a log read back).
 */
export type ChanceSteps = 'draw' | 'check';

/** Guards against a game whose chance never yields to a player. */
const MAX_CHANCE_STEPS = 100_000;

/**
 * Applies `given` from `state`: first any chance steps due there, then each
 * player move followed by the chance steps it sets off. A player move is
 * checked as coming from outside (a real seat whose turn it is, a move of
 * the right shape, legal); `rng` is advanced by every draw. Nothing is
 * changed but `rng`: the caller keeps the result, or drops it with the fault.
 */
export function applyLog<S, M extends Move, V, O>(
  game: GameDefinition<S, M, V, O>,
  state: S,
  rng: Rng,
  given: readonly GivenEntry[],
  chance: ChanceSteps,
): Result<Applied<S, M>, LogFault> {
  const entries: LogEntry<M>[] = [];
  const befores: S[] = [];
  let now = state;
  let index = 0;
  const fault = (why: string) => err({ index, error: gameError('record/corrupt', why) });
  const log = (player: Actor, move: M, next: S) => {
    entries.push({ player, move });
    befores.push(now);
    now = next;
  };
  /** The hash `given[index]` carries, if any, checked against the state it led to. */
  const hashFault = () => {
    const hash = chance === 'check' ? given[index]?.hash : undefined;
    return hash !== undefined && shortHash(now) !== hash
      ? fault('the position after this move does not match the recorded hash')
      : null;
  };

  for (;;) {
    for (let steps = 0; game.actors(now).kind === 'chance'; steps++) {
      if (steps >= MAX_CHANCE_STEPS) throw new Error(`${game.id}: chance never yields to a player`);
      const move = game.sampleChance(now, rng);
      if (chance === 'check') {
        const expected = given[index];
        if (!expected) return fault('the log ends in the middle of a chance step');
        if (expected.player !== CHANCE)
          return fault(`a chance step was due, but the log has a move by ${seatText(expected.player)}`);
        if (!jsonEqual(move, expected.move))
          return fault(
            `chance gives ${JSON.stringify(move)} from this seed, the log says ${JSON.stringify(expected.move)}`,
          );
      }
      const next = game.apply(now, CHANCE, move);
      if (!next.ok)
        throw new Error(`${game.id}: sampleChance gave an illegal outcome: ${next.error.message}`);
      log(CHANCE, move, next.value);
      if (chance === 'check') {
        const bad = hashFault();
        if (bad) return bad;
        index++;
      }
    }
    const entry = given[index];
    if (!entry) return ok({ entries, befores, state: now });
    const played = playerMove(game, now, entry.player, entry.move);
    if (!played.ok) return err({ index, error: played.error });
    log(played.value.player, played.value.move, played.value.next);
    const bad = hashFault();
    if (bad) return bad;
    index++;
  }
}

/** A move from outside, checked: who makes it, its shape, and then its legality (by `apply`). */
function playerMove<S, M extends Move, V, O>(
  game: GameDefinition<S, M, V, O>,
  state: S,
  player: unknown,
  raw: unknown,
): Result<{ player: number; move: M; next: S }, GameError> {
  const actors = game.actors(state);
  if (actors.kind === 'over') return err(gameError('move/game-over', 'the game is over'));
  if (player === CHANCE) return err(gameError('move/not-your-turn', 'a player must act here, not chance'));
  if (typeof player !== 'number' || !Number.isInteger(player) || player < 0) {
    return err(gameError('move/not-your-turn', `there is no player ${JSON.stringify(player)} in this game`));
  }
  if (actors.kind !== 'players' || !actors.players.includes(player)) {
    return err(gameError('move/not-your-turn', `${seatText(player)} may not act now`));
  }
  const parsed = game.parseMove(raw);
  if (!parsed.ok) return parsed;
  const next = game.apply(state, player, parsed.value);
  if (!next.ok) return next;
  return ok({ player, move: parsed.value, next: next.value });
}

/**
 * A seat as a person reads it in an error, numbered from 1 as at the table
 * (seat 2 of a record is `Player 3`); what is no seat at all, as given.
 */
function seatText(player: unknown): string {
  return typeof player === 'number' && Number.isInteger(player) && player >= 0
    ? `Player ${player + 1}`
    : `player ${JSON.stringify(player)}`;
}
