/**
 * Where an aim leads, for the board's shot preview: the shot played from the
 * position the player sees, as the rules play it, executed exactly as aimed
 * (no execution error; a die dropped from the hand falls upright, since how
 * it tumbles is chance's). The answer is the position after it, whose `last`
 * trajectory the board plays as a film. It runs the physics, so it is a
 * worker's work (the web's preview worker), never a page's; the position it
 * gives is a preview only, never a move.
 */
import { CHANCE, fail, type GameError, ok, type Player, type Result } from '@gameshelf/engine';
import { determinize } from './determinize.ts';
import { smashdodes } from './game.ts';
import { expectedChance } from './rules/apply.ts';
import { TUMBLE_SCALE } from './rules/chance.ts';
import type { Execute, SmashMove, SmashView } from './types.ts';
import { view } from './view.ts';

/** The execution of a shot exactly as aimed; a die from the hand upright (the identity turn). */
export function exactExecution(fromHand: boolean): Execute {
  const none = { type: 'execute', aim: 0, power: 0, dx: 0, dz: 0 } as const;
  return fromHand ? { ...none, tumble: [0, 0, 0, TUMBLE_SCALE] } : none;
}

export function previewShot(seen: SmashView, player: Player, move: SmashMove): Result<SmashView, GameError> {
  if (move.type !== 'drop' && move.type !== 'attack')
    return fail('move/illegal', 'only a drop-roll or an attack can be previewed');
  const aimed = smashdodes.apply(determinize(seen, player), player, move);
  if (!aimed.ok) return aimed;
  const expected = expectedChance(aimed.value);
  if (expected !== 'fromHand' && expected !== 'fromBoard')
    return fail('move/illegal', 'this move is not a shot the table executes');
  const shot = smashdodes.apply(aimed.value, CHANCE, exactExecution(expected === 'fromHand'));
  if (!shot.ok) return shot;
  return ok(view(shot.value, player));
}
