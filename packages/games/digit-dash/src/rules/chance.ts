/**
 * Chance's moves: the deal (DD-3), a draw from the stockpile (DD-4) and the
 * tiles a Peek looks at (DD-7). The stockpile has no order, so chance names
 * the tile(s) it gives; `apply` refuses any outcome that could not happen.
 */
import { fail, type GameError, ok, type Result, type Rng } from '@gameshelf/engine';
import type { ChanceMove, DigitDashState } from '../types.ts';
import { hasAll, isStrictlySorted, withoutTiles, withTile } from './lists.ts';
import { dealProblem, drawAtRandom, sampleDeal } from './setup.ts';
import { ALL_TILES, type TileId } from './tiles.ts';
import { startTurn } from './turn.ts';

/** DD-7 Peek looks at this many stockpile tiles (all of them if fewer). */
export const PEEK_COUNT = 3;

export function sampleChance(state: DigitDashState, rng: Rng): ChanceMove {
  switch (state.phase) {
    case 'deal': {
      const { hands, first } = sampleDeal(state.players, rng, state.options);
      return { type: 'deal', hands, first };
    }
    case 'peeking': {
      const pile = [...state.stockpile];
      const count = Math.min(PEEK_COUNT, pile.length);
      const tiles: TileId[] = [];
      for (let i = 0; i < count; i++) tiles.push(drawAtRandom(pile, rng));
      return { type: 'peekTiles', tiles: tiles.sort((a, b) => a - b) };
    }
    default:
      return { type: 'drawTile', tile: rng.pick(state.stockpile) };
  }
}

/** Applies a chance outcome (the caller has checked that chance is to act). */
export function applyChance(state: DigitDashState, move: ChanceMove): Result<DigitDashState, GameError> {
  switch (move.type) {
    case 'deal':
      return deal(state, move.hands, move.first);
    case 'drawTile':
      return drawTile(state, move.tile);
    case 'peekTiles':
      return peekTiles(state, move.tiles);
  }
}

function deal(
  state: DigitDashState,
  hands: readonly (readonly TileId[])[],
  first: number,
): Result<DigitDashState, GameError> {
  if (state.phase !== 'deal') return fail('move/illegal', `chance must ${chanceTask(state)}, not deal`);
  const problem = dealProblem(state.players, hands, state.options);
  if (problem !== null) return fail('move/illegal', problem);
  if (!Number.isInteger(first) || first < 0 || first >= state.players)
    return fail('move/illegal', `there is no player ${first} to start`);
  const dealt = hands.flat();
  const next = { ...state, hands, stockpile: withoutTiles(ALL_TILES, dealt) };
  return ok(startTurn(next, first, 1));
}

function drawTile(state: DigitDashState, tile: TileId): Result<DigitDashState, GameError> {
  if (state.phase !== 'drawing') return fail('move/illegal', `chance must ${chanceTask(state)}, not draw`);
  if (!state.stockpile.includes(tile)) return fail('move/illegal', `tile ${tile} is not in the stockpile`);
  const hands = state.hands.map((h, p) => (p === state.turn ? withTile(h, tile) : h));
  return ok({ ...state, phase: 'play', hands, stockpile: state.stockpile.filter((t) => t !== tile) });
}

function peekTiles(state: DigitDashState, tiles: readonly TileId[]): Result<DigitDashState, GameError> {
  if (state.phase !== 'peeking') return fail('move/illegal', `chance must ${chanceTask(state)}, not peek`);
  const count = Math.min(PEEK_COUNT, state.stockpile.length);
  if (tiles.length !== count || !isStrictlySorted(tiles) || !hasAll(state.stockpile, tiles))
    return fail('move/illegal', `Peek shows ${count} different tiles of the stockpile (DD-7)`);
  return ok({ ...state, phase: 'peekKeep', peeked: tiles, stockpile: withoutTiles(state.stockpile, tiles) });
}

function chanceTask(state: DigitDashState): string {
  return state.phase === 'deal' ? 'deal' : state.phase === 'peeking' ? 'show the Peek tiles' : 'draw';
}
