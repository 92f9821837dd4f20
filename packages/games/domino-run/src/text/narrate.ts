/**
 * Domino Run tells its log (`TextUi.narrate`): each move and chance step,
 * a tile written `3:5`. After the player's move, what it led to:
 * keys claimed (DR-6), the enemy's move, a key it knocked out or the runner
 * caught and what that costs (DR-8), and the end of the run, escaped or lost
 * (DR-10). Words from `locales/`.
 */
import {
  isRecord,
  type Narrate,
  type NarrationContext,
  type SeenEntry,
  seatWords,
  type Translate,
} from '@gameshelf/engine';
import { enemyStride } from '../rules/enemy.ts';
import { slotTile } from '../rules/line.ts';
import { canBeAbility, high, isTile, low, tileLabel } from '../rules/tiles.ts';
import type { DominoRunView, Tile } from '../types.ts';

type Context = NarrationContext<DominoRunView>;

const tileWords = (value: unknown) => (isTile(value) ? tileLabel(value) : '?');
const numbers = (value: unknown) =>
  Array.isArray(value) ? value.filter((n) => typeof n === 'number').join(', ') : '';

export const narrate: Narrate<DominoRunView> = (entry, context, t) => {
  const lines = moveLines(entry, context, t);
  // Everything a turn leads to is settled by the player's move (the enemy moves inside it), before
  // the chance steps that follow (the refill, the next roll): so it is told right after the move.
  if (entry.player !== 'chance') lines.push(...turnEnd(entry, context, t));
  return lines;
};

function moveLines(entry: SeenEntry, context: Context, t: Translate): string[] {
  const move = isRecord(entry.move) ? entry.move : {};
  const who = seatWords(context.seats, entry.player === 'chance' ? (context.mover ?? 0) : entry.player);
  switch (move.type) {
    case 'place':
      return [t('log.place', { tile: tileWords(move.tile) })];
    case 'roll': {
      const dice = numbers(move.dice);
      return [
        context.after ? t('log.rollTurn', { turn: context.after.turn, dice }) : t('log.roll', { dice }),
      ];
    }
    case 'drawAbility':
      return [
        isTile(move.tile) && canBeAbility(move.tile)
          ? t('log.abilityFound', {
              who,
              tile: tileLabel(move.tile),
              low: low(move.tile),
              high: high(move.tile),
            })
          : t('log.abilitySetAside', { who, tile: tileWords(move.tile) }),
      ];
    case 'mulligan':
      return [t('log.mulligan', { who })];
    case 'keep':
      return [t('log.keep', { who })];
    case 'useDie':
      return [t('log.useDie', { who, face: move.face, count: Number(move.spaces) })];
    case 'combineDice':
      return [t('log.combineDice', { who, dice: numbers(move.faces), count: Number(move.spaces) })];
    case 'convertDie':
      return [
        t('log.convertDie', {
          who,
          ability: tileWords(move.ability),
          low: isTile(move.ability) ? low(move.ability) : '?',
          high: isTile(move.ability) ? high(move.ability) : '?',
        }),
      ];
    case 'step':
      return [t('log.step', { who })];
    case 'endMove':
      return [t('log.endMove', { who })];
    case 'chooseTreasure':
      return [t(move.treasure === 'die' ? 'log.chooseDie' : 'log.chooseAbility', { who })];
    case 'sacrificeDie':
      return [t('log.sacrificeDie', { who })];
    case 'sacrificeAbility':
      return [t('log.sacrificeAbility', { who, ability: tileWords(move.ability) })];
    default:
      return [t('log.unknown', { who })];
  }
}

/** The claimed keys: face down in the line, or knocked out and kept (DR-6, DR-8). */
function claimed(view: DominoRunView): Tile[] {
  const inLine = view.line.flatMap((slot) => {
    const tile = slot.kind === 'tile' && slot.faceDown ? slotTile(slot) : null;
    return tile === null ? [] : [tile];
  });
  return [...inLine, ...view.keys];
}

/** What the player's move led to, from the views where its turn began and ended. */
function turnEnd(entry: SeenEntry, context: Context, t: Translate): string[] {
  const { before, after } = context;
  if (!before || !after) return [];
  const who = seatWords(context.seats, 0);
  const had = claimed(before);
  const lines = claimed(after)
    .filter((key) => !had.includes(key))
    .map((key) => t('log.keyClaimed', { who, key: tileLabel(key) }));
  if (isRecord(entry.move) && entry.move.type === 'endMove') lines.push(...enemyLines(before, after, who, t));
  if (after.phase === 'won' && before.phase !== 'won') lines.push(t('log.won', { who, turn: after.turn }));
  if (after.phase === 'lost' && after.loss === 'time') lines.push(t('log.outOfTime', { who }));
  return lines;
}

/** DR-8: the enemy steps its stride, unless it catches the runner or knocks a key out first. */
function enemyLines(before: DominoRunView, after: DominoRunView, who: string, t: Translate): string[] {
  if (after.timesCaught > before.timesCaught)
    return [t('log.caught', { who }), ...caughtCost(before, after, who, t)];
  const knocked = after.keys.filter((key) => !before.keys.includes(key));
  if (knocked.length > 0) return knocked.map((key) => t('log.keyKnocked', { key: tileLabel(key) }));
  return [t('log.enemyMoves', { count: enemyStride(before) })];
}

/** What a catch costs: a treasure the runner chooses, the only one they had, or the run. */
function caughtCost(before: DominoRunView, after: DominoRunView, who: string, t: Translate): string[] {
  if (after.phase === 'caught') return [t('log.caughtPay', { who })];
  if (after.phase === 'lost' && after.loss === 'caught') return [t('log.caughtLost', { who })];
  const abilities = before.abilities.filter((a) => !after.abilities.includes(a));
  return [
    ...(after.pool < before.pool ? [t('log.dieLost', { who })] : []),
    ...abilities.map((ability) => t('log.abilityLost', { who, ability: tileLabel(ability) })),
  ];
}
