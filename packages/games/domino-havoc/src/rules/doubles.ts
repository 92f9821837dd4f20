/**
 * The rule of doubles (DH-9): answering a live double out of the normal order.
 *
 * Responders are counted from the double's originator, the player who put it
 * into its slot (drew it, discarded it, also into the slot of a player whose
 * face-up domino they took, or drew it as a replacement); the slot's owner,
 * if someone else, is an ordinary responder. The responder (a) takes it onto
 * their train if its open end matches (an empty train takes any double),
 * then discards into the slot it came from; or (b) replaces it with a single
 * of the same number from their tray, the double going out of play, and
 * draws a replacement from the boneyard; or (c) passes, only if neither is
 * possible, and the next player in the current direction must respond. When
 * the passes come back to the originator (who never answers their own
 * double) the double is dead and the originator takes a normal turn.
 *
 * A replacement that is itself a double goes to the replacer's own slot
 * (DH-8) and becomes the live double with the replacer as originator; the
 * replacer draws again, until a replacement is not a double. (b) needs only
 * the single: if the boneyard is empty when a replacement is due (at the
 * replacement itself or after a replacement double), the replacer goes on
 * one domino short at once (`rules/short.ts`) and skips the discard of
 * their next normal turn, which restores one; a replacement never blocks
 * the round. So several players can be short, and one player more than once.
 */
import { impossible, type Player } from '@gameshelf/engine';
import { type Domino, type HavocState, RACK_SIZE, type Rack, type RespondPhase } from '../types.ts';
import { containsDomino, hasNumber, isDouble, withoutDomino } from './dominoes.ts';
import {
  continueFrom,
  endRound,
  hasWon,
  originatorOf,
  putInSlot,
  startRuleOfDoubles,
  startTurn,
  turnByDouble,
} from './flow.ts';
import { addDrawn, nextSeat, openEnd, rackOf, removeFromTray, replaceRack } from './racks.ts';
import { goShort, restoreOne } from './short.ts';

/** The live double, if one lies waiting for an answer. */
export function liveDouble(state: HavocState): Domino | null {
  const { phase } = state;
  if (phase.kind === 'respond') return rackOf(state.racks, phase.owner).slot;
  if (phase.kind === 'replacing' && phase.live) return rackOf(state.racks, phase.player).slot;
  return null;
}

/** DH-9 (a): the train has room and its open end matches (an empty train takes any double). */
export function canTake(rack: Rack, double: Domino, size = RACK_SIZE): boolean {
  if (rack.train.length >= size) return false;
  const end = openEnd(rack.train);
  return end === null || end === double[0];
}

/** DH-9 (b): a single from the tray with the double's number, whatever the boneyard holds. */
export function canReplaceWith(rack: Rack, single: Domino, double: Domino): boolean {
  return !isDouble(single) && hasNumber(single, double[0]) && containsDomino(rack.tray, single);
}

/** The singles of this tray that could replace the double. */
export function replacements(rack: Rack, double: Domino): Domino[] {
  return rack.tray.filter((d) => !isDouble(d) && hasNumber(d, double[0]));
}

export function takeDouble(state: HavocState, responder: Player, owner: Player): HavocState {
  const source = rackOf(state.racks, owner);
  const double = source.slot ?? impossible('a live double lies in its slot');
  let racks = replaceRack(state.racks, owner, { ...source, slot: null });
  const rack = rackOf(racks, responder);
  racks = replaceRack(racks, responder, { ...rack, train: [...rack.train, double] });
  const taken = { ...state, racks, idleTurns: 0 };
  // The double is no longer live; the taker now discards into the slot it came from.
  if (rackOf(racks, responder).tray.length > 0)
    return { ...taken, phase: { kind: 'discard', player: responder, slot: owner } };
  // Only a player short can have nothing to discard (our reading, README): the take has
  // restored one domino, as a skipped discard does. Six on the train win the round (DH-7);
  // otherwise (a) was their whole turn, and play goes on from them.
  const restored = restoreOne(taken, responder);
  return hasWon(restored, responder) ? endRound(restored, responder) : continueFrom(restored, responder);
}

export function replaceDouble(
  state: HavocState,
  responder: Player,
  owner: Player,
  single: Domino,
): HavocState {
  const racks = replaceRack(state.racks, responder, removeFromTray(rackOf(state.racks, responder), single));
  // putInSlot sends the double out of play (DH-8).
  const placed = putInSlot({ ...state, racks, idleTurns: state.idleTurns + 1 }, owner, single);
  return replacementDue(placed, responder, false);
}

/**
 * DH-9 (b): `player` is owed a replacement, `live` when a replacement double
 * of theirs waits in their slot. Chance draws it; or, with the boneyard
 * empty, it never comes: they go on one short at once, and play goes on as
 * after any replacement (the live double is answered now, counted from them).
 */
function replacementDue(state: HavocState, player: Player, live: boolean): HavocState {
  if (state.boneyard.length > 0) return { ...state, phase: { kind: 'replacing', player, live } };
  const short = goShort(state, player);
  return live ? startRuleOfDoubles(short, player) : continueFrom(short, player);
}

export function pass(state: HavocState, phase: RespondPhase): HavocState {
  const next = nextSeat(phase.responder, state.direction, state.racks.length);
  const passed = { ...state, idleTurns: state.idleTurns + 1 };
  // Back at the originator: the double is dead, an ordinary domino in its slot, and the originator plays.
  const originator = originatorOf(phase);
  if (next === originator) return startTurn(passed, originator);
  return { ...passed, phase: { ...phase, responder: next } };
}

/** Chance has named `player`'s replacement draw (DH-9 (b)). */
export function drawnReplacement(state: HavocState, player: Player, drawn: Domino): HavocState {
  const boneyard = withoutDomino(state.boneyard, drawn);
  if (isDouble(drawn)) {
    // The double goes to the replacer's own slot and turns play its way; the
    // replacer is still owed a domino (DH-5) before anyone answers it.
    const placed = turnByDouble(putInSlot({ ...state, boneyard }, player, drawn), drawn);
    return replacementDue(placed, player, true);
  }
  const racks = replaceRack(state.racks, player, addDrawn(rackOf(state.racks, player), drawn));
  const next = { ...state, boneyard, racks };
  const live = state.phase.kind === 'replacing' && state.phase.live;
  return live ? startRuleOfDoubles(next, player) : continueFrom(next, player);
}
