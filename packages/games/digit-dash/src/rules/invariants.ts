/**
 * `checkInvariants`: every tile exactly once, sorted lists, valid melds with
 * a placer for each tile, phases consistent with their data, and DD-12
 * knowledge that points only at tiles in other players' hands.
 */

import { itemAt } from '@gameshelf/engine';
import type { DigitDashState } from '../types.ts';
import { isStrictlySorted } from './lists.ts';
import { isMeld } from './melds.ts';
import { ALL_TILES, isPower, isTileId, type TileId } from './tiles.ts';

export function checkInvariants(state: DigitDashState): string[] {
  return [
    ...tileProblems(state),
    ...tableProblems(state),
    ...phaseProblems(state),
    ...knowledgeProblems(state),
  ];
}

function tileProblems(s: DigitDashState): string[] {
  const out: string[] = [];
  const lists: [string, readonly TileId[]][] = [
    ['stockpile', s.stockpile],
    ['power discards', s.powerDiscards],
    ['peeked', s.peeked],
    ...s.hands.map((h, p): [string, readonly TileId[]] => [`hand ${p}`, h]),
  ];
  // Every tile is counted once wherever it lies: hands, stockpile, table, power discards, peeked.
  const count = new Uint8Array(ALL_TILES.length);
  const tally = (list: readonly TileId[]) => {
    for (const t of list) if (isTileId(t)) count[t] = itemAt(count, t) + 1;
  };
  for (const [name, list] of lists) {
    if (!isStrictlySorted(list)) out.push(`${name} is not sorted`);
    tally(list);
  }
  for (const meld of s.table) tally(meld.tiles);
  if (count.some((n) => n !== 1)) out.push('tiles are not conserved');
  if (s.powerDiscards.some((t) => !isPower(t))) out.push('a number tile is on the power discard pile');
  if (s.hands.length !== s.players || s.skipped.length !== s.players) out.push('wrong number of seats');
  return out;
}

function tableProblems(s: DigitDashState): string[] {
  const out: string[] = [];
  s.table.forEach((m, i) => {
    if (!isMeld(m.tiles)) out.push(`meld ${i} is not a valid set or run`);
    if (m.by.length !== m.tiles.length || m.by.some((p) => p < 0 || p >= s.players))
      out.push(`meld ${i} does not credit each tile to a player`);
  });
  return out;
}

function phaseProblems(s: DigitDashState): string[] {
  const out: string[] = [];
  const inSwap = s.phase === 'swapReveal' || s.phase === 'swapExchange';
  if (inSwap !== (s.swap !== null)) out.push(`phase ${s.phase} does not match the swap in progress`);
  if (s.swap !== null) {
    const target = s.hands[s.swap.target] ?? [];
    if (s.swap.target === s.turn) out.push('a player swaps with themselves');
    if (s.swap.revealed.some((t) => !target.includes(t)))
      out.push('a revealed tile is not in the chosen hand');
    if (s.phase === 'swapExchange' && s.swap.revealed.length !== Math.min(3, target.length))
      out.push('wrong number of revealed tiles');
  }
  if ((s.phase === 'peekKeep') !== s.peeked.length > 0)
    out.push(`phase ${s.phase} does not match the peeked tiles`);
  if (s.phase === 'draw' && s.stockpile.length === 0) out.push('a draw is due from an empty stockpile');
  if (s.phase === 'deal' && s.stockpile.length !== ALL_TILES.length)
    out.push('tiles are out before the deal');
  const inGame = s.phase !== 'deal' && s.phase !== 'over';
  if (inGame && s.hands.some((h, p) => p !== s.turn && h.length === 0))
    out.push('a player has gone out but the game goes on');
  // DD-6/DD-8: only a power tile may empty a hand, and then the game ends (Peek and Steal bring a tile back).
  if ((s.phase === 'draw' || s.phase === 'play') && (s.hands[s.turn] ?? []).length === 0)
    out.push('the player to act holds no tile');
  if (inGame && s.quietTurns >= s.options.blockLimit) out.push('the DD-11 limit passed but the game goes on');
  if (s.phase === 'over' && s.games.length === 0) out.push('the game is over with no score');
  if (s.games.some((g) => g.scores.length !== s.players))
    out.push('a game score has the wrong number of players');
  return out;
}

function knowledgeProblems(s: DigitDashState): string[] {
  const out: string[] = [];
  const holder = (t: TileId) => s.hands.findIndex((h) => h.includes(t));
  if (!isStrictlySorted(s.shown) || s.shown.some((t) => holder(t) < 0))
    out.push('shown tiles are not in hands');
  s.known.forEach((list, p) => {
    if (!isStrictlySorted(list)) out.push(`player ${p}'s knowledge is not sorted`);
    if (list.some((t) => holder(t) < 0 || holder(t) === p))
      out.push(`player ${p} knows a tile outside other hands`);
    if (s.shown.some((t) => holder(t) !== p && !list.includes(t)))
      out.push(`player ${p} does not know a tile everyone knows`);
  });
  if (s.known.length !== s.players) out.push('wrong number of knowledge lists');
  return out;
}
