/**
 * `view`: the one place secrets are stripped. A viewer sees their own hand,
 * the table and the power discards; of every other tile they see the shape
 * (DD-2), and its face only when they know it (DD-12): tiles Swap revealed to
 * them, tiles taken by Steal in view of all, the tiles of their own Peek. At
 * the end of the game the hands are shown for scoring (DD-9).
 *
 * `redactMove`: what a viewer learns of a move just made. Tiles moving
 * between hidden places show only their shape (DD-2) to anyone who did not
 * see their face: a draw, a discard (it goes face down into the stockpile),
 * the deal, the tiles of a Peek and of a Swap. Melds, lay-offs and the power
 * tiles played are public.
 */
import { type Actor, itemAt, type Player, type Viewer } from '@gameshelf/engine';
import { SUITS, suitIndex, type TileId } from './rules/tiles.ts';
import type { DigitDashMove, DigitDashState, DigitDashView, HiddenTile, ViewTile } from './types.ts';

const HIDDEN: readonly HiddenTile[] = SUITS.map((suit) => ({ hidden: true, suit }));

export function hiddenTile(tile: TileId): HiddenTile {
  return itemAt(HIDDEN, suitIndex(tile));
}

/** Tiles sorted by suit; within a suit the known ones first, by value, then the hidden ones. */
export function maskTiles(tiles: readonly TileId[], known: readonly TileId[]): ViewTile[] {
  const out: ViewTile[] = [];
  for (let s = 0; s < SUITS.length; s++) {
    const hidden = itemAt(HIDDEN, s);
    for (const t of tiles) if (suitIndex(t) === s && known.includes(t)) out.push(t);
    for (const t of tiles) if (suitIndex(t) === s && !known.includes(t)) out.push(hidden);
  }
  return out;
}

/** Whether `viewer` sees the faces of the tiles a Swap reveals: the swapper and the chosen player. */
function seesSwap(state: DigitDashState, viewer: Viewer): boolean {
  return state.swap !== null && (viewer === state.turn || viewer === state.swap.target);
}

export function view(state: DigitDashState, viewer: Viewer): DigitDashView {
  const known = viewer === 'spectator' ? state.shown : itemAt(state.known, viewer);
  const showAll = state.phase === 'over';
  const hands = state.hands.map((hand, p: Player) =>
    showAll || p === viewer ? hand : maskTiles(hand, known),
  );
  const swap =
    state.swap === null
      ? null
      : {
          target: state.swap.target,
          revealed: seesSwap(state, viewer) ? state.swap.revealed : maskTiles(state.swap.revealed, []),
        };
  return {
    viewer,
    players: state.players,
    options: state.options,
    phase: state.phase,
    turn: state.turn,
    turnNumber: state.turnNumber,
    hands,
    stockpile: state.stockpile.map(hiddenTile),
    table: state.table,
    powerDiscards: state.powerDiscards,
    skipped: state.skipped,
    placedThisTurn: state.placedThisTurn,
    powerThisTurn: state.powerThisTurn,
    quietTurns: state.quietTurns,
    swap,
    peeked: viewer === state.turn ? state.peeked : state.peeked.map(hiddenTile),
    shown: state.shown,
    games: state.games,
  };
}

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
