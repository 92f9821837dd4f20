/**
 * Applying a move: every check, in the order the contract asks (is the game
 * over, may this actor act, is the move legal), then the rules. Bad input
 * gets a coded error and changes nothing.
 */
import { type Actor, CHANCE, fail, failWith, type GameError, ok, type Result } from '@gameshelf/engine';
import type { DigitMove, DigitState, StickMove } from '../types.ts';
import { applyDeal, applyDraw } from './chance.ts';
import { findMove, nextLayout } from './geometry/layouts.ts';
import { actors, tableLayout } from './legal.ts';
import { refused } from './refusals.ts';
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
  return failWith(whyNot(s, move));
}

/** Why a stick move is refused (DG-4), with its reason. */
function whyNot(s: DigitState, move: StickMove): GameError {
  const has = (stick: readonly number[]) => s.figure.some((f) => f.every((v, i) => v === stick[i]));
  const sticks = { from: show(move.from), to: show(move.to) };
  if (!has(move.from)) return refused('noStick', sticks);
  if (has(move.to)) return refused('edgeTaken', sticks);
  return refused('notConnected', sticks);
}
