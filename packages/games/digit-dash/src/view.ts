/**
 * `view`: the one place secrets are stripped. A viewer sees their own hand,
 * the table and the power discards; of every other tile they see the shape
 * (DD-2), and its face only when they know it (DD-12): tiles Swap revealed to
 * them, tiles taken by Steal in view of all, the tiles of their own Peek. At
 * the end of the game the hands are shown for scoring (DD-9).
 */
import type { Player, Viewer } from '@gameshelf/engine';
import { SUITS, type Suit, suitIndex, type TileId } from './tiles.ts';
import type { DigitDashState, DigitDashView, HiddenTile, ViewTile } from './types.ts';

const HIDDEN: readonly HiddenTile[] = SUITS.map((suit) => ({ hidden: true, suit }));

export function hiddenTile(tile: TileId): HiddenTile {
  return HIDDEN[suitIndex(tile)] as HiddenTile;
}

export function hiddenOfSuit(suit: Suit): HiddenTile {
  return HIDDEN[SUITS.indexOf(suit)] as HiddenTile;
}

/** Tiles sorted by suit; within a suit the known ones first, by value, then the hidden ones. */
export function maskTiles(tiles: readonly TileId[], known: readonly TileId[]): ViewTile[] {
  const out: ViewTile[] = [];
  for (let s = 0; s < SUITS.length; s++) {
    for (const t of tiles) if (suitIndex(t) === s && known.includes(t)) out.push(t);
    for (const t of tiles) if (suitIndex(t) === s && !known.includes(t)) out.push(HIDDEN[s] as HiddenTile);
  }
  return out;
}

/** Whether `viewer` sees the faces of the tiles a Swap reveals: the swapper and the chosen player. */
function seesSwap(state: DigitDashState, viewer: Viewer): boolean {
  return state.swap !== null && (viewer === state.turn || viewer === state.swap.target);
}

export function view(state: DigitDashState, viewer: Viewer): DigitDashView {
  const known = viewer === 'spectator' ? state.shown : (state.known[viewer] as TileId[]);
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
