/**
 * The `greedy` bot: one sensible move at a time, from its own view only.
 *
 * - Play phase: first put the most value on the table (the meld or lay-off
 *   with the highest total), then play a power tile when it pays (a power tile
 *   left in hand costs 10, DD-9), then discard the tile least worth keeping
 *   (see `heuristics.ts`): a high tile that makes nothing.
 * - Steal takes the tile worth most to take: one credited to an opponent,
 *   best one it can lay straight back to be credited itself (DD-5).
 * - Skip and Swap aim at the opponent closest to going out; Swap gives the
 *   worst tile and takes the best revealed one; Peek keeps the best tile.
 * - Asked to reveal tiles for someone's Swap, it shows its three worst.
 *
 * The same choices drive the rollout policy on full states (`rollout.ts`).
 */
import {
  type Bot,
  type GameError,
  impossible,
  itemAt,
  ok,
  type Player,
  type Result,
} from '@gameshelf/engine';
import { faceValue, type TileId } from '../rules/tiles.ts';
import type { DigitDashMove, DigitDashView, Meld, Phase } from '../types.ts';
import { keepScore, type Outlook, outlook, placedValue, worstTile } from './heuristics.ts';

/** What a decision needs: the same whether read from a view (the bot) or a full state (rollouts). */
export interface Situation {
  readonly phase: Phase;
  readonly player: Player;
  readonly turn: Player;
  readonly hand: readonly TileId[];
  readonly table: readonly Meld[];
  readonly powerDiscards: readonly TileId[];
  readonly handSizes: readonly number[];
}

/** The move among the player's legal moves (typed as any move of the game, as bots and rollouts get them). */
export function decide(s: Situation, legal: readonly DigitDashMove[]): DigitDashMove {
  const o = outlook(s.hand, s.table, s.powerDiscards);
  switch (s.phase) {
    case 'play':
      return choosePlay(s, o, legal);
    case 'swapReveal':
      return chooseReveal(o, legal);
    case 'swapExchange':
      return chooseExchange(o, legal);
    case 'peekKeep':
      return bestBy(legal, (m) => (m.type === 'keep' ? keepScore(o, m.tile) : 0));
    default:
      return itemAt(legal, 0);
  }
}

function choosePlay(s: Situation, o: Outlook, legal: readonly DigitDashMove[]): DigitDashMove {
  const placing = legal.filter((m) => m.type === 'meld' || m.type === 'layOff');
  // More value first; between equal values, more tiles (fewer left to cost us at the end).
  if (placing.length > 0)
    return bestBy(placing, (m) => 10 * placedValue(placedTiles(m)) + placedTiles(m).length);
  const power = choosePower(s, o, legal);
  if (power !== null) return power;
  const end = legal.find((m) => m.type === 'endTurn');
  if (end !== undefined) return end;
  const worst = worstTile(o);
  return legal.find((m) => m.type === 'discard' && m.tile === worst) ?? itemAt(legal, legal.length - 1);
}

function placedTiles(m: DigitDashMove): readonly TileId[] {
  return m.type === 'meld' ? m.tiles : m.type === 'layOff' ? [m.tile] : [];
}

/** The power tile move that pays most, or null when none pays. */
function choosePower(s: Situation, o: Outlook, legal: readonly DigitDashMove[]): DigitDashMove | null {
  const target = closestToOut(s);
  let best: DigitDashMove | null = null;
  let bestValue = 0;
  for (const m of legal) {
    let value = Number.NEGATIVE_INFINITY;
    if (m.type === 'skip' || m.type === 'swap') value = m.target === target ? 1 : 0.5;
    else if (m.type === 'peek') value = 1;
    else if (m.type === 'steal') value = stealValue(s, o, m.tile);
    if (value > bestValue) {
      best = m;
      bestValue = value;
    }
  }
  return best;
}

/** The opponent with the fewest tiles (the nearest to going out), the next in turn order on a tie. */
function closestToOut(s: Situation): Player {
  let best = (s.player + 1) % s.handSizes.length;
  for (let k = 2; k < s.handSizes.length; k++) {
    const q = (s.player + k) % s.handSizes.length;
    if (itemAt(s.handSizes, q) < itemAt(s.handSizes, best)) best = q;
  }
  return best;
}

/** Taking a tile moves its credit off its placer (DD-7); it is then worth keeping like any tile. */
function stealValue(s: Situation, o: Outlook, tile: TileId): number {
  const meld = s.table.find((m) => m.tiles.includes(tile)) ?? impossible('a stealable tile lies in a meld');
  const placer = meld.by[meld.tiles.indexOf(tile)];
  const credit = placer === s.player ? -faceValue(tile) : faceValue(tile);
  return credit + keepScore(o, tile);
}

/** Show the three tiles least worth keeping: the swapper takes one of them. */
function chooseReveal(o: Outlook, legal: readonly DigitDashMove[]): DigitDashMove {
  return bestBy(legal, (m) =>
    m.type === 'reveal' ? -m.tiles.reduce((sum, t) => sum + keepScore(o, t), 0) : 0,
  );
}

/** Take the revealed tile most worth keeping, give the one least worth keeping. */
function chooseExchange(o: Outlook, legal: readonly DigitDashMove[]): DigitDashMove {
  return bestBy(legal, (m) => (m.type === 'exchange' ? keepScore(o, m.take) - keepScore(o, m.give) : 0));
}

/** The move with the highest score; the first one on a tie (legal moves come in a fixed order). */
function bestBy(moves: readonly DigitDashMove[], score: (m: DigitDashMove) => number): DigitDashMove {
  let best = itemAt(moves, 0);
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const m of moves) {
    const value = score(m);
    if (value > bestScore) {
      best = m;
      bestScore = value;
    }
  }
  return best;
}

export function situationOfView(view: DigitDashView, player: Player): Situation {
  return {
    phase: view.phase,
    player,
    turn: view.turn,
    // A player sees every tile of their own hand.
    hand: itemAt(view.hands, player).filter((t) => typeof t === 'number'),
    table: view.table,
    powerDiscards: view.powerDiscards,
    handSizes: view.hands.map((h) => h.length),
  };
}

export const greedyBot = (): Result<Bot<DigitDashView, DigitDashMove>, GameError> =>
  ok({
    name: 'greedy',
    choose: ({ view, player, legal }) => decide(situationOfView(view, player), legal),
  });
