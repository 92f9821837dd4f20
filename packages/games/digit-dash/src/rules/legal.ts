/**
 * Who acts, and every legal move, each once in canonical form (tile lists
 * sorted). The lists depend only on what the acting player sees: their own
 * hand, the table, the tiles revealed or peeked to them, and counts.
 */
import { type Actors, itemAt, type Player } from '@gameshelf/engine';
import type { DigitDashState, PlayerMove } from '../types.ts';
import { fitsMeld, meldsInHand, stealableTiles } from './melds.ts';
import { isPower, powerOf, type TileId } from './tiles.ts';

/** DD-7 Swap: the chosen player reveals this many tiles (all of them if they hold fewer). */
export const SWAP_REVEAL = 3;

/** The one player who must act now, or null when it is chance's step or the game is over. */
export function actingPlayer(state: DigitDashState): Player | null {
  switch (state.phase) {
    case 'draw':
    case 'play':
    case 'swapExchange':
    case 'peekKeep':
      return state.turn;
    case 'swapReveal':
      // DD-7: the chosen player decides which tiles to reveal, out of turn.
      return state.swap === null ? null : state.swap.target;
    default:
      return null;
  }
}

export function actors(state: DigitDashState): Actors {
  if (state.phase === 'over') return { kind: 'over' };
  const player = actingPlayer(state);
  return player === null ? { kind: 'chance' } : { kind: 'players', players: [player] };
}

export function legalMoves(state: DigitDashState, player: Player): PlayerMove[] {
  if (actingPlayer(state) !== player) return [];
  switch (state.phase) {
    case 'draw':
      return [{ type: 'draw' }];
    case 'play':
      return playMoves(state, player);
    case 'swapReveal':
      return revealChoices(itemAt(state.hands, player)).map((tiles) => ({ type: 'reveal', tiles }));
    case 'swapExchange':
      return exchangeMoves(state, player);
    case 'peekKeep':
      return state.peeked.map((tile) => ({ type: 'keep', tile }));
    default:
      return [];
  }
}

/** DD-4 play phase: melds, lay-offs, one power tile, then the discard (or ending the turn after a power tile). */
function playMoves(state: DigitDashState, player: Player): PlayerMove[] {
  const hand = itemAt(state.hands, player);
  const moves: PlayerMove[] = [];
  // DD-6: melds and lay-offs must leave at least one tile in hand.
  for (const tiles of meldsInHand(hand, hand.length - 1)) moves.push({ type: 'meld', tiles });
  if (hand.length >= 2) addLayOffs(state, hand, moves);
  if (state.powerThisTurn) {
    moves.push({ type: 'endTurn' });
    return moves;
  }
  addPowerMoves(state, player, hand, moves);
  for (const tile of hand) moves.push({ type: 'discard', tile });
  return moves;
}

function addLayOffs(state: DigitDashState, hand: readonly TileId[], moves: PlayerMove[]): void {
  for (const tile of hand) {
    if (isPower(tile)) continue;
    state.table.forEach((meld, index) => {
      if (fitsMeld(meld.tiles, tile)) moves.push({ type: 'layOff', tile, meld: index });
    });
  }
}

/** DD-7: each power tile in hand, with each target it can have now. */
function addPowerMoves(state: DigitDashState, player: Player, hand: readonly TileId[], moves: PlayerMove[]) {
  for (const tile of hand) {
    switch (powerOf(tile)) {
      case 'swap':
        // The swapper must keep a tile to give; the other player must hold one to reveal.
        if (hand.length < 2) break;
        for (const target of others(state, player)) {
          if (itemAt(state.hands, target).length > 0) moves.push({ type: 'swap', target });
        }
        break;
      case 'steal':
        for (const meld of state.table)
          for (const t of stealableTiles(meld.tiles)) moves.push({ type: 'steal', tile: t });
        break;
      case 'skip':
        for (const target of others(state, player)) moves.push({ type: 'skip', target });
        break;
      case 'peek':
        // Peek keeps a stockpile tile, so it needs one to look at.
        if (state.stockpile.length > 0) moves.push({ type: 'peek' });
        break;
      default:
        break;
    }
  }
}

function others(state: DigitDashState, player: Player): Player[] {
  const out: Player[] = [];
  for (let q = 0; q < state.players; q++) if (q !== player) out.push(q);
  return out;
}

/** DD-7 Swap: every choice of min(3, hand) tiles of a sorted hand, each once, sorted. */
export function revealChoices(hand: readonly TileId[]): TileId[][] {
  const size = Math.min(SWAP_REVEAL, hand.length);
  const out: TileId[][] = [];
  const pick: TileId[] = [];
  const walk = (from: number) => {
    if (pick.length === size) {
      out.push([...pick]);
      return;
    }
    for (let i = from; i <= hand.length - (size - pick.length); i++) {
      pick.push(itemAt(hand, i));
      walk(i + 1);
      pick.pop();
    }
  };
  walk(0);
  return out;
}

/** DD-7 Swap: give any tile of your hand, take any revealed tile. */
function exchangeMoves(state: DigitDashState, player: Player): PlayerMove[] {
  const moves: PlayerMove[] = [];
  const revealed = state.swap === null ? [] : state.swap.revealed;
  for (const give of itemAt(state.hands, player)) {
    for (const take of revealed) moves.push({ type: 'exchange', give, take });
  }
  return moves;
}
