/**
 * `apply`: who may act (the one player due, or chance), which moves each
 * phase allows, then the move itself. Every refusal is a coded error and the
 * state given is never changed.
 */
import {
  type Actor,
  CHANCE,
  fail,
  failWith,
  type GameError,
  type Player,
  type Result,
} from '@gameshelf/engine';
import type { ChanceMove, DigitDashMove, DigitDashState, Phase, PlayerMove } from '../types.ts';
import { applyChance } from './chance.ts';
import { actingPlayer } from './legal.ts';
import { seatName } from './names.ts';
import { discard, draw, finishPowerTurn, layOff, meld } from './play.ts';
import { exchange, keep, peek, reveal, skip, steal, swap } from './power.ts';
import { type Refusal, refused } from './refusals.ts';

type Next = Result<DigitDashState, GameError>;

const CHANCE_TYPES: readonly string[] = ['deal', 'drawTile', 'peekTiles'] satisfies ChanceMove['type'][];

function isChanceMove(move: DigitDashMove): move is ChanceMove {
  return CHANCE_TYPES.includes(move.type);
}

/** The moves each phase allows, and the refusal of a player who tries something else. */
const PHASE_MOVES: Partial<Record<Phase, { types: readonly PlayerMove['type'][]; hint: Refusal }>> = {
  draw: { types: ['draw'], hint: 'drawFirst' },
  play: { types: ['meld', 'layOff', 'swap', 'steal', 'skip', 'peek', 'discard', 'endTurn'], hint: 'playNow' },
  swapReveal: { types: ['reveal'], hint: 'revealNow' },
  swapExchange: { types: ['exchange'], hint: 'exchangeNow' },
  peekKeep: { types: ['keep'], hint: 'keepNow' },
};

export function apply(state: DigitDashState, actor: Actor, move: DigitDashMove): Next {
  if (state.phase === 'over') return fail('move/game-over', 'the game is over');
  const player = actingPlayer(state);
  if (player === null) {
    if (actor !== CHANCE) return fail('move/not-your-turn', `chance acts now, not ${seatName(actor)}`);
    if (!isChanceMove(move)) return fail('move/illegal', `chance cannot make a ${move.type} move`);
    return applyChance(state, move);
  }
  if (actor !== player)
    return fail(
      'move/not-your-turn',
      `${seatName(player)} is to act, not ${actor === CHANCE ? 'chance' : seatName(actor)}`,
    );
  if (isChanceMove(move)) return fail('move/not-your-turn', `only chance makes ${move.type} moves`);
  const allowed = PHASE_MOVES[state.phase];
  if (allowed === undefined || !allowed.types.includes(move.type))
    return failWith(refused(allowed?.hint ?? 'waitNow'));
  return applyPlayerMove(state, player, move);
}

function applyPlayerMove(state: DigitDashState, player: Player, move: PlayerMove): Next {
  switch (move.type) {
    case 'draw':
      return draw(state);
    case 'meld':
      return meld(state, player, move.tiles);
    case 'layOff':
      return layOff(state, player, move.tile, move.meld);
    case 'swap':
      return swap(state, player, move.target);
    case 'steal':
      return steal(state, player, move.tile);
    case 'skip':
      return skip(state, player, move.target);
    case 'peek':
      return peek(state, player);
    case 'reveal':
      return reveal(state, player, move.tiles);
    case 'exchange':
      return exchange(state, player, move.give, move.take);
    case 'keep':
      return keep(state, player, move.tile);
    case 'discard':
      return discard(state, player, move.tile);
    case 'endTurn':
      return finishPowerTurn(state);
  }
}
