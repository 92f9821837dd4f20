/**
 * DD-12 memory: which hidden tiles each player knows. `known[p]` lists the
 * tiles in other players' hands that p has seen and can still place;
 * `shown` lists the tiles in hands that everyone knows (a tile Steal took
 * from the table in view of all). A tile stops being known when it leaves
 * the hands (to the table, the stockpile or the power discards) and when it
 * may have moved unseen: after a Swap, a player who did not take part cannot
 * tell which tile of the given shape changed hands.
 */
import { itemAt, type Player } from '@gameshelf/engine';
import type { DigitDashState } from '../types.ts';
import { withoutTile, withTile, withTiles } from './lists.ts';
import { suitIndex, type TileId } from './tiles.ts';

type Known = DigitDashState['known'];

/** Nobody knows `tiles` any more: they left the hands. */
export function forget(
  known: Known,
  shown: readonly TileId[],
  tiles: readonly TileId[],
): Pick<DigitDashState, 'known' | 'shown'> {
  const out = (list: readonly TileId[]) =>
    list.length === 0 || !tiles.some((t) => list.includes(t)) ? list : list.filter((t) => !tiles.includes(t));
  // Usually nobody knew these tiles: then the lists are shared, not copied (this runs on every meld and discard).
  const changed = shown.length > 0 || known.some((list) => list.length > 0 && out(list) !== list);
  return changed ? { known: known.map(out), shown: out(shown) } : { known, shown };
}

/** Everyone saw `tile` go into `holder`'s hand (DD-7 Steal takes it from the table in view of all). */
export function showToAll(
  known: Known,
  shown: readonly TileId[],
  holder: Player,
  tile: TileId,
): Pick<DigitDashState, 'known' | 'shown'> {
  return {
    known: known.map((list, p) => (p === holder ? list : withTile(list, tile))),
    shown: withTile(shown, tile),
  };
}

/** The swapper saw the revealed tiles (DD-7 Swap: revealed "to you alone"). */
export function reveal(known: Known, swapper: Player, revealed: readonly TileId[]): Known {
  const fresh = revealed.filter((t) => !itemAt(known, swapper).includes(t));
  return known.map((list, p) => (p === swapper ? withTiles(list, fresh) : list));
}

/**
 * Knowledge after a Swap's exchange: `give` went from the swapper to the
 * target, `take` from the target to the swapper. Both of them know exactly
 * what moved. Everyone else saw only the shapes, so they forget any tile they
 * knew in the target's hand of `take`'s shape and in the swapper's hand of
 * `give`'s shape: it may be the one that moved.
 */
export function afterExchange(
  before: DigitDashState,
  swapper: Player,
  target: Player,
  give: TileId,
  take: TileId,
): Pick<DigitDashState, 'known' | 'shown'> {
  const blurred = (t: TileId) =>
    (suitIndex(t) === suitIndex(take) && itemAt(before.hands, target).includes(t)) ||
    (suitIndex(t) === suitIndex(give) && itemAt(before.hands, swapper).includes(t));
  const known = before.known.map((list, p) => {
    if (p === swapper) return withTile(withoutTile(list, take), give);
    if (p === target) return withTile(withoutTile(list, give), take);
    return list.some(blurred) ? list.filter((t) => !blurred(t)) : list;
  });
  const shown = before.shown.some(blurred) ? before.shown.filter((t) => !blurred(t)) : before.shown;
  return { known, shown };
}

/** Whether `viewer` knows where `tile` (in someone else's hand) is. */
export function knows(state: DigitDashState, viewer: Player | 'spectator', tile: TileId): boolean {
  return viewer === 'spectator' ? state.shown.includes(tile) : itemAt(state.known, viewer).includes(tile);
}
