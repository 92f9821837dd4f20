/**
 * Smashdodes tells its log (`TextUi.narrate`): the roll-off, each shot as
 * aimed, and how the table executed it (SD-13). A die is named by its label
 * (`A-d8a`: player 1's dice are A, player 2's B), as the table and the typed
 * shots name it. On the last entry of a turn, what the shot led to (SD-8 to
 * SD-12): what it touched first, a forfeit or a miss, each die knocked out,
 * sent back or landed, who shoots first, and the end of the game.
 * Words from `locales/`.
 */
import {
  isRecord,
  type Narrate,
  type NarrationContext,
  type SeenEntry,
  seatWords,
  type Translate,
} from '@gameshelf/engine';
import { d20Index, dieLabel } from '../rules/dice.ts';
import type { Change, SmashView } from '../types.ts';
import { heading } from './heading.ts';

type Context = NarrationContext<SmashView>;

const die = (value: unknown) => (typeof value === 'number' ? dieLabel(value) : '?');
/** A signed number with fixed decimals: `+0.12`. */
const signed = (value: number, digits: number) => `${value >= 0 ? '+' : ''}${value.toFixed(digits)}`;

export const narrate: Narrate<SmashView> = (entry, context, t) => {
  const lines = moveLines(entry, context, t);
  if (context.last) lines.push(...turnEnd(entry, context, t));
  return lines;
};

function moveLines(entry: SeenEntry, context: Context, t: Translate): string[] {
  const move = isRecord(entry.move) ? entry.move : {};
  const who = seatWords(context.seats, entry.player);
  switch (move.type) {
    case 'rollOff': {
      const [a, b] = Array.isArray(move.rolls) ? move.rolls : [];
      const line = t('log.rollOff', {
        first: seatWords(context.seats, 0),
        a,
        second: seatWords(context.seats, 1),
        b,
      });
      return a === b ? [line, t('log.rollOffTie')] : [line];
    }
    case 'drop':
      return [t('log.drop', { who, die: die(move.die), x: move.x, z: move.z, height: move.height })];
    case 'attack': {
      const velocity = Array.isArray(move.velocity) ? move.velocity.filter((v) => typeof v === 'number') : [];
      const { speed, degrees } = heading(velocity);
      const words = { who, die: die(move.die), target: die(move.target), speed, degrees, lift: move.lift };
      return [t(typeof move.lift === 'number' && move.lift > 0 ? 'log.attackLifted' : 'log.attack', words)];
    }
    case 'skip':
      return [t('log.skip', { who })];
    case 'execute':
      return [executeLine(move, t)];
    default:
      return [t('log.unknown', { who })];
  }
}

/** SD-13: how far the table's execution strayed from the shot as aimed (hundredths of a degree and of a percent). */
function executeLine(move: Readonly<Record<string, unknown>>, t: Translate): string {
  const aim = typeof move.aim === 'number' ? move.aim / 100 : 0;
  const power = typeof move.power === 'number' ? move.power / 100 : 0;
  if (aim === 0 && power === 0) return t('log.exact');
  return t('log.execute', { aim: signed(aim, 2), power: signed(power, 1) });
}

/** What a shot led to, told on the last entry of its turn (the execution, chance's). */
function turnEnd(entry: SeenEntry, context: Context, t: Translate): string[] {
  const { after } = context;
  if (!after) return [];
  const type = isRecord(entry.move) ? entry.move.type : undefined;
  const seat = (player: unknown) => seatWords(context.seats, player);
  const lines: string[] = [];
  const last = after.last;
  const shot = last?.shot;
  // The shot the turn ended with, executed by chance (a skip shoots nothing).
  if (last && shot && type === 'execute') {
    const shooter = shot.type === 'refereeDrop' ? dieLabel(14) : dieLabel(shot.die);
    // A drop that touches nothing is the usual drop; an attack that does is a miss (SD-9).
    if (last.firstContact !== null)
      lines.push(t('log.firstContact', { die: shooter, target: dieLabel(last.firstContact) }));
    else if (shot.type === 'attack') lines.push(t('log.touchedNothing', { die: shooter }));
    if (last.forfeit) lines.push(t('log.forfeit'));
    if (last.miss > 0 && last.miss < 3) lines.push(t('log.miss', { miss: last.miss, die: shooter }));
    lines.push(...last.changes.map((change) => changeLine(change, after, context, t)));
  }
  const stage = after.stage;
  // The roll-off, or the Referee's drop after it, names the first shooter (SD-6, SD-12).
  const decides = type === 'rollOff' || (type === 'execute' && last?.shooter === 'referee');
  if (stage.kind === 'turn' && decides) lines.push(t('log.first', { who: seat(stage.player) }));
  if (stage.kind === 'over') {
    const loser = 1 - stage.winner;
    const bothOut = [0, 1].every((p) => after.dice[d20Index(p)]?.place.at === 'ko');
    lines.push(
      bothOut
        ? t('log.bothOut', { who: seat(stage.winner), loser: seat(loser) })
        : t('log.won', { who: seat(stage.winner), die: dieLabel(d20Index(loser)) }),
    );
  }
  return lines;
}

/** Where a die went in the shot, and why (SD-8, SD-9, SD-11, SD-12). */
function changeLine(change: Change, after: SmashView, context: Context, t: Translate): string {
  const label = dieLabel(change.die);
  const owner = after.dice[change.die]?.owner;
  const place = after.dice[change.die]?.place;
  switch (change.to) {
    case 'ko':
      return t(`log.out.${change.why === 'misses' || change.why === 'referee' ? change.why : 'oob'}`, {
        die: label,
      });
    case 'hand':
      return t(change.why === 'voided' ? 'log.handVoided' : 'log.hand', {
        die: label,
        who: seatWords(context.seats, owner),
      });
    case 'centre':
      return t('log.centre', { die: label });
    case 'play':
      return place?.at === 'play'
        ? t('log.landed', { die: label, value: place.value ?? t('log.blank') })
        : t('log.moved', { die: label });
  }
}
