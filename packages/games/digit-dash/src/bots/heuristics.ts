/**
 * What a tile in hand is worth keeping, for the greedy bot and the rollout
 * policy. A number tile will either reach the table (+value, DD-9) or stay in
 * hand at the end (-value), so keeping it is worth about (2p - 1) x value,
 * where p is the chance it gets placed: high when it already makes a meld or
 * fits one on the table, and otherwise growing with its "outs", the tiles
 * still in play that would pair with it. Discarding a tile is worth 0: it
 * goes back into the stockpile.
 */
import { fitsMeld } from '../rules/melds.ts';
import { faceValue, isPower, suitIndex, TILE_COUNT, type TileId } from '../rules/tiles.ts';
import type { Meld } from '../types.ts';

/** What a bot looks at: its own hand, the table, and which tiles are out of reach for good. */
export interface Outlook {
  readonly hand: readonly TileId[];
  readonly table: readonly Meld[];
  /** gone[t] is 1 when tile t is on the table or out of the game, so it cannot join a new meld. */
  readonly gone: Uint8Array;
}

/** Chance to place a tile that fits a table meld: high, but someone may fill the spot first. */
const FITS_TABLE = 0.9;
/** Chance to place a tile that already makes a meld with the hand. */
const MAKES_MELD = 0.9;
/** Each out (a tile in play that would pair with it) adds this much, up to `MAX_FROM_OUTS`. */
const PER_OUT = 0.11;
const MAX_FROM_OUTS = 0.75;
/** A power tile is kept to be played (it is worth more played than discarded back). */
const POWER_KEEP = 3;

export function outlook(hand: readonly TileId[], table: readonly Meld[], out: readonly TileId[]): Outlook {
  const gone = new Uint8Array(TILE_COUNT);
  for (const meld of table) for (const t of meld.tiles) gone[t] = 1;
  for (const t of out) gone[t] = 1;
  return { hand, table, gone };
}

/** Whether `a` and `b` (two number tiles) could be two tiles of one meld: same value, or same suit and adjacent. */
function partners(a: TileId, b: TileId): boolean {
  if (a === b || isPower(a) || isPower(b)) return false;
  if (faceValue(a) === faceValue(b)) return true;
  return suitIndex(a) === suitIndex(b) && Math.abs(a - b) === 1;
}

export function fitsTable(table: readonly Meld[], tile: TileId): boolean {
  for (const meld of table) if (fitsMeld(meld.tiles, tile)) return true;
  return false;
}

/** The chance p that a number tile in `hand` reaches the table. */
export function placeChance(o: Outlook, tile: TileId): number {
  if (fitsTable(o.table, tile)) return FITS_TABLE;
  let inHand = 0;
  let outs = 0;
  for (const t of o.hand) if (partners(tile, t)) inHand++;
  for (let t = 0; t < TILE_COUNT; t++) {
    if (o.gone[t] === 0 && !o.hand.includes(t) && partners(tile, t)) outs++;
  }
  if (inHand > 0) return MAKES_MELD;
  return Math.min(MAX_FROM_OUTS, PER_OUT * outs);
}

/** What keeping `tile` is worth: (2p - 1) x value for a number tile. */
export function keepScore(o: Outlook, tile: TileId): number {
  if (isPower(tile)) return POWER_KEEP;
  return (2 * placeChance(o, tile) - 1) * faceValue(tile);
}

/** The tile of the hand least worth keeping (undefined for no tiles). */
export function worstTile(o: Outlook, among: readonly TileId[] = o.hand): TileId | undefined {
  let worst = among[0];
  if (worst === undefined) return undefined;
  let worstScore = Number.POSITIVE_INFINITY;
  for (const t of among) {
    const score = keepScore(o, t);
    // Ties go to the higher value: it costs more if it stays.
    if (score < worstScore || (score === worstScore && faceValue(t) > faceValue(worst))) {
      worst = t;
      worstScore = score;
    }
  }
  return worst;
}

/** The total value a meld or lay-off puts on the table. */
export function placedValue(tiles: readonly TileId[]): number {
  let sum = 0;
  for (const t of tiles) sum += faceValue(t);
  return sum;
}
