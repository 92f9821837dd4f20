/**
 * DIGIT tells its log (`TextUi.narrate`): each move as the viewer saw it. A
 * stick move names the edge the stick left and the edge it took in the
 * coordinates of the table after the move (the table slides the figure back
 * to its corner, and the boards number their axes from there), and the card
 * the figure now shows; right after it, what the move led to: a card laid
 * down, scored or discarded, a card that left another player's hand (DG-5),
 * another move (DG-6, DG-7), a Solitaire penalty point. On the last entry of
 * a turn, the end of a game with its scores; a game's end is told where the
 * next game is dealt, before the deal. Words from `locales/`.
 */
import {
  isRecord,
  type Narrate,
  type NarrationContext,
  type SeenEntry,
  seatWords,
  type Translate,
} from '@gameshelf/engine';
import type { Stick } from '../rules/geometry/edge.ts';
import { findMove, layoutOf } from '../rules/geometry/layouts.ts';
import { type Rating, rating } from '../rules/result.ts';
import type { DigitView } from '../types.ts';
import { extent, showStick } from './draw.ts';

type Context = NarrationContext<DigitView>;

/** The locale key of each Solitaire rating (DG-7). */
const RATING_KEYS: Readonly<Record<Rating, string>> = {
  exceptional: 'exceptional',
  'very good': 'veryGood',
  good: 'good',
  satisfactory: 'satisfactory',
  'needs practice': 'needsPractice',
};

function isStick(value: unknown): value is Stick {
  return Array.isArray(value) && value.length === 4 && value.every((n) => typeof n === 'number');
}

const sameStick = (a: Stick, b: Stick) => a.every((v, i) => v === b[i]);
const shifted = (s: Stick, dx: number, dy: number): Stick => [s[0] + dx, s[1] + dy, s[2] + dx, s[3] + dy];

export const narrate: Narrate<DigitView> = (entry, context, t) => {
  const move = isRecord(entry.move) ? entry.move : {};
  const lines = move.type === 'deal' ? dealLines(move, context, t) : moveLines(entry, move, context, t);
  // Where a card went is settled by the stick move, before the draw after it: told right after the
  // move. The end of a game comes last (in Solitaire, with the last card drawn).
  if (entry.player !== 'chance') lines.push(...cardLines(context, t));
  if (context.last) lines.push(...turnEnd(move.type, context, t));
  return lines;
};

function moveLines(
  entry: SeenEntry,
  move: Readonly<Record<string, unknown>>,
  context: Context,
  t: Translate,
): string[] {
  const who = seatWords(context.seats, entry.player === 'chance' ? context.mover : entry.player);
  switch (move.type) {
    case 'move':
      return [stickMove(who, move.from, move.to, context, t)];
    case 'draw':
      return [
        typeof move.card === 'number'
          ? t('log.drawn', { who, card: move.card })
          : t('log.drawnHidden', { who }),
      ];
    default:
      return [t('log.unknown', { who })];
  }
}

/**
 * A stick move in the coordinates of the table after it: the figure with the
 * stick moved, slid back to its corner (0, 0), as the table keeps it.
 */
function stickMove(who: string, from: unknown, to: unknown, context: Context, t: Translate): string {
  const figure = context.before?.figure;
  const layout = figure ? layoutOf(figure) : undefined;
  const k = layout && isStick(from) && isStick(to) ? findMove(layout, from, to) : undefined;
  if (!figure || !layout || k === undefined || !isStick(from) || !isStick(to))
    return t('log.moveStick', { who });
  const moved = figure.map((s) => (sameStick(s, from) ? to : s));
  const { x0, y0 } = extent(moved);
  return t('log.move', {
    who,
    from: showStick(shifted(from, -x0, -y0)),
    to: showStick(shifted(to, -x0, -y0)),
    card: layout.nextCard[k],
  });
}

/** A new game: the last one's end first (the deal is the last entry of the turn that ended it), then the deal. */
function dealLines(move: Readonly<Record<string, unknown>>, context: Context, t: Translate): string[] {
  const { after } = context;
  const lines = after && after.game > 0 ? gameEnd(after, after.game - 1, context, t) : [];
  const start = move.start;
  lines.push(
    after && after.options.games > 1
      ? t('log.dealOf', { game: after.game + 1, games: after.options.games, card: start })
      : t('log.deal', { card: start }),
  );
  const hands = Array.isArray(move.hands) ? move.hands : [];
  hands.forEach((hand, p) => {
    if (Array.isArray(hand) && hand.length > 0 && hand.every((c) => typeof c === 'number'))
      lines.push(
        t('log.hand', {
          who: seatWords(context.seats, p),
          cards: hand.map((card) => t('log.card', { card })).join(', '),
        }),
      );
  });
  return lines;
}

/** The end of game `index` (from 0): its scores as the version counts them. */
function gameEnd(view: DigitView, index: number, context: Context, t: Translate): string[] {
  const scores = view.finished[index];
  if (!scores) return [];
  if (view.options.version === 'solitaire') {
    const points = scores[0] ?? 0;
    return [t('log.solitaireOver', { points, rating: t(`log.rating.${RATING_KEYS[rating(points)]}`) })];
  }
  const listed = scores
    .map((points, p) => t('log.score', { who: seatWords(context.seats, p), points }))
    .join(', ');
  return [
    t(view.options.version === 'standard' ? 'log.gameOverMinus' : 'log.gameOverPoints', {
      game: index + 1,
      scores: listed,
    }),
  ];
}

/** The end of a game, told on the last entry of its turn (a deal tells the end of the game before it). */
function turnEnd(type: unknown, context: Context, t: Translate): string[] {
  const { after } = context;
  if (!after || type === 'deal' || after.phase.type !== 'over') return [];
  return gameEnd(after, after.finished.length - 1, context, t);
}

/** Cards that went to a pile with a move: the mover's (laid, scored or discarded), or another player's (DG-5). */
function cardLines(context: Context, t: Translate): string[] {
  const { before, after, mover } = context;
  if (!before || !after || before.game !== after.game) return [];
  const lines: string[] = [];
  let mine = false;
  after.piles.forEach((pile, p) => {
    for (const card of pile.slice(before.piles[p]?.length ?? 0)) {
      const who = seatWords(context.seats, p);
      mine ||= p === mover;
      lines.push(t(p === mover ? `log.laid.${after.options.version}` : 'log.cardLeaves', { who, card }));
    }
  });
  // DG-6, DG-7: a match of your own card gives you another move.
  if (mine && after.options.version !== 'standard' && after.phase.type === 'move' && after.turn === mover)
    lines.push(t('log.again', { who: seatWords(context.seats, mover) }));
  if (after.penalty > before.penalty) lines.push(t('log.penalty', { penalty: after.penalty }));
  return lines;
}
