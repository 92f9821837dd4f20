/**
 * Options, setup and the deal (DD-3, DD-10, DD-11).
 *
 * A game starts in the `deal` phase with every tile in the stockpile; chance
 * then deals it in one move (hands and first player), so the first game of a
 * match and every later one are dealt the same way and every deal is logged.
 * DD-3 deals by suit in turn (one circle to each player, then one square,
 * ...), each tile drawn at random from the face-down tiles of its suit: so a
 * hand is a random choice of a fixed number of tiles of each suit, which is
 * what `suitQuota` gives and `sampleDeal` draws.
 */
import {
  fail,
  type GameError,
  type GameSetup,
  impossible,
  itemAt,
  type OptionSpec,
  type OptionValue,
  ok,
  type Player,
  type Result,
  type Rng,
} from '@gameshelf/engine';
import type { DigitDashOptions, DigitDashState } from '../types.ts';
import { isStrictlySorted } from './lists.ts';
import { MATCH_TARGET } from './result.ts';
import { ALL_TILES, SUITS, suitIndex, TILES_PER_SUIT, type TileId } from './tiles.ts';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;

export const OPTION_SPECS: readonly OptionSpec[] = [
  {
    kind: 'bool',
    name: 'match',
    description: 'DD-10: play games in a row until someone has 100 points or more; highest total wins',
    default: false,
  },
  {
    kind: 'int',
    name: 'blockLimit',
    description: 'DD-11: the game ends after this many turns in a row with no tile reaching the table',
    min: 10,
    max: 1000,
    default: 60,
  },
  {
    kind: 'int',
    name: 'handSize',
    description:
      'tiles dealt to each hand (DD-3); 0 for the rules: 10 with 2 players, 6 with 3 or 4. Every suit keeps a tile in the stockpile',
    min: 0,
    max: 16,
    default: 0,
  },
  {
    kind: 'int',
    name: 'target',
    description: 'DD-10: with match, the total that ends the match',
    min: 10,
    max: 1000,
    default: MATCH_TARGET,
  },
];

export function checkSetup(
  players: number,
  options: Readonly<Record<string, OptionValue>>,
): Result<GameSetup<DigitDashOptions>, GameError> {
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) {
    return fail('setup/bad-player-count', `Digit Dash is for 2-4 players, not ${String(players)}`);
  }
  const { match, blockLimit } = options;
  const hand = options.handSize ?? 0;
  const target = options.target ?? MATCH_TARGET;
  if (typeof match !== 'boolean') return fail('options/invalid', 'option match must be true or false');
  if (typeof blockLimit !== 'number' || !Number.isInteger(blockLimit) || blockLimit < 10 || blockLimit > 1000)
    return fail('options/invalid', 'option blockLimit must be an integer from 10 to 1000');
  if (typeof hand !== 'number' || !Number.isInteger(hand) || hand < 0)
    return fail('options/invalid', 'option handSize must be a whole number, 0 for the rules');
  if (typeof target !== 'number' || !Number.isInteger(target) || target < 10 || target > 1000)
    return fail('options/invalid', 'option target must be an integer from 10 to 1000');
  // The variants are left out at their defaults, so the standard game's states hash as before.
  const typed: DigitDashOptions = {
    match,
    blockLimit,
    ...(hand === 0 ? {} : { handSize: hand }),
    ...(target === MATCH_TARGET ? {} : { target }),
  };
  const dealt = suitQuota(players, typed);
  if (dealt.some((n) => n * players >= TILES_PER_SUIT))
    return fail(
      'options/invalid',
      `${players} hands of ${handSize(players, typed)} tiles leave no tile of some suit in the stockpile`,
    );
  return ok({ players, options: typed });
}

/** DD-3: tiles per hand — 10 with 2 players, 6 with 3 or 4 (or the `handSize` option's). */
export function handSize(players: number, options: Pick<DigitDashOptions, 'handSize'> = {}): number {
  return options.handSize ?? (players === 2 ? 10 : 6);
}

/**
 * DD-3: how many tiles of each suit (in `SUITS` order) one hand gets when
 * dealing goes round the suits in order until the hand is full: 3+3+2+2 for
 * 10 tiles, 2+2+1+1 for 6.
 */
export function suitQuota(players: number, options: Pick<DigitDashOptions, 'handSize'> = {}): number[] {
  const size = handSize(players, options);
  const rounds = Math.floor(size / SUITS.length);
  const extra = size % SUITS.length;
  return SUITS.map((_, s) => rounds + (s < extra ? 1 : 0));
}

/** A state with no game dealt yet: every tile in the stockpile, chance to deal. */
export function undealt(
  players: number,
  options: DigitDashOptions,
  games: DigitDashState['games'],
): DigitDashState {
  const none = Array.from({ length: players }, (): TileId[] => []);
  return {
    players,
    options,
    phase: 'deal',
    turn: 0,
    turnNumber: 0,
    hands: none,
    stockpile: ALL_TILES,
    table: [],
    powerDiscards: [],
    skipped: none.map(() => false),
    placedThisTurn: false,
    powerThisTurn: false,
    quietTurns: 0,
    swap: null,
    peeked: [],
    known: none,
    shown: [],
    games,
  };
}

export function setup({ players, options }: GameSetup<DigitDashOptions>): DigitDashState {
  return undealt(players, options, []);
}

/** DD-3: the deal, suit by suit in turn, each tile drawn at random from its suit; the first player at random. */
export function sampleDeal(
  players: number,
  rng: Rng,
  options: Pick<DigitDashOptions, 'handSize'> = {},
): { hands: TileId[][]; first: Player } {
  const piles = SUITS.map((_, s) => Array.from({ length: TILES_PER_SUIT }, (_, i) => s * TILES_PER_SUIT + i));
  const hands = Array.from({ length: players }, (): TileId[] => []);
  const size = handSize(players, options);
  for (let round = 0; round < size; round++) {
    const pile = itemAt(piles, round % SUITS.length);
    for (const hand of hands) hand.push(drawAtRandom(pile, rng));
  }
  for (const hand of hands) hand.sort((a, b) => a - b);
  return { hands, first: rng.int(players) };
}

/** Takes a tile at random out of `pile`, which it changes: a face-down draw. */
export function drawAtRandom(pile: TileId[], rng: Rng): TileId {
  const [tile] = pile.splice(rng.int(pile.length), 1);
  return tile ?? impossible('a draw is made from a pile with tiles in it');
}

/** Why a deal cannot have come from DD-3 (null when it can): wrong counts, suits or repeated tiles. */
export function dealProblem(
  players: number,
  hands: readonly (readonly TileId[])[],
  options: Pick<DigitDashOptions, 'handSize'> = {},
): string | null {
  if (hands.length !== players) return `a deal has ${players} hands, not ${hands.length}`;
  const quota = suitQuota(players, options);
  const seen = new Set<TileId>();
  for (const [p, hand] of hands.entries()) {
    if (!isStrictlySorted(hand)) return `hand ${p} is not a sorted list of distinct tiles`;
    const bySuit = SUITS.map(() => 0);
    for (const t of hand) {
      if (seen.has(t)) return `tile ${t} is dealt twice`;
      seen.add(t);
      const s = suitIndex(t);
      bySuit[s] = itemAt(bySuit, s) + 1;
    }
    if (bySuit.some((n, s) => n !== quota[s]))
      return `hand ${p} has ${bySuit.join('+')} tiles by suit, not ${quota.join('+')} (DD-3)`;
  }
  return null;
}
