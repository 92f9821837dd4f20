/**
 * How play moves on between turns and rounds.
 *
 * DH-8: a domino put into a slot sends the one already there out of play.
 * DH-9: a double put into a slot becomes live; the direction follows its
 * parity and the next player that way from its originator (the player who
 * put it there) must respond.
 * DH-7: a player who ends their turn with a full train wins the round; the
 * others score the pips left in their trays. DH-12: a player who must draw
 * and cannot ends the round, blocked. Our addition (`stallTurns`): so does a
 * long run of turns in which no domino reaches a train.
 * DH-11: after the last round the game is over.
 */
import { impossible, type Player } from '@gameshelf/engine';
import { type Domino, type HavocState, type RespondPhase, rackSize } from '../types.ts';
import { totalPips, withDomino } from './dominoes.ts';
import { directionOf, nextSeat, rackOf, replaceRack } from './racks.ts';

/** DH-8: `domino` goes into `owner`'s slot; what lay there goes out of play. */
export function putInSlot(state: HavocState, owner: Player, domino: Domino): HavocState {
  const rack = rackOf(state.racks, owner);
  const outOfPlay = rack.slot === null ? state.outOfPlay : withDomino(state.outOfPlay, rack.slot);
  return { ...state, racks: replaceRack(state.racks, owner, { ...rack, slot: domino }), outOfPlay };
}

/**
 * DH-9: the double in `owner`'s slot, put there by `originator`, turns play
 * its way; now the next player that way from the originator must respond.
 */
export function startRuleOfDoubles(state: HavocState, owner: Player, originator: Player = owner): HavocState {
  const double =
    rackOf(state.racks, owner).slot ?? impossible('the rule of doubles starts from a double in a slot');
  const direction = directionOf(double);
  const responder = nextSeat(originator, direction, state.racks.length);
  const phase: RespondPhase =
    originator === owner
      ? { kind: 'respond', owner, responder }
      : { kind: 'respond', owner, responder, originator };
  return { ...state, direction, phase };
}

/** DH-9: who put the live double into its slot; the one player who never answers it. */
export function originatorOf(phase: RespondPhase): Player {
  return phase.originator ?? phase.owner;
}

/** Only the direction changes now: the responder is found once the turn is over (DH-9 (b)). */
export function turnByDouble(state: HavocState, double: Domino): HavocState {
  return { ...state, direction: directionOf(double) };
}

/** A player who cannot draw: the boneyard is empty and no other player's slot holds a domino (DH-12). */
export function cannotDraw(state: HavocState, player: Player): boolean {
  if (state.boneyard.length > 0) return false;
  for (let q = 0; q < state.racks.length; q++)
    if (q !== player && rackOf(state.racks, q).slot !== null) return false;
  return true;
}

/** A normal turn for `player`, unless the round is blocked (DH-12, `stallTurns`). */
export function startTurn(state: HavocState, player: Player): HavocState {
  if (state.idleTurns >= state.options.stallTurns || cannotDraw(state, player)) return endRound(state, null);
  return { ...state, phase: { kind: 'draw', player } };
}

/** DH-9: after a turn, play continues with the next player in the current direction. */
export function continueFrom(state: HavocState, player: Player): HavocState {
  return startTurn(state, nextSeat(player, state.direction, state.racks.length));
}

/** DH-7: a full train (and so, by DH-5, an empty tray) at the end of a turn wins the round. */
export function hasWon(state: HavocState, player: Player): boolean {
  const rack = rackOf(state.racks, player);
  return rack.train.length === rackSize(state.options) && rack.tray.length === 0;
}

/** DH-7, DH-12: score the round and move on to the next deal, or end the game (DH-11). */
export function endRound(state: HavocState, winner: Player | null): HavocState {
  const penalties = state.racks.map((rack, p) => (p === winner ? 0 : totalPips(rack.tray)));
  const history = [...state.history, { winner, penalties }];
  const last = state.round + 1 >= state.options.rounds;
  return { ...state, history, phase: last ? { kind: 'over' } : { kind: 'deal' } };
}
