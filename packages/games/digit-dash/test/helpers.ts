/**
 * Scripted positions for the rule tests. Tiles are named `c3` (circle 3),
 * `s7` (square), `t1` (triangle), `h9` (hexagon) and `swap`, `steal`, `skip`,
 * `peek` for the power tiles. `...` in a hand stands for every tile not named
 * anywhere else, so a test can empty the stockpile and still keep all 40
 * tiles in play.
 */
import { type Actor, type GameError, isOneOf, itemAt, type Player, Rng, stableHash } from '@gameshelf/engine';
import { expect } from 'vitest';
import { digitDash } from '../src/game.ts';
import { ALL_TILES, numberTile, POWERS, powerTile, type TileId } from '../src/rules/tiles.ts';
import type { DigitDashMove, DigitDashOptions, DigitDashState, Meld, Phase } from '../src/types.ts';

const SUIT_LETTERS = { c: 'circle', s: 'square', t: 'triangle', h: 'hexagon' } as const;

/** One tile by name: `c3`, `h9`, `swap`. */
export function tile(name: string): TileId {
  if (isOneOf(POWERS, name)) return powerTile(name);
  const [, letter, value] = /^([csth])([1-9])$/.exec(name) ?? [];
  if (!isOneOf(['c', 's', 't', 'h'] as const, letter)) throw new Error(`bad tile name ${name}`);
  return numberTile(SUIT_LETTERS[letter], Number(value));
}

/** Tiles by name, sorted (the canonical form). */
export function tiles(...names: string[]): TileId[] {
  return names.map(tile).sort((a, b) => a - b);
}

export interface MeldSpec {
  readonly tiles: readonly string[];
  /** Who placed each tile (one player for all). */
  readonly by?: Player | readonly Player[];
  readonly owner?: Player;
}

export interface PositionSpec {
  readonly hands: readonly (readonly string[])[];
  readonly table?: readonly MeldSpec[];
  readonly powerDiscards?: readonly string[];
  /** The stockpile; by default every tile not named elsewhere. */
  readonly stockpile?: readonly string[];
  readonly phase?: Phase;
  readonly turn?: Player;
  readonly options?: Partial<DigitDashOptions>;
  readonly state?: Partial<DigitDashState>;
}

function meldOf(spec: MeldSpec): Meld {
  const ids = tiles(...spec.tiles);
  const byOf = (t: TileId) => {
    const i = spec.tiles.findIndex((name) => tile(name) === t);
    return typeof spec.by === 'number' || spec.by === undefined ? (spec.by ?? 0) : itemAt(spec.by, i);
  };
  const by = ids.map(byOf);
  return { tiles: ids, by, owner: spec.owner ?? itemAt(by, 0) };
}

/** A position in the middle of a game: player `turn` (0) in its play phase unless told otherwise. */
export function position(spec: PositionSpec): DigitDashState {
  const table = (spec.table ?? []).map(meldOf);
  const powerDiscards = tiles(...(spec.powerDiscards ?? []));
  const named = new Set<TileId>([
    ...spec.hands.flatMap((h) => h.filter((n) => n !== '...').map(tile)),
    ...table.flatMap((m) => m.tiles),
    ...powerDiscards,
    ...(spec.stockpile ?? []).map(tile),
  ]);
  const rest = ALL_TILES.filter((t) => !named.has(t));
  const hands = spec.hands.map((h) =>
    [...h.filter((n) => n !== '...').map(tile), ...(h.includes('...') ? rest : [])].sort((a, b) => a - b),
  );
  const anyRest = spec.hands.some((h) => h.includes('...'));
  const stockpile = spec.stockpile ? tiles(...spec.stockpile) : anyRest ? [] : rest;
  const players = hands.length;
  const state: DigitDashState = {
    players,
    options: { match: false, blockLimit: 60, ...spec.options },
    phase: spec.phase ?? 'play',
    turn: spec.turn ?? 0,
    turnNumber: 5,
    hands,
    stockpile,
    table,
    powerDiscards,
    skipped: hands.map(() => false),
    placedThisTurn: false,
    powerThisTurn: false,
    quietTurns: 0,
    swap: null,
    peeked: [],
    known: hands.map(() => []),
    shown: [],
    games: [],
    ...spec.state,
  };
  expect(digitDash.checkInvariants(state), 'the scripted position is consistent').toEqual([]);
  return state;
}

/** Applies moves that must be legal, checking the invariants after each. */
export function play(state: DigitDashState, ...steps: [Actor, DigitDashMove][]): DigitDashState {
  let s = state;
  for (const [actor, move] of steps) {
    const r = digitDash.apply(s, actor, move);
    if (!r.ok) throw new Error(`${JSON.stringify(move)} by ${actor} refused: ${r.error.message}`);
    expect(digitDash.checkInvariants(r.value)).toEqual([]);
    s = r.value;
  }
  return s;
}

/** A refused move: its error, after checking that the state did not change. */
export function refuse(state: DigitDashState, actor: Actor, move: DigitDashMove): GameError {
  const before = stableHash(state);
  const r = digitDash.apply(state, actor, move);
  expect(stableHash(state)).toBe(before);
  if (r.ok) throw new Error(`${JSON.stringify(move)} by ${actor} was accepted`);
  return r.error;
}

/** Whether a move (canonical) is among `player`'s legal moves. */
export function isListed(state: DigitDashState, player: Player, move: DigitDashMove): boolean {
  const key = JSON.stringify(move);
  return digitDash.legalMoves(state, player).some((m) => JSON.stringify(m) === key);
}

/** Legal moves of one type. */
export function movesOfType<T extends DigitDashMove['type']>(
  state: DigitDashState,
  player: Player,
  type: T,
): Extract<DigitDashMove, { type: T }>[] {
  return digitDash
    .legalMoves(state, player)
    .filter((m): m is Extract<DigitDashMove, { type: T }> => m.type === type);
}

/** A fresh game dealt by chance from a seed. */
export function dealt(players: number, seed: number | string, options: Partial<DigitDashOptions> = {}) {
  const rng = Rng.fromSeed(seed);
  const s = digitDash.setup({ players, options: { match: false, blockLimit: 60, ...options } }, rng);
  return play(s, ['chance', digitDash.sampleChance(s, rng)]);
}
