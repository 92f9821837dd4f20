/**
 * DIGIT in a terminal: the table as one viewer sees it, and menu paths (the
 * log in words is `text/narrate.ts`). A stick move is found in two steps: first the stick (by its letter
 * A-E on the drawing), then the edge it goes to (by the coordinates of its
 * end points, read off the axes). An edge that makes one of your cards, or a
 * card you can see, says so.
 */
import { itemAt, type TextStyle, type TextUi } from '@gameshelf/engine';
import { DECK } from './rules/geometry/deck.ts';
import type { Stick } from './rules/geometry/edge.ts';
import { findMove, layoutOf } from './rules/geometry/layouts.ts';
import { rating, totals } from './rules/result.ts';
import { drawSticks, extent, showStick, sideBySide } from './text/draw.ts';
import { narrate } from './text/narrate.ts';
import type { CardId, DigitMove, DigitView } from './types.ts';

export const STICK_LABELS = ['A', 'B', 'C', 'D', 'E'] as const;

/** Seats are shown as Player 1, Player 2, ... as the log names them. */
const who = (p: number) => `Player ${p + 1}`;
const glyph = (s: Stick) => (s[1] === s[3] ? '─' : '│');

/** A card as a titled drawing. */
export function cardBlock(card: CardId, style: TextStyle, mark = ''): string[] {
  const drawing = drawSticks(DECK[card - 1]?.edges ?? [], { cell: 3, dot: ' ' });
  return [style.bold(`#${card}`) + mark, ...drawing];
}

/** The table's figure with its sticks lettered A-E, the ring of edges around it, and axes. */
export function tableDrawing(figure: readonly Stick[], style: TextStyle): string[] {
  if (figure.length === 0) return ['(no figure yet)'];
  const e = extent(figure);
  const bounds = { x0: e.x0 - 1, y0: e.y0 - 1, x1: e.x1 + 1, y1: e.y1 + 1 };
  const rows = drawSticks(figure, { cell: 4, dot: style.gray('·'), labels: STICK_LABELS, bounds });
  // Each column number ends right above its points (so "-1" leans left).
  const header = new Array<string>(4 + (bounds.x1 - bounds.x0) * 4 + 1).fill(' ');
  for (let x = bounds.x0; x <= bounds.x1; x++) {
    const label = String(x);
    const end = 4 + (x - bounds.x0) * 4;
    for (const [i, digit] of [...label].entries()) header[end - label.length + 1 + i] = digit;
  }
  return [
    style.dim(header.join('').trimEnd()),
    ...rows.map(
      (row, i) => (i % 2 === 0 ? style.dim(String(bounds.y0 + i / 2).padStart(3)) : '   ') + ` ${row}`,
    ),
  ];
}

function cardOwner(view: DigitView, card: CardId): string | undefined {
  const p = view.hands.findIndex((hand) => hand.includes(card));
  if (p < 0) return undefined;
  return p === view.viewer ? 'your card' : `${who(p)}'s card`;
}

function headline(view: DigitView): string {
  const { version, open, games } = view.options;
  const name =
    version === 'solitaire'
      ? 'DIGIT Solitaire'
      : `${open ? 'Open ' : ''}DIGIT ${version === 'plus' ? 'Plus' : 'Standard'}`;
  const game = games > 1 ? ` · game ${view.game + 1} of ${games}` : '';
  return `${name}${game} · deck ${view.deckSize} · ${view.moves} moves`;
}

function prompt(view: DigitView, style: TextStyle): string {
  const p = view.phase;
  switch (p.type) {
    case 'deal':
      return 'Dealing…';
    case 'draw':
      return `${who(view.turn)} draws ${p.count === 1 ? 'a card' : `${p.count} cards`}`;
    case 'over':
      return style.bold('The game is over');
    case 'move': {
      const again = view.matched > 0 ? ` (again: ${view.matched} matched this turn)` : '';
      return style.bold(`${who(view.turn)} to move a stick${again}`);
    }
  }
}

function handLines(view: DigitView, p: number, style: TextStyle): string[] {
  const hand = itemAt(view.hands, p);
  const pile = view.piles[p]?.length ?? 0;
  const pileWord =
    view.options.version === 'plus'
      ? 'score pile'
      : view.options.version === 'solitaire'
        ? 'discarded'
        : 'laid down';
  const title =
    view.options.version === 'solitaire'
      ? 'Face-up cards'
      : p === view.viewer
        ? `Your hand (${who(p)})`
        : who(p);
  const head = `${title}: ${hand.length} card${hand.length === 1 ? '' : 's'} · ${pileWord} ${pile}`;
  if (hand.every((c) => typeof c !== 'number')) return [head];
  const blocks = hand.flatMap((c) => (typeof c === 'number' ? [cardBlock(c, style)] : []));
  return [head, ...sideBySide(blocks).map((l) => `  ${l}`)];
}

function scoreLine(view: DigitView): string {
  if (view.options.version === 'solitaire') {
    const score = -view.penalty;
    return `Score ${score} (${rating(score)})`;
  }
  if (view.finished.length === 0) return '';
  const unit = view.options.version === 'standard' ? 'minus points' : 'points';
  return `Totals (${unit}): ${totals(view)
    .map((t, p) => `${who(p)} ${t}`)
    .join(', ')}`;
}

export function render(view: DigitView, style: TextStyle): string {
  const lines = [style.bold(headline(view))];
  if (view.start !== null) lines.push(`Start card #${view.start}`);
  lines.push('', ...tableDrawing(view.figure, style), '');
  const layout = layoutOf(view.figure);
  if (layout)
    lines.push(`Figure: card #${layout.card} · ${cardOwner(view, layout.card) ?? 'no card in sight'}`);
  for (let p = 0; p < view.players; p++) lines.push(...handLines(view, p, style));
  const score = scoreLine(view);
  if (score) lines.push(score);
  lines.push('', prompt(view, style));
  return lines.join('\n');
}

export function menuPath(move: DigitMove, view: DigitView, _style: TextStyle): readonly string[] {
  if (move.type !== 'move') return [move.type];
  const i = view.figure.findIndex((s) => s.every((v, j) => v === move.from[j]));
  const stick = `Stick ${STICK_LABELS[i] ?? '?'} ${glyph(move.from)} ${showStick(move.from)}`;
  const layout = layoutOf(view.figure);
  const k = layout ? findMove(layout, move.from, move.to) : undefined;
  const card = layout && k !== undefined ? layout.nextCard[k] : undefined;
  const owner = card === undefined ? undefined : cardOwner(view, card);
  return [stick, `to ${glyph(move.to)} ${showStick(move.to)}${owner ? ` = ${owner} #${card}` : ''}`];
}

export const digitText: TextUi<DigitView, DigitMove> = { render, narrate, menuPath };
