/**
 * `determinize`: a full state consistent with everything a player knows. The
 * tiles they see stay where they are (their hand, the table, the tiles they
 * know in other hands, DD-12); every hidden tile is drawn at random from the
 * unseen tiles of its shape (DD-2), so hand and stockpile counts by suit are
 * kept. What other players know is rebuilt from what everyone knows (`shown`),
 * plus the tiles a Swap revealed to the swapper.
 */
import { impossible, itemAt, type Player, type Rng } from '@gameshelf/engine';
import { sortedTiles } from './rules/lists.ts';
import { ALL_TILES, SUITS, suitIndex, type TileId } from './rules/tiles.ts';
import type { DigitDashState, DigitDashView, SwapInProgress, ViewTile } from './types.ts';

const isId = (t: ViewTile): t is TileId => typeof t === 'number';

/** The tiles the view shows by face, anywhere. */
function seenTiles(view: DigitDashView): Set<TileId> {
  const seen = new Set<TileId>();
  const add = (tiles: readonly ViewTile[]) => {
    for (const t of tiles) if (isId(t)) seen.add(t);
  };
  for (const hand of view.hands) add(hand);
  for (const meld of view.table) add(meld.tiles);
  add(view.powerDiscards);
  add(view.peeked);
  return seen;
}

/** The unseen tiles by suit, shuffled: `fill` replaces each hidden tile with one of its suit. */
function dealer(view: DigitDashView, rng: Rng) {
  const seen = seenTiles(view);
  const pools = SUITS.map((_, s) => rng.shuffle(ALL_TILES.filter((t) => !seen.has(t) && suitIndex(t) === s)));
  return (tiles: readonly ViewTile[]): TileId[] =>
    sortedTiles(
      tiles.map((t) =>
        isId(t)
          ? t
          : (itemAt(pools, SUITS.indexOf(t.suit)).pop() ?? impossible('a hidden tile is an unseen one')),
      ),
    );
}

export function determinize(view: DigitDashView, player: Player, rng: Rng): DigitDashState {
  const fill = dealer(view, rng);
  const hands = view.hands.map(fill);
  const stockpile = fill(view.stockpile);
  const peeked = fill(view.peeked);
  const swap = view.swap === null ? null : swapFor(view.swap, hands, rng);
  return {
    players: view.players,
    options: view.options,
    phase: view.phase,
    turn: view.turn,
    turnNumber: view.turnNumber,
    hands,
    stockpile,
    table: view.table,
    powerDiscards: view.powerDiscards,
    skipped: view.skipped,
    placedThisTurn: view.placedThisTurn,
    powerThisTurn: view.powerThisTurn,
    quietTurns: view.quietTurns,
    swap,
    peeked,
    known: knowledge(view, player, hands, swap),
    shown: view.shown,
    games: view.games,
  };
}

/** The revealed tiles: as seen, or, for an onlooker who saw only their shapes, drawn from the chosen player's hand. */
function swapFor(
  swap: NonNullable<DigitDashView['swap']>,
  hands: readonly (readonly TileId[])[],
  rng: Rng,
): SwapInProgress {
  const left = [...itemAt(hands, swap.target)];
  const revealed = swap.revealed.map((t) => {
    if (isId(t)) return t;
    const ofSuit = left.filter((x) => suitIndex(x) === SUITS.indexOf(t.suit));
    const pick = rng.pick(ofSuit);
    left.splice(left.indexOf(pick), 1);
    return pick;
  });
  return { target: swap.target, revealed: sortedTiles(revealed) };
}

/**
 * DD-12 knowledge: the player's own is in their view (the faces they see in
 * other hands). Of the others we rebuild only what everyone knows, and that
 * a swapper has seen what was revealed to them.
 */
function knowledge(
  view: DigitDashView,
  player: Player,
  hands: readonly (readonly TileId[])[],
  swap: SwapInProgress | null,
): TileId[][] {
  if (view.phase === 'over') return hands.map(() => []);
  return hands.map((hand, q) => {
    if (q === player) return sortedTiles(view.hands.flatMap((h, p) => (p === player ? [] : h.filter(isId))));
    const heard = view.shown.filter((t) => !hand.includes(t));
    const seen = swap !== null && q === view.turn ? swap.revealed : [];
    return sortedTiles([...new Set([...heard, ...seen])]);
  });
}
