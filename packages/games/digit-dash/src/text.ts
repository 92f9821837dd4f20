/**
 * Digit Dash in a terminal: tiles as value and shape in their suit's colour
 * (`7▲`), hidden tiles as their shape alone (DD-2), the melds on the table
 * numbered from 1 with who placed each tile (DD-5), and menus that go Meld →
 * tiles, Lay off → tile → meld, Power → tile → target, Discard → tile. The
 * log in words is `text/narrate.ts`. Reads views and moves; knows no rules.
 */
import { itemAt, type Player, type TextStyle, type TextUi } from '@gameshelf/engine';
import { meldIsSet } from './rules/melds.ts';
import { seatName } from './rules/names.ts';
import { MATCH_TARGET, totals } from './rules/result.ts';
import {
  faceValue,
  type Power,
  powerOf,
  powerTile,
  SUIT_SYMBOLS,
  type Suit,
  suitOf,
  type TileId,
  tileName,
} from './rules/tiles.ts';
import { narrate } from './text/narrate.ts';
import type { DigitDashMove, DigitDashView, HiddenTile, Meld, ViewTile } from './types.ts';

type Paint = (s: string) => string;

function suitColour(suit: Suit, style: TextStyle): Paint {
  switch (suit) {
    case 'circle':
      return style.red;
    case 'square':
      return style.blue;
    case 'triangle':
      return style.green;
    case 'hexagon':
      return style.yellow;
  }
}

/** A tile as the viewer sees it: `7▲`, `Swap●`, or a hidden tile's shape alone. */
export function tileText(tile: ViewTile | HiddenTile, style: TextStyle): string {
  if (typeof tile !== 'number') return style.dim(suitColour(tile.suit, style)(SUIT_SYMBOLS[tile.suit]));
  const paint = suitColour(suitOf(tile), style);
  return powerOf(tile) === null ? paint(tileName(tile)) : style.bold(paint(tileName(tile)));
}

const tilesText = (tiles: readonly (ViewTile | HiddenTile)[], style: TextStyle) =>
  tiles.length === 0 ? style.dim('none') : tiles.map((t) => tileText(t, style)).join(' ');

/**
 * A meld with its kind and who placed its tiles, each stretch of one
 * player's tiles followed by their name: `run 3● 4● (Player 1) 5● (Player 2)`.
 */
function meldText(meld: Meld, style: TextStyle): string {
  const kind = meldIsSet(meld.tiles) ? 'set' : 'run';
  const parts: string[] = [];
  meld.tiles.forEach((t, i) => {
    const by = itemAt(meld.by, i);
    parts.push(tileText(t, style));
    if (meld.by[i + 1] !== by) parts.push(style.gray(`(${seatName(by)})`));
  });
  return `${kind} ${parts.join(' ')}`;
}

/** What each player has placed on the table, by the values credited to them (DD-9). */
function placedValue(view: DigitDashView, player: number): number {
  let sum = 0;
  for (const meld of view.table) {
    meld.tiles.forEach((t, i) => {
      if (meld.by[i] === player) sum += faceValue(t);
    });
  }
  return sum;
}

function render(view: DigitDashView, style: TextStyle): string {
  const lines = [header(view, style)];
  if (view.options.match) lines.push(matchLine(view, style));
  lines.push(`stockpile ${view.stockpile.length}: ${suitCounts(view.stockpile, style)}`);
  if (view.powerDiscards.length > 0)
    lines.push(`power tiles played: ${tilesText(view.powerDiscards, style)}`);
  lines.push(style.bold('table'));
  if (view.table.length === 0) lines.push(`  ${style.dim('no melds yet')}`);
  view.table.forEach((meld, i) => {
    lines.push(`  ${style.cyan(`[${i + 1}]`)} ${meldText(meld, style)}`);
  });
  for (let p = 0; p < view.players; p++) lines.push(playerLine(view, p, style));
  const note = phaseNote(view, style);
  if (note) lines.push(style.cyan(note));
  return lines.join('\n');
}

function header(view: DigitDashView, style: TextStyle): string {
  const game = view.options.match ? ` · game ${view.games.length + (view.phase === 'over' ? 0 : 1)}` : '';
  const turn =
    view.phase === 'deal' || view.phase === 'over'
      ? ''
      : ` · turn ${view.turnNumber}, ${seatName(view.turn)}`;
  return style.bold(`Digit Dash${game}${turn}`) + quietCount(view, style);
}

/**
 * DD-11's count as it stands this turn: a tile already placed this turn
 * starts it again, and at the end of the game there is nothing left to
 * count (the note below the table says how the game ended). A player reads
 * no ruling code.
 */
function quietCount(view: DigitDashView, style: TextStyle): string {
  if (view.phase === 'over' || view.phase === 'deal') return '';
  const quiet = view.placedThisTurn ? 0 : view.quietTurns;
  return style.dim(` · ${quiet}/${view.options.blockLimit} quiet turns`);
}

/** Who acts now: the chosen player while a Swap waits for their reveal (DD-7), else whose turn it is. */
function acting(view: DigitDashView): Player | null {
  if (view.phase === 'over' || view.phase === 'deal') return null;
  return view.phase === 'swapReveal' && view.swap ? view.swap.target : view.turn;
}

function matchLine(view: DigitDashView, style: TextStyle): string {
  const sums = totals(view.players, view.games);
  return `match to ${view.options.target ?? MATCH_TARGET}: ${sums.map((t, p) => `${seatName(p)} ${style.bold(String(t))}`).join(' · ')}`;
}

function suitCounts(tiles: readonly HiddenTile[], style: TextStyle): string {
  const counts = new Map<Suit, number>();
  for (const t of tiles) counts.set(t.suit, (counts.get(t.suit) ?? 0) + 1);
  const parts = [...counts].map(([suit, n]) => `${tileText({ hidden: true, suit }, style)}×${n}`);
  return parts.length > 0 ? parts.join(' ') : style.dim('empty');
}

function playerLine(view: DigitDashView, p: number, style: TextStyle): string {
  const you = view.viewer === p ? ' (you)' : '';
  const mark = acting(view) === p ? style.yellow('▶ ') : '  ';
  const hand = itemAt(view.hands, p);
  const notes = [`${hand.length} ${hand.length === 1 ? 'tile' : 'tiles'}`, `placed ${placedValue(view, p)}`];
  if (view.skipped[p]) notes.push(style.red('skips next turn'));
  return `${mark}${style.bold(`${seatName(p)}${you}`)}: ${tilesText(hand, style)} ${style.dim(`(${notes.join(', ')})`)}`;
}

/** What the game waits for, in words. */
function phaseNote(view: DigitDashView, style: TextStyle): string {
  // "you keep one" for the viewer, "Player 2 keeps one" for anyone else.
  const says = (p: number, you: string, they: string) =>
    view.viewer === p ? `you ${you}` : `${seatName(p)} ${they}`;
  switch (view.phase) {
    case 'play':
      return view.powerThisTurn
        ? `${says(view.turn, 'may', 'may')} meld, lay off, or end the turn (the power tile was the discard)`
        : `${says(view.turn, 'may', 'may')} meld, lay off, play a power tile; then discard`;
    case 'swapReveal':
      return `Swap: ${says(view.swap?.target ?? 0, 'must', 'must')} reveal tiles to ${seatName(view.turn)}`;
    case 'swapExchange':
      return `Swap: revealed ${tilesText(view.swap?.revealed ?? [], style)}; ${says(view.turn, 'give one tile and take one', 'gives one tile and takes one')}`;
    case 'peekKeep':
      return `Peek: ${tilesText(view.peeked, style)}; ${says(view.turn, 'keep', 'keeps')} one`;
    case 'over':
      return gameOverNote(view);
    default:
      return '';
  }
}

function gameOverNote(view: DigitDashView): string {
  const last = view.games[view.games.length - 1];
  if (!last) return '';
  const end =
    last.ending === 'out'
      ? `${seatName(last.player)} went out`
      : `blocked: ${view.options.blockLimit} turns in a row without a tile reaching the table`;
  return `${end}. Scores: ${last.scores.map((s, p) => `${seatName(p)} ${s}`).join(' · ')}`;
}

function menuPath(move: DigitDashMove, view: DigitDashView, style: TextStyle): readonly string[] {
  const t = (tile: TileId) => tileText(tile, style);
  const power = (p: Power) => t(powerTile(p));
  switch (move.type) {
    case 'draw':
      return ['Draw a tile'];
    case 'meld':
      return ['Meld', `${meldIsSet(move.tiles) ? 'set' : 'run'} ${move.tiles.map(t).join(' ')}`];
    case 'layOff': {
      const meld = view.table[move.meld];
      return ['Lay off', t(move.tile), `on [${move.meld + 1}] ${meld ? meld.tiles.map(t).join(' ') : ''}`];
    }
    case 'swap':
      return ['Power', power('swap'), `with ${seatName(move.target)}`];
    case 'steal':
      return ['Power', power('steal'), `take ${t(move.tile)}`];
    case 'skip':
      return ['Power', power('skip'), `skip ${seatName(move.target)}`];
    case 'peek':
      return ['Power', power('peek')];
    case 'reveal':
      // One tile per level, so choosing 3 of 10 tiles is three short menus, not a list of 120.
      return [
        'Reveal to the swapper',
        ...move.tiles.map((tile, i) => `${i === 0 ? 'show' : 'and'} ${t(tile)}`),
      ];
    case 'exchange':
      return [`Give ${t(move.give)}`, `take ${t(move.take)}`];
    case 'keep':
      return ['Keep', t(move.tile)];
    case 'discard':
      return ['Discard', t(move.tile)];
    case 'endTurn':
      return ['End turn'];
    default:
      return ['Chance', move.type];
  }
}

export const text: TextUi<DigitDashView, DigitDashMove> = { render, narrate, menuPath };
