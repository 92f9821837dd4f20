/**
 * The ordinary moves of a turn (DD-4): draw, meld, lay off, discard, and
 * ending a turn in which a power tile replaced the discard. Each checks its
 * move against the rules and explains a refusal; the caller has checked that
 * `player` is the one to act and that the phase is right.
 */
import { failWith, type GameError, itemAt, ok, type Player, type Result } from '@gameshelf/engine';
import type { DigitDashState, Meld } from '../types.ts';
import { forget } from './knowledge.ts';
import { isStrictlySorted, withoutTile, withoutTiles, withTile } from './lists.ts';
import { fitsMeld, isMeld, MAX_MELD, MIN_MELD } from './melds.ts';
import { notInHand, refused } from './refusals.ts';
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
    return failWith(refused('meldSize', { min: MIN_MELD, max: MAX_MELD, given: tiles.length }));
  if (!isStrictlySorted(tiles)) return failWith(refused('meldOrder'));
  const missing = tiles.find((t) => !hand.includes(t));
  if (missing !== undefined) return notInHand(missing);
  if (!isMeld(tiles)) return failWith(refused('notAMeld', { tiles: names(tiles) }));
  if (hand.length - tiles.length < 1) return failWith(refused('keepOneTile'));
  const placed: Meld = { tiles, by: tiles.map(() => player), owner: player };
  return ok(place(state, player, withoutTiles(hand, tiles), [...state.table, placed], tiles));
}

/** DD-5 lay-off: one tile onto any meld, credited to the player who places it. */
export function layOff(state: DigitDashState, player: Player, tile: TileId, index: number): Next {
  const hand = itemAt(state.hands, player);
  if (!hand.includes(tile)) return notInHand(tile);
  const target = state.table[index];
  // `meld` numbers melds as the rules do, from 0; `number` as the board shows them, from 1.
  if (target === undefined) return failWith(refused('noSuchMeld', { meld: index, number: index + 1 }));
  if (!fitsMeld(target.tiles, tile)) {
    const params = { tile: tileName(tile), meld: index, number: index + 1, tiles: names(target.tiles) };
    return failWith(refused('doesNotFit', params));
  }
  if (hand.length < 2) return failWith(refused('keepOneTile'));
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
  if (state.powerThisTurn) return failWith(refused('powerWasDiscard'));
  const hand = itemAt(state.hands, player);
  if (!hand.includes(tile)) return notInHand(tile);
  const hands = state.hands.map((h, p) => (p === player ? withoutTile(h, tile) : h));
  const stockpile = withTile(state.stockpile, tile);
  return ok(endTurn({ ...state, hands, stockpile, ...forget(state.known, state.shown, [tile]) }));
}

/** After a power tile there is no discard (DD-4): the player ends the turn when done melding. */
export function finishPowerTurn(state: DigitDashState): Next {
  if (!state.powerThisTurn) return failWith(refused('discardToEnd'));
  return ok(endTurn(state));
}
