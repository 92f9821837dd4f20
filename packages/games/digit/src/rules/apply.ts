/**
 * Applying a move: every check, in the order the contract asks (is the game
 * over, may this actor act, is the move legal), then the rules. Bad input
 * gets a coded error and changes nothing.
 */
import { type Actor, CHANCE, fail, type GameError, ok, type Result } from '@gameshelf/engine';
import type { DigitMove, DigitState, StickMove } from '../types.ts';
import { applyDeal, applyDraw } from './chance.ts';
import { findMove, nextLayout } from './geometry/layouts.ts';
import { actors, tableLayout } from './legal.ts';
import { afterMove } from './turn.ts';

const show = (stick: readonly number[]) => `(${stick[0]},${stick[1]})-(${stick[2]},${stick[3]})`;

export function apply(s: DigitState, actor: Actor, move: DigitMove): Result<DigitState, GameError> {
  const now = actors(s);
  if (now.kind === 'over') return fail('move/game-over', 'the game is over');
  const isChanceMove = move.type === 'deal' || move.type === 'draw';
  if (actor === CHANCE) {
    if (now.kind !== 'chance' || !isChanceMove) return fail('move/not-your-turn', 'chance may not act now');
    if (move.type === 'deal') {
      return s.phase.type === 'deal'
        ? applyDeal(s, move.start, move.hands)
        : fail('move/illegal', 'no deal is due');
    }
    return applyDraw(s, move.card);
  }
  if (isChanceMove) return fail('move/not-your-turn', 'only chance deals and draws cards');
  if (now.kind !== 'players' || !now.players.includes(actor)) {
    return fail('move/not-your-turn', `player ${actor + 1} may not act now`);
  }
  return applyStickMove(s, move);
}

function applyStickMove(s: DigitState, move: StickMove): Result<DigitState, GameError> {
  const layout = tableLayout(s);
  const k = findMove(layout, move.from, move.to);
  if (k !== undefined) return ok(afterMove(s, nextLayout(layout, k)));
  return fail('move/illegal', whyNot(s, move));
}

/** A person-readable reason a stick move is refused (DG-4). */
function whyNot(s: DigitState, move: StickMove): string {
  const has = (stick: readonly number[]) => s.figure.some((f) => f.every((v, i) => v === stick[i]));
  if (!has(move.from)) return `there is no stick on ${show(move.from)}`;
  if (has(move.to)) return `${show(move.to)} already has a stick: a stick must go to a new, empty edge`;
  return `moving ${show(move.from)} to ${show(move.to)} would not leave one connected figure`;
}
