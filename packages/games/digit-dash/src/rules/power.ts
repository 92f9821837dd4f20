/**
 * The power tiles (DD-7). Playing one puts it on the power discard pile, out
 * of the game, in place of the turn's discard (DD-4); at most one per turn.
 *
 * - Swap: the chosen player reveals min(3, hand) tiles of their choice to the
 *   swapper alone (`reveal`, their decision, out of turn); the swapper then
 *   gives one tile of their hand and takes one revealed tile (`exchange`).
 * - Steal: take a tile from a table meld that stays valid; it is no longer
 *   credited to whoever placed it.
 * - Skip: the chosen player's next turn is skipped.
 * - Peek: chance shows min(3, stockpile) stockpile tiles; the player keeps
 *   one (`keep`) and the others go back.
 *
 * A power tile may be the last tile in hand (DD-6): if the player is left
 * with none, the turn ends and they have gone out (DD-8). Only Skip can do
 * that: Swap needs a tile to give; Steal and Peek bring a tile in.
 */
import { failWith, type GameError, itemAt, ok, type Player, type Result } from '@gameshelf/engine';
import type { DigitDashState } from '../types.ts';
import { afterExchange, forget, reveal as seeRevealed, showToAll } from './knowledge.ts';
import { SWAP_REVEAL } from './legal.ts';
import { isStrictlySorted, withoutTile, withTile, withTiles } from './lists.ts';
import { stealableTiles } from './melds.ts';
import { notInHand, refused } from './refusals.ts';
import { type Power, powerName, powerTile, type TileId, tileName } from './tiles.ts';
import { endTurn } from './turn.ts';

type Next = Result<DigitDashState, GameError>;

/** The power tile leaves the hand for the power discards; checks that it may be played now. */
function playPower(state: DigitDashState, player: Player, power: Power): Next {
  if (state.powerThisTurn) return failWith(refused('onePowerPerTurn'));
  const tile = powerTile(power);
  const hand = itemAt(state.hands, player);
  if (!hand.includes(tile)) return failWith(refused('notHoldingPower', { power: powerName(power) }));
  const hands = state.hands.map((h, p) => (p === player ? withoutTile(h, tile) : h));
  return ok({
    ...state,
    hands,
    powerDiscards: withTile(state.powerDiscards, tile),
    powerThisTurn: true,
    ...forget(state.known, state.shown, [tile]),
  });
}

/** DD-8: a player left with no tile after their power tile has gone out. */
function afterPower(state: DigitDashState): DigitDashState {
  return itemAt(state.hands, state.turn).length === 0 ? endTurn(state) : state;
}

function otherPlayerProblem(state: DigitDashState, player: Player, target: Player): GameError | null {
  if (!Number.isInteger(target) || target < 0 || target >= state.players)
    return refused('noSuchPlayer', { target });
  return target === player ? refused('chooseAnotherPlayer') : null;
}

export function swap(state: DigitDashState, player: Player, target: Player): Next {
  const problem = otherPlayerProblem(state, player, target);
  if (problem !== null) return failWith(problem);
  if (itemAt(state.hands, target).length === 0)
    return failWith(refused('nothingToReveal', { seat: target + 1 }));
  if (itemAt(state.hands, player).length < 2) return failWith(refused('swapNeedsTile'));
  const played = playPower(state, player, 'swap');
  if (!played.ok) return played;
  return ok({ ...played.value, phase: 'swapReveal', swap: { target, revealed: [] } });
}

/** The chosen player's out-of-turn choice of the tiles to reveal to the swapper. */
export function reveal(state: DigitDashState, player: Player, tiles: readonly TileId[]): Next {
  const hand = itemAt(state.hands, player);
  const count = Math.min(SWAP_REVEAL, hand.length);
  if (tiles.length !== count || !isStrictlySorted(tiles)) return failWith(refused('revealCount', { count }));
  const missing = tiles.find((t) => !hand.includes(t));
  if (missing !== undefined) return notInHand(missing);
  return ok({
    ...state,
    phase: 'swapExchange',
    swap: { target: player, revealed: tiles },
    known: seeRevealed(state.known, state.turn, tiles),
  });
}

export function exchange(state: DigitDashState, player: Player, give: TileId, take: TileId): Next {
  // The phase is swapExchange (checked by `apply`), so a swap is in progress.
  if (state.swap === null) return failWith(refused('noSwapWaiting'));
  const { target, revealed } = state.swap;
  if (!itemAt(state.hands, player).includes(give)) return notInHand(give);
  if (!revealed.includes(take)) return failWith(refused('notRevealed', { tile: tileName(take) }));
  const hands = state.hands.map((h, p) => {
    if (p === player) return withTile(withoutTile(h, give), take);
    if (p === target) return withTile(withoutTile(h, take), give);
    return h;
  });
  const knowledge = afterExchange(state, player, target, give, take);
  return ok(afterPower({ ...state, phase: 'play', hands, swap: null, ...knowledge }));
}

export function steal(state: DigitDashState, player: Player, tile: TileId): Next {
  const index = state.table.findIndex((m) => m.tiles.includes(tile));
  const meld = state.table[index];
  if (meld === undefined) return failWith(refused('notOnTable', { tile: tileName(tile) }));
  if (!stealableTiles(meld.tiles).includes(tile))
    return failWith(refused('stealBreaksMeld', { tile: tileName(tile) }));
  const played = playPower(state, player, 'steal');
  if (!played.ok) return played;
  const s = played.value;
  const at = meld.tiles.indexOf(tile);
  const robbed = { ...meld, tiles: withoutTile(meld.tiles, tile), by: meld.by.filter((_, i) => i !== at) };
  const table = s.table.map((m, i) => (i === index ? robbed : m));
  const hands = s.hands.map((h, p) => (p === player ? withTile(h, tile) : h));
  return ok(afterPower({ ...s, table, hands, ...showToAll(s.known, s.shown, player, tile) }));
}

export function skip(state: DigitDashState, player: Player, target: Player): Next {
  const problem = otherPlayerProblem(state, player, target);
  if (problem !== null) return failWith(problem);
  const played = playPower(state, player, 'skip');
  if (!played.ok) return played;
  const skipped = played.value.skipped.map((s, p) => s || p === target);
  return ok(afterPower({ ...played.value, skipped }));
}

export function peek(state: DigitDashState, player: Player): Next {
  if (state.stockpile.length === 0) return failWith(refused('stockpileEmpty'));
  const played = playPower(state, player, 'peek');
  if (!played.ok) return played;
  return ok({ ...played.value, phase: 'peeking' });
}

/** Peek: keep one of the tiles looked at; the others are shuffled back (and so forgotten, DD-12). */
export function keep(state: DigitDashState, player: Player, tile: TileId): Next {
  if (!state.peeked.includes(tile)) return failWith(refused('notPeeked', { tile: tileName(tile) }));
  const hands = state.hands.map((h, p) => (p === player ? withTile(h, tile) : h));
  const stockpile = withTiles(state.stockpile, withoutTile(state.peeked, tile));
  return ok(afterPower({ ...state, phase: 'play', hands, stockpile, peeked: [] }));
}
