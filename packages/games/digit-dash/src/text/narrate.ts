/**
 * Digit Dash tells its log (`TextUi.narrate`): each move as the viewer saw
 * it, a tile by its value and shape (`7▲`) or, hidden, by its shape alone
 * (DD-2); melds numbered from 1 as the table shows them. After a player's
 * move, what it led to: a turn lost to Skip (DD-7), a game gone out
 * or blocked, with its scores (DD-8, DD-9, DD-11). Words from `locales/`.
 */
import {
  isOneOf,
  isRecord,
  type Narrate,
  type NarrationContext,
  type SeenEntry,
  seatWords,
  type Translate,
} from '@gameshelf/engine';
import { meldIsSet } from '../rules/melds.ts';
import { isTileId, SUIT_SYMBOLS, SUITS, tileName } from '../rules/tiles.ts';
import type { DigitDashView } from '../types.ts';

type Context = NarrationContext<DigitDashView>;

/** A tile of a redacted move: `7▲`, or a hidden one by its shape. */
function tileWords(tile: unknown, t: Translate): string {
  if (isTileId(tile)) return tileName(tile);
  const suit = isRecord(tile) ? tile.suit : undefined;
  return t('log.tile.hidden', { shape: isOneOf(SUITS, suit) ? SUIT_SYMBOLS[suit] : '?' });
}

const tilesWords = (tiles: unknown, t: Translate) =>
  Array.isArray(tiles) ? tiles.map((tile) => tileWords(tile, t)).join(', ') : '';

export const narrate: Narrate<DigitDashView> = (entry, context, t) => {
  const lines = [...moveLines(entry, context, t)];
  // A turn's end (a Skip spent, a game over) is settled by the player's move, before any chance
  // step after it (the next game's deal): so it is told right after the move.
  if (entry.player !== 'chance') lines.push(...turnEnd(context, t));
  return lines;
};

function moveLines(entry: SeenEntry, context: Context, t: Translate): string[] {
  const move = isRecord(entry.move) ? entry.move : {};
  const seat = (player: unknown) => seatWords(context.seats, player);
  const who = seat(entry.player === 'chance' ? context.mover : entry.player);
  const tile = (field: unknown) => tileWords(field, t);
  switch (move.type) {
    case 'deal':
      return dealLines(move, context, t);
    case 'drawTile':
      return [t('log.drawn', { who, tile: tile(move.tile) })];
    case 'peekTiles':
      return [t('log.peekTiles', { who, tiles: tilesWords(move.tiles, t) })];
    case 'draw':
      return [t('log.draw', { who })];
    case 'meld':
      return meldLines(move.tiles, who, context, t);
    case 'layOff':
      return [t('log.layOff', { who, tile: tile(move.tile), meld: Number(move.meld) + 1 })];
    case 'swap':
      return [t('log.swap', { who, target: seat(move.target) })];
    case 'steal':
      return [t('log.steal', { who, tile: tile(move.tile) })];
    case 'skip':
      return [t('log.skip', { who, target: seat(move.target) })];
    case 'peek':
      return [t('log.peek', { who })];
    case 'reveal':
      return [t('log.reveal', { who, tiles: tilesWords(move.tiles, t) })];
    case 'exchange':
      return [t('log.exchange', { who, give: tile(move.give), take: tile(move.take) })];
    case 'keep':
      return [t('log.keep', { who, tile: tile(move.tile) })];
    case 'discard':
      return [t('log.discard', { who, tile: tile(move.tile) })];
    case 'endTurn':
      return [t('log.endTurn', { who })];
    default:
      return [t('log.unknown', { who })];
  }
}

/** The deal (DD-3): how many each, who starts, and every hand the viewer may see. */
function dealLines(move: Readonly<Record<string, unknown>>, context: Context, t: Translate): string[] {
  const hands = Array.isArray(move.hands) ? move.hands : [];
  const first = hands[0];
  const lines = [
    t('log.deal', {
      each: Array.isArray(first) ? first.length : 0,
      first: seatWords(context.seats, move.first),
    }),
  ];
  hands.forEach((hand, p) => {
    if (Array.isArray(hand) && hand.every(isTileId))
      lines.push(t('log.hand', { who: seatWords(context.seats, p), tiles: tilesWords(hand, t) }));
  });
  return lines;
}

/** A new meld goes to the end of the table: its number there is one more than the melds before it. */
function meldLines(tiles: unknown, who: string, context: Context, t: Translate): string[] {
  const ids = Array.isArray(tiles) ? tiles.filter(isTileId) : [];
  const kind = meldIsSet(ids) ? 'Set' : 'Run';
  const words = { who, tiles: tilesWords(ids, t) };
  if (!context.before) return [t(`log.meld${kind}`, words)];
  return [t(`log.meld${kind}Numbered`, { ...words, meld: context.before.table.length + 1 })];
}

/** What the player's move led to, from the views where its turn began and ended. */
function turnEnd(context: Context, t: Translate): string[] {
  const { before, after } = context;
  if (!before || !after) return [];
  const ended = after.games[before.games.length];
  if (!ended) {
    // A Skip is spent when the turn passes over its player (DD-7).
    return before.skipped.flatMap((skipped, p) =>
      skipped && !after.skipped[p] ? [t('log.skipped', { who: seatWords(context.seats, p) })] : [],
    );
  }
  return [
    ended.ending === 'out'
      ? t('log.out', { who: seatWords(context.seats, ended.player) })
      : t('log.blocked', { turns: after.options.blockLimit }),
    t('log.scores', {
      game: after.games.length,
      scores: ended.scores
        .map((points, p) => t('log.score', { who: seatWords(context.seats, p), points }))
        .join(', '),
    }),
  ];
}
