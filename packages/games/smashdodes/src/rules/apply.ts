/**
 * Who acts, and applying a move (SD-6, SD-7, SD-10). A player aims a shot;
 * the state then waits for chance to execute it (SD-13), and applying that
 * chance move runs the physics. Every refusal is a coded error and leaves
 * the state as it was.
 */
import {
  type Actor,
  type Actors,
  CHANCE,
  fail,
  failWith,
  type GameError,
  ok,
  type Result,
} from '@gameshelf/engine';
import { executeRefereeDrop, executeShot } from '#shoot';
import type { Execute, RollOff, SmashMove, SmashState } from '../types.ts';
import { executeRefusal } from './chance.ts';
import { other } from './dice.ts';
import { moveRefusal } from './legal.ts';

/** The Referee's index, when the game has one. */
export const refereeIndex = (state: SmashState): number => state.dice.findIndex((d) => d.role === 'referee');

export function actors(state: SmashState): Actors {
  const s = state.stage;
  if (s.kind === 'over') return { kind: 'over' };
  if (s.kind === 'turn' && s.aimed === null) return { kind: 'players', players: [s.player] };
  return { kind: 'chance' };
}

/** Whether the chance move expected now is a roll-off, or an execution with a tumble (from the hand) or without. */
export function expectedChance(state: SmashState): 'rollOff' | 'fromHand' | 'fromBoard' | null {
  const s = state.stage;
  if (s.kind === 'rollOff') return 'rollOff';
  if (s.kind === 'refereeDrop') return 'fromHand';
  if (s.kind === 'turn' && s.aimed) return s.aimed.type === 'drop' ? 'fromHand' : 'fromBoard';
  return null;
}

/** SD-6: the higher D20 starts; a tie rolls again. */
function applyRollOff(state: SmashState, move: RollOff): Result<SmashState, GameError> {
  const [a, b] = move.rolls;
  if (![a, b].every((r) => r >= 1 && r <= 20)) return fail('move/illegal', 'a D20 rolls 1 to 20');
  const rollOffs = [...state.rollOffs, move.rolls];
  if (a === b) return ok({ ...state, rollOffs });
  const player = a > b ? 0 : 1;
  return ok({ ...state, rollOffs, stage: { kind: 'turn', player, misses: 0, locked: null, aimed: null } });
}

function applyExecute(state: SmashState, move: Execute): Result<SmashState, GameError> {
  const expected = expectedChance(state);
  const refusal = executeRefusal(state, move, expected === 'fromHand');
  if (refusal) return fail('move/illegal', refusal);
  const s = state.stage;
  if (s.kind === 'refereeDrop') return ok(executeRefereeDrop(state, refereeIndex(state), move));
  if (s.kind !== 'turn' || !s.aimed) return fail('move/illegal', 'there is no shot to execute');
  return ok(executeShot({ ...state, stage: { ...s, aimed: null } }, { ...s, aimed: null }, s.aimed, move));
}

function applyChance(state: SmashState, move: SmashMove): Result<SmashState, GameError> {
  const expected = expectedChance(state);
  if (move.type === 'rollOff' && expected === 'rollOff') return applyRollOff(state, move);
  if (move.type === 'execute' && expected !== 'rollOff') return applyExecute(state, move);
  if (move.type === 'rollOff' || move.type === 'execute')
    return fail(
      'move/illegal',
      `chance must ${expected === 'rollOff' ? 'roll off' : 'execute the shot'} now`,
    );
  return fail('move/not-your-turn', 'chance makes no player moves');
}

export function apply(state: SmashState, actor: Actor, move: SmashMove): Result<SmashState, GameError> {
  const s = state.stage;
  if (s.kind === 'over') return fail('move/game-over', 'the game is over');
  if (actors(state).kind === 'chance') {
    if (actor !== CHANCE)
      return fail('move/not-your-turn', 'the dice are rolling: it is chance that acts now');
    return applyChance(state, move);
  }
  // Chance acts in every other stage (`actors`), so a player acts only in a turn.
  if (s.kind !== 'turn') return fail('move/not-your-turn', 'no player acts now');
  if (actor !== s.player)
    return fail(
      'move/not-your-turn',
      actor === CHANCE
        ? `it is player ${s.player + 1}'s turn, not chance's`
        : `player ${actor + 1} may not act now`,
    );
  if (move.type === 'rollOff' || move.type === 'execute')
    return fail('move/not-your-turn', 'only chance rolls the dice and executes shots');
  const refusal = moveRefusal(state, s.player, s, move);
  if (refusal) return failWith(refusal);
  if (move.type === 'skip') {
    return ok({
      ...state,
      turns: state.turns + 1,
      stage: { kind: 'turn', player: other(s.player), misses: 0, locked: null, aimed: null },
    });
  }
  return ok({ ...state, stage: { ...s, aimed: move } });
}
