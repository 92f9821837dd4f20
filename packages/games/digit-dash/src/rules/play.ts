/**
 * The ordinary moves of a turn (DD-4): draw, meld, lay off, discard, and
 * ending a turn in which a power tile replaced the discard. Each checks its
 * move against the rules and explains a refusal; the caller has checked that
 * `player` is the one to act and that the phase is right.
 */
import { fail, type GameError, itemAt, ok, type Player, type Result } from '@gameshelf/engine';
import type { DigitDashState, Meld } from '../types.ts';
import { forget } from './knowledge.ts';
import { isStrictlySorted, withoutTile, withoutTiles, withTile } from './lists.ts';
import { fitsMeld, isMeld, MAX_MELD, MIN_MELD } from './melds.ts';
import { type TileId, tileName } from './tiles.ts';
import { endTurn } from './turn.ts';

type Next = Result<DigitDashState, GameError>;

const names = (tiles: readonly TileId[]) => tiles.map(tileName).join(' ');

/** DD-4 draw: the player takes a tile; chance names it next. */
export function draw(state: DigitDashState): Next {
  return ok({ ...state, phase: 'drawing' });
}

/** DD-5 a new set or run from the hand; DD-6 at least one tile must stay in hand. */
export function meld(state: DigitDashState, player: Player, tiles: readonly TileId[]): Next {
  const hand = itemAt(state.hands, player);
  if (tiles.length < MIN_MELD || tiles.length > MAX_MELD)
    return fail('move/illegal', `a meld has ${MIN_MELD}-${MAX_MELD} tiles, not ${tiles.length} (DD-5)`);
  if (!isStrictlySorted(tiles)) return fail('move/illegal', 'list a meld’s tiles once each, in order');
  const missing = tiles.find((t) => !hand.includes(t));
  if (missing !== undefined) return fail('move/illegal', `tile ${tileName(missing)} is not in your hand`);
  if (!isMeld(tiles)) return fail('move/illegal', `${names(tiles)} is neither a set nor a run (DD-5)`);
  if (hand.length - tiles.length < 1)
    return fail('move/illegal', 'you must keep at least one tile in hand (DD-6)');
  const placed: Meld = { tiles, by: tiles.map(() => player), owner: player };
  return ok(place(state, player, withoutTiles(hand, tiles), [...state.table, placed], tiles));
}

/** DD-5 lay-off: one tile onto any meld, credited to the player who places it. */
export function layOff(state: DigitDashState, player: Player, tile: TileId, index: number): Next {
  const hand = itemAt(state.hands, player);
  if (!hand.includes(tile)) return fail('move/illegal', `tile ${tileName(tile)} is not in your hand`);
  const target = state.table[index];
  if (target === undefined) return fail('move/illegal', `there is no meld ${index} on the table`);
  if (!fitsMeld(target.tiles, tile))
    return fail(
      'move/illegal',
      `${tileName(tile)} does not fit meld ${index} (${names(target.tiles)}) (DD-5)`,
    );
  if (hand.length < 2) return fail('move/illegal', 'you must keep at least one tile in hand (DD-6)');
  const tiles = withTile(target.tiles, tile);
  const at = tiles.indexOf(tile);
  const by = [...target.by.slice(0, at), player, ...target.by.slice(at)];
  const table = state.table.map((m, i) => (i === index ? { ...m, tiles, by } : m));
  return ok(place(state, player, withoutTile(hand, tile), table, [tile]));
}

/** Tiles went from the player's hand to the table: public now, and a DD-11 reset at the end of the turn. */
function place(
  state: DigitDashState,
  player: Player,
  hand: readonly TileId[],
  table: readonly Meld[],
  tiles: readonly TileId[],
): DigitDashState {
  const hands = state.hands.map((h, p) => (p === player ? hand : h));
  return { ...state, hands, table, placedThisTurn: true, ...forget(state.known, state.shown, tiles) };
}

/** DD-4 discard: a tile goes back into the stockpile, face down, and the turn ends. */
export function discard(state: DigitDashState, player: Player, tile: TileId): Next {
  if (state.powerThisTurn)
    return fail('move/illegal', 'you played a power tile this turn: it was your discard (DD-4)');
  const hand = itemAt(state.hands, player);
  if (!hand.includes(tile)) return fail('move/illegal', `tile ${tileName(tile)} is not in your hand`);
  const hands = state.hands.map((h, p) => (p === player ? withoutTile(h, tile) : h));
  const stockpile = withTile(state.stockpile, tile);
  return ok(endTurn({ ...state, hands, stockpile, ...forget(state.known, state.shown, [tile]) }));
}

/** After a power tile there is no discard (DD-4): the player ends the turn when done melding. */
export function finishPowerTurn(state: DigitDashState): Next {
  if (!state.powerThisTurn) return fail('move/illegal', 'discard a tile to end your turn (DD-4)');
  return ok(endTurn(state));
}
