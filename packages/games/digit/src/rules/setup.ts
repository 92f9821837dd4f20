/**
 * Options, player counts and the deal (DG-3, DG-5, DG-7, DG-8).
 *
 * Solitaire is for exactly 1 player, Standard and Plus for 2-4. `open` only
 * makes sense where hands are hidden, and games in a row only where there is
 * an opponent to compare with: other combinations are refused.
 *
 * Every game, the first included, starts with a chance deal: the deck is
 * shuffled, the top card gives the starting figure and is set aside, and
 * each player gets 5 cards (Solitaire: 5 face up). So a record shows every
 * deal, and the rules never draw a random number outside `sampleChance`.
 */
import {
  fail,
  type GameError,
  type GameSetup,
  impossible,
  isOneOf,
  type OptionSpec,
  type OptionValue,
  ok,
  type Result,
  type Rng,
} from '@gameshelf/engine';
import {
  type DigitOptions,
  type DigitState,
  HAND_SIZE,
  handSizeOf,
  VERSIONS,
  type Version,
} from '../types.ts';
import { ALL_CARDS } from './geometry/deck.ts';

/** The most games a match may have (option `games`). */
export const MAX_GAMES = 10;
/** The hand sizes the `handSize` variant allows: 4 hands of 10 still leave a deck. */
export const MIN_HAND = 3;
export const MAX_HAND = 10;

export const OPTION_SPECS: readonly OptionSpec[] = [
  {
    kind: 'enum',
    name: 'version',
    description: 'standard (DG-5), plus (DG-6) or solitaire (DG-7, 1 player)',
    choices: VERSIONS,
    default: 'standard',
  },
  {
    kind: 'bool',
    name: 'open',
    description: 'Open DIGIT: every hand face up (DG-8; standard and plus)',
    default: false,
  },
  {
    kind: 'int',
    name: 'games',
    description: 'games in a row, scores added up (DG-5; standard and plus)',
    min: 1,
    max: MAX_GAMES,
    default: 1,
  },
  {
    kind: 'int',
    name: 'handSize',
    description: 'cards in each hand (DG-3: 5); a designer variant',
    min: MIN_HAND,
    max: MAX_HAND,
    default: HAND_SIZE,
  },
];

export const PLAYER_LIMITS = { min: 1, max: 4, default: 2 } as const;

/** The player counts a version allows. */
export function playerRange(version: Version): { min: number; max: number } {
  return version === 'solitaire' ? { min: 1, max: 1 } : { min: 2, max: 4 };
}

export function checkSetup(
  players: number,
  raw: Readonly<Record<string, OptionValue>>,
): Result<GameSetup<DigitOptions>, GameError> {
  const version = raw.version ?? 'standard';
  const open = raw.open ?? false;
  const games = raw.games ?? 1;
  const hand = raw.handSize ?? HAND_SIZE;
  if (typeof version !== 'string' || !isOneOf(VERSIONS, version)) {
    return fail('options/invalid', `version must be one of ${VERSIONS.join(', ')}`);
  }
  if (typeof open !== 'boolean') return fail('options/invalid', 'open must be true or false');
  if (typeof games !== 'number' || !Number.isInteger(games) || games < 1 || games > MAX_GAMES) {
    return fail('options/invalid', `games must be a whole number from 1 to ${MAX_GAMES}`);
  }
  if (typeof hand !== 'number' || !Number.isInteger(hand) || hand < MIN_HAND || hand > MAX_HAND) {
    return fail('options/invalid', `handSize must be a whole number from ${MIN_HAND} to ${MAX_HAND}`);
  }
  const v = version;
  if (v === 'solitaire' && open) {
    return fail(
      'options/invalid',
      'Solitaire cards are always face up: open is for standard and plus (DG-8)',
    );
  }
  if (v === 'solitaire' && games !== 1) {
    return fail('options/invalid', 'Solitaire is one game: games is for standard and plus');
  }
  const range = playerRange(v);
  if (!Number.isInteger(players) || players < range.min || players > range.max) {
    const wanted =
      range.min === range.max ? `exactly ${range.min} player` : `${range.min}-${range.max} players`;
    return fail('setup/bad-player-count', `DIGIT ${v} is for ${wanted}, not ${String(players)}`);
  }
  // The variant is left out at its default, so the standard game's states hash as before.
  return ok({
    players,
    options: { version: v, open, games, ...(hand === HAND_SIZE ? {} : { handSize: hand }) },
  });
}

/** The table before a game's deal: every card in the deck, nothing on the table. */
export function undealt(
  base: Pick<DigitState, 'options' | 'players' | 'game' | 'finished'>,
  first: number,
): DigitState {
  return {
    ...base,
    start: null,
    figure: [],
    deck: ALL_CARDS,
    hands: Array.from({ length: base.players }, () => []),
    piles: Array.from({ length: base.players }, () => []),
    turn: first,
    phase: { type: 'deal' },
    moves: 0,
    matched: 0,
    penalty: 0,
  };
}

/** The first game's table, waiting for the deal. No randomness here: the deal is a chance move. */
export function setup({ players, options }: GameSetup<DigitOptions>, _rng: Rng): DigitState {
  return undealt({ options, players, game: 0, finished: [] }, 0);
}

/** A shuffle of the deck, as the chance move that deals a game (DG-3). */
export function sampleDeal(state: DigitState, rng: Rng): { start: number; hands: number[][] } {
  const shuffled = rng.shuffle([...state.deck]);
  const start = shuffled.pop() ?? impossible('a game is dealt from a full deck');
  const hands = Array.from({ length: state.players }, () =>
    shuffled.splice(-handSizeOf(state.options)).sort((a, b) => a - b),
  );
  return { start, hands };
}
