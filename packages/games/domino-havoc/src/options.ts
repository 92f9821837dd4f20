/**
 * The options and the checks on a setup.
 *
 * DH-1: 2-8 players with the double-12 set; the double-9 set is for 2-6.
 * DH-11: a game is a number of rounds. `stallTurns` is our addition to
 * DH-12 (see the README): with the boneyard empty, discards can circulate
 * for ever, so a long run of turns that put nothing on a train ends a round.
 */
import {
  type GameError,
  type GameSetup,
  gameError,
  type OptionSpec,
  type OptionValue,
  ok,
  parseOptionValues,
  type Result,
} from '@gameshelf/engine';
import { type HavocOptions, SETS, type SetName } from './types.ts';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 8;
/** DH-1: the double-9 set is for 2-6 players only. */
export const MAX_PLAYERS_DOUBLE_9 = 6;
export const MAX_ROUNDS = 20;

export const OPTION_SPECS: readonly OptionSpec[] = [
  {
    kind: 'enum',
    name: 'set',
    description: 'Domino set: double-12 (91 dominoes, 2-8 players) or double-9 (55 dominoes, 2-6 players)',
    choices: SETS,
    default: 'double-12',
  },
  {
    kind: 'int',
    name: 'rounds',
    description: 'Rounds in a game; penalty pips add up and the lowest total wins',
    min: 1,
    max: MAX_ROUNDS,
    default: 5,
  },
  {
    kind: 'int',
    name: 'stallTurns',
    description:
      'A round ends blocked after this many turns in a row in which no domino reaches a train (not in the rules: discards can circulate for ever)',
    min: 10,
    max: 1000,
    default: 60,
  },
];

function badPlayers(message: string): { readonly ok: false; readonly error: GameError } {
  return { ok: false, error: gameError('setup/bad-player-count', message) };
}

export function checkSetup(
  players: number,
  raw: Readonly<Record<string, OptionValue>>,
): Result<GameSetup<HavocOptions>, GameError> {
  // The engine's parser checks each value against its spec and fills in the defaults.
  const parsed = parseOptionValues(OPTION_SPECS, raw);
  if (!parsed.ok) return parsed;
  const options: HavocOptions = {
    set: parsed.value.set as SetName,
    rounds: parsed.value.rounds as number,
    stallTurns: parsed.value.stallTurns as number,
  };
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) {
    return badPlayers(`Double Domino Havoc is for 2-8 players, not ${String(players)} (DH-1)`);
  }
  if (options.set === 'double-9' && players > MAX_PLAYERS_DOUBLE_9) {
    return badPlayers(`the double-9 set is for 2-6 players, not ${players} (DH-1)`);
  }
  return ok({ players, options });
}
