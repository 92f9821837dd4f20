/**
 * The options, the checks on a setup, and the deal of a round.
 *
 * DH-1: 2-8 players with the double-12 set; the double-9 set is for 2-6.
 * DH-11: a game is a number of rounds. `stallTurns` is our addition to
 * DH-12 (see the README): with the boneyard empty, discards can circulate
 * for ever, so a long run of turns that put nothing on a train ends a round.
 *
 * DH-3: each tray gets 6 dominoes (doubles among them trigger nothing); the
 * first player is drawn at random; play starts clockwise.
 * DH-11: the first player moves one seat clockwise each round; every round
 * after the first is dealt by a chance move.
 */
import {
  type GameError,
  type GameSetup,
  gameError,
  isOneOf,
  type OptionSpec,
  type OptionValue,
  ok,
  type Player,
  parseOptionValues,
  type Result,
  type Rng,
} from '@gameshelf/engine';
import {
  type Domino,
  type HavocOptions,
  type HavocState,
  RACK_SIZE,
  type RoundResult,
  rackSize,
  SETS,
} from '../types.ts';
import { compareDominoes, fullSet, sortDominoes } from './dominoes.ts';
import { emptyRack } from './racks.ts';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 8;
/** DH-1: the double-9 set is for 2-6 players only. */
export const MAX_PLAYERS_DOUBLE_9 = 6;
export const MAX_ROUNDS = 20;
/** The train lengths the `trainLength` variant allows. */
export const MIN_TRAIN = 3;
export const MAX_TRAIN = 8;

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
  {
    kind: 'int',
    name: 'trainLength',
    description: "a designer's variant: dominoes in a full train, and so in each tray dealt (DH-3, DH-7: 6)",
    min: MIN_TRAIN,
    max: MAX_TRAIN,
    default: RACK_SIZE,
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
  const { set, rounds, stallTurns, trainLength } = parsed.value;
  // The parser has checked each value against its spec; this tells the compiler what it found.
  if (!isOneOf(SETS, set) || typeof rounds !== 'number' || typeof stallTurns !== 'number')
    return { ok: false, error: gameError('options/invalid', 'set, rounds and stallTurns are missing') };
  if (typeof trainLength !== 'number')
    return { ok: false, error: gameError('options/invalid', 'trainLength is missing') };
  const options: HavocOptions = {
    set,
    rounds,
    stallTurns,
    // Left out at its default, so the standard game's states hash as before.
    ...(trainLength === RACK_SIZE ? {} : { trainLength }),
  };
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) {
    return badPlayers(`Double Domino Havoc is for 2-8 players, not ${String(players)} (DH-1)`);
  }
  if (options.set === 'double-9' && players > MAX_PLAYERS_DOUBLE_9) {
    return badPlayers(`the double-9 set is for 2-6 players, not ${players} (DH-1)`);
  }
  return ok({ players, options });
}

/** Six dominoes for each player, taken from a shuffled copy of the set. */
export function shuffledTrays(options: HavocOptions, players: number, rng: Rng): Domino[][] {
  const deck = rng.shuffle([...fullSet(options.set)]);
  return Array.from({ length: players }, (_, p) =>
    sortDominoes(deck.slice(p * rackSize(options), (p + 1) * rackSize(options))),
  );
}

/**
 * The table at the start of round `round`, with these trays dealt: fresh
 * racks, everything else in the boneyard, play clockwise (DH-3), and the
 * round's first player about to draw.
 */
export function dealtRound(
  base: { options: HavocOptions; firstPlayer: Player; history: readonly RoundResult[] },
  round: number,
  trays: readonly (readonly Domino[])[],
): HavocState {
  const dealt = trays.flat().sort(compareDominoes);
  const boneyard: Domino[] = [];
  let i = 0;
  for (const d of fullSet(base.options.set)) {
    const next = dealt[i];
    if (next !== undefined && next[0] === d[0] && next[1] === d[1]) i++;
    else boneyard.push(d);
  }
  const first = (base.firstPlayer + round) % trays.length;
  return {
    options: base.options,
    firstPlayer: base.firstPlayer,
    round,
    racks: trays.map(emptyRack),
    boneyard,
    outOfPlay: [],
    direction: 'clockwise',
    phase: { kind: 'draw', player: first },
    idleTurns: 0,
    history: base.history,
  };
}

export function setup(config: GameSetup<HavocOptions>, rng: Rng): HavocState {
  const trays = shuffledTrays(config.options, config.players, rng);
  const firstPlayer = rng.int(config.players);
  return dealtRound({ options: config.options, firstPlayer, history: [] }, 0, trays);
}
