/**
 * `redactMove`: what a viewer learns of a move just made. Tiles moving
 * between hidden places show only their shape (DD-2) to anyone who did not
 * see their face: a draw, a discard (it goes face down into the stockpile),
 * the deal, the tiles of a Peek and of a Swap. Melds, lay-offs and the power
 * tiles played are public.
 */
import type { Actor, Viewer } from '@gameshelf/engine';
import type { DigitDashMove, DigitDashState } from './types.ts';
import { hiddenTile, maskTiles } from './view.ts';

export function redactMove(
  before: DigitDashState,
  actor: Actor,
  move: DigitDashMove,
  viewer: Viewer,
): unknown {
  // In a Swap the swapper (whose turn it is) and the chosen player both see the tiles.
  const inSwap = viewer === before.turn || (before.swap !== null && viewer === before.swap.target);
  switch (move.type) {
    case 'deal':
      return { ...move, hands: move.hands.map((hand, p) => (p === viewer ? hand : maskTiles(hand, []))) };
    case 'drawTile':
    case 'keep':
      return viewer === before.turn ? move : { ...move, tile: hiddenTile(move.tile) };
    case 'peekTiles':
      return viewer === before.turn ? move : { ...move, tiles: maskTiles(move.tiles, []) };
    case 'discard':
      return viewer === actor ? move : { ...move, tile: hiddenTile(move.tile) };
    case 'reveal':
      return inSwap ? move : { ...move, tiles: maskTiles(move.tiles, []) };
    case 'exchange':
      return inSwap ? move : { ...move, give: hiddenTile(move.give), take: hiddenTile(move.take) };
    default:
      return move;
  }
}
