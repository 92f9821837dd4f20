/**
 * Double Domino Havoc tells its log (`TextUi.narrate`): each move as the
 * viewer saw it, a domino written `3:5` (a hidden draw is "a domino"). On
 * the last entry of a turn, what the turn led to: a live double, the
 * direction it turned and who must answer it (DH-9, DH-10), a dead double,
 * and the end of a round with its winner and every tray's penalty points
 * (DH-7, DH-12), then the end of the game (DH-11). A round's end is told
 * where the next round is dealt, before the deal. Words from `locales/`.
 */
import {
  isRecord,
  type Narrate,
  type NarrationContext,
  type SeenEntry,
  seatWords,
  type Translate,
} from '@gameshelf/engine';
import { dominoText } from '../rules/dominoes.ts';
import { penaltyTotals } from '../rules/result.ts';
import { shortBy } from '../rules/short.ts';
import type { Domino, HavocView, RoundResult } from '../types.ts';

type Context = NarrationContext<HavocView>;

function isDomino(value: unknown): value is Domino {
  return Array.isArray(value) && value.length === 2 && value.every((x) => typeof x === 'number');
}

/** A domino of a redacted move: `3:5`, or "a domino" when hidden. */
const dominoWords = (value: unknown, t: Translate) =>
  isDomino(value) ? dominoText(value) : t('log.hiddenDomino');

export const narrate: Narrate<HavocView> = (entry, context, t) => {
  const move = isRecord(entry.move) ? entry.move : {};
  const lines = move.type === 'deal' ? dealLines(move, context, t) : moveLines(entry, move, context, t);
  if (context.last) lines.push(...turnEnd(move.type, context, t));
  return lines;
};

function moveLines(
  entry: SeenEntry,
  move: Readonly<Record<string, unknown>>,
  context: Context,
  t: Translate,
): string[] {
  const seat = (player: unknown) => seatWords(context.seats, player);
  const who = seat(entry.player === 'chance' ? context.mover : entry.player);
  const domino = dominoWords(move.domino, t);
  switch (move.type) {
    case 'drawn':
      if (isDomino(move.domino) && move.domino[0] === move.domino[1])
        return [t('log.drawnDouble', { who, domino })];
      return [t('log.drawn', { who, domino })];
    case 'drawBoneyard':
      return [t('log.drawBoneyard', { who })];
    case 'takeDiscard': {
      const slot = context.before?.racks[Number(move.from)]?.slot;
      const from = seat(move.from);
      return [
        slot
          ? t('log.takeDiscard', { who, from, domino: dominoText(slot) })
          : t('log.takeSlot', { who, from }),
      ];
    }
    case 'play':
      return [
        typeof move.open === 'number'
          ? t('log.playFirst', { who, domino, open: move.open })
          : t('log.play', { who, domino }),
      ];
    case 'discard':
      return [discardLine(who, entry.player, domino, context, t)];
    case 'takeDouble':
      return [t('log.takeDouble', { who })];
    case 'replaceDouble':
      // DH-9 (b): with the boneyard empty there is no replacement to draw (the turn's end says so).
      return [
        t(context.before?.boneyard.count === 0 ? 'log.replaceDoubleEmpty' : 'log.replaceDouble', {
          who,
          domino,
        }),
      ];
    case 'pass':
      return [t('log.pass', { who })];
    case 'endTurn':
      return [t('log.endTurn', { who })];
    default:
      return [t('log.unknown', { who })];
  }
}

/** A discard goes into the slot the turn names: the player's own, or that of the player they took from (DH-4). */
function discardLine(who: string, player: unknown, domino: string, context: Context, t: Translate): string {
  const phase = context.before?.phase;
  const slot = phase && (phase.kind === 'play' || phase.kind === 'discard') ? phase.slot : undefined;
  if (slot === undefined) return t('log.discard', { who, domino });
  if (slot === player) return t('log.discardOwn', { who, domino });
  return t('log.discardInto', { who, domino, owner: seatWords(context.seats, slot) });
}

/** A new round: the last one's end first (the deal is the last entry of the turn that ended it), then the deal. */
function dealLines(move: Readonly<Record<string, unknown>>, context: Context, t: Translate): string[] {
  const { after } = context;
  const ended = after?.history[after.round - 1];
  const lines = after && ended ? roundEnd(ended, after.round, context, t) : [];
  lines.push(after ? t('log.deal', { round: after.round + 1 }) : t('log.dealNext'));
  const trays = Array.isArray(move.trays) ? move.trays : [];
  trays.forEach((tray, p) => {
    if (Array.isArray(tray) && tray.every(isDomino))
      lines.push(
        t('log.tray', { who: seatWords(context.seats, p), dominoes: tray.map(dominoText).join(', ') }),
      );
  });
  return lines;
}

function roundEnd(ended: RoundResult, round: number, context: Context, t: Translate): string[] {
  const points = ended.penalties
    .map((pips, p) => t('log.points', { who: seatWords(context.seats, p), pips }))
    .join(', ');
  return [
    ended.winner === null
      ? t('log.roundBlocked', { round })
      : t('log.roundWon', { who: seatWords(context.seats, ended.winner), round }),
    t('log.trayPoints', { points }),
  ];
}

/** DH-9 (b): who went short this turn, and how short they are now. */
function wentShort(
  before: HavocView,
  after: HavocView,
  seat: (p: unknown) => string,
  t: Translate,
): string[] {
  const lines: string[] = [];
  for (let p = 0; p < after.racks.length; p++) {
    const count = shortBy(after, p);
    if (count <= shortBy(before, p)) continue;
    lines.push(count === 1 ? t('log.short', { who: seat(p) }) : t('log.shortAgain', { who: seat(p), count }));
  }
  return lines;
}

/** What the turn led to, told on its last entry (a deal has told its own). */
function turnEnd(type: unknown, context: Context, t: Translate): string[] {
  const { before, after } = context;
  if (!after || type === 'deal') return [];
  const seat = (player: unknown) => seatWords(context.seats, player);
  if (after.phase.kind === 'over') {
    const ended = after.history[after.history.length - 1];
    const totals = penaltyTotals(after.history, after.racks.length)
      .map((pips, p) => t('log.points', { who: seat(p), pips }))
      .join(', ');
    return [
      ...(ended ? roundEnd(ended, after.history.length, context, t) : []),
      t('log.gameOver', { totals }),
    ];
  }
  const lines: string[] = [];
  // DH-9 (b): a replacement the empty boneyard could not give (one turn sends one player short).
  if (before) lines.push(...wentShort(before, after, seat, t));
  if (before && before.direction !== after.direction)
    lines.push(t('log.direction', { direction: t(`log.${after.direction}`) }));
  if (after.phase.kind === 'respond') {
    const double = after.racks[after.phase.owner]?.slot;
    if (double)
      lines.push(t('log.mustAnswer', { who: seat(after.phase.responder), domino: dominoText(double) }));
  } else if (type === 'pass') {
    lines.push(t('log.deadDouble'));
  }
  return lines;
}
