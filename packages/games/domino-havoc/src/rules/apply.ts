/**
 * The checked application of a move: whoever submits it must
 * be the one the phase waits for (a player, or chance), the move must be
 * legal, and a refused move changes nothing.
 */
import {
  type Actor,
  CHANCE,
  fail,
  failWith,
  type GameError,
  impossible,
  ok,
  type Result,
} from '@gameshelf/engine';
import type { ChanceMove, HavocMove, HavocState, PlayerMove } from '../types.ts';
import { applyChance, chanceRefusal } from './chance.ts';
import { pass, replaceDouble, takeDouble } from './doubles.ts';
import { actors, playerToAct, refusal } from './legal.ts';
import { seatText } from './racks.ts';
import { discardDomino, drawBoneyard, endTurn, playDomino, takeDiscard } from './turn.ts';

function isChanceMove(move: HavocMove): move is ChanceMove {
  return move.type === 'deal' || move.type === 'drawn';
}

export function apply(state: HavocState, actor: Actor, move: HavocMove): Result<HavocState, GameError> {
  const who = actors(state);
  if (who.kind === 'over') return fail('move/game-over', 'the game is over');
  if (who.kind === 'chance') {
    if (actor !== CHANCE) return fail('move/not-your-turn', 'chance acts now (a draw or a deal is due)');
    if (!isChanceMove(move)) return fail('move/illegal', `chance cannot make a ${move.type} move`);
    const why = chanceRefusal(state, move);
    return why === null ? ok(applyChance(state, move)) : fail('move/illegal', why);
  }
  const player = playerToAct(state) ?? impossible("a phase that is not chance's or over waits for a player");
  if (actor === CHANCE) return fail('move/not-your-turn', `${seatText(player)} acts now, not chance`);
  if (actor !== player) {
    return fail('move/not-your-turn', `${seatText(player)} acts now, not ${seatText(actor)}`);
  }
  if (isChanceMove(move)) return fail('move/not-your-turn', `only chance makes a ${move.type} move`);
  const refused = refusal(state, player, move);
  return refused === null ? ok(applyPlayerMove(state, player, move)) : failWith(refused);
}

/** Applies a player's move already checked by `refusal`. */
function applyPlayerMove(state: HavocState, player: number, move: PlayerMove): HavocState {
  const { phase } = state;
  switch (move.type) {
    case 'drawBoneyard':
      return drawBoneyard(state, player);
    case 'takeDiscard':
      return takeDiscard(state, player, move.from);
    case 'play':
      return playDomino(state, player, move.domino, move.open);
    case 'discard':
      return discardDomino(state, player, move.domino);
    case 'endTurn':
      return endTurn(state, player);
  }
  // `refusal` let an answer to a double through: the phase is `respond`.
  if (phase.kind !== 'respond') return state;
  switch (move.type) {
    case 'takeDouble':
      return takeDouble(state, player, phase.owner);
    case 'replaceDouble':
      return replaceDouble(state, player, phase.owner, move.domino);
    case 'pass':
      return pass(state, phase);
  }
}
