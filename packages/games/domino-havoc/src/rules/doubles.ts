/**
 * The rule of doubles (DH-9): answering a live double out of the normal order.
 *
 * The responder (a) takes it onto their train if its open end matches (an
 * empty train takes any double), then discards into the slot it came from;
 * or (b) replaces it with a single of the same number from their tray, the
 * double going out of play, and draws a replacement from the boneyard; or
 * (c) passes, only if neither is possible, and the next player in the
 * current direction must respond. When the passes come back to the slot's
 * owner the double is dead and the owner takes a normal turn.
 *
 * Our readings where the rulings are silent (see the README):
 * - (b) needs a domino in the boneyard to draw the replacement from.
 * - A replacement that is itself a double goes to the responder's slot
 *   (DH-4) and starts a new rule of doubles, but the responder still draws
 *   the domino they are owed, so that DH-5 holds; each further double drawn
 *   does the same. If the boneyard is empty by then, the round is blocked
 *   (DH-12: a player who must draw cannot).
 */
import type { Player } from '@gameshelf/engine';
import { type Domino, type HavocState, RACK_SIZE, type Rack } from '../types.ts';
import { containsDomino, hasNumber, isDouble, withoutDomino } from './dominoes.ts';
import { continueFrom, endRound, putInSlot, startRuleOfDoubles, startTurn, turnByDouble } from './flow.ts';
import { addDrawn, nextSeat, openEnd, removeFromTray, replaceRack } from './racks.ts';

/** The live double, if one lies waiting for an answer. */
export function liveDouble(state: HavocState): Domino | null {
  const { phase } = state;
  if (phase.kind === 'respond') return state.racks[phase.owner]!.slot;
  if (phase.kind === 'replacing' && phase.live) return state.racks[phase.player]!.slot;
  return null;
}

/** DH-9 (a): the train has room and its open end matches (an empty train takes any double). */
export function canTake(rack: Rack, double: Domino): boolean {
  if (rack.train.length >= RACK_SIZE) return false;
  const end = openEnd(rack.train);
  return end === null || end === double[0];
}

/** DH-9 (b): a single from the tray with the double's number, and a replacement left to draw. */
export function canReplaceWith(state: HavocState, rack: Rack, single: Domino, double: Domino): boolean {
  return (
    state.boneyard.length > 0 &&
    !isDouble(single) &&
    hasNumber(single, double[0]) &&
    containsDomino(rack.tray, single)
  );
}

/** The singles of this tray that could replace the double. */
export function replacements(state: HavocState, rack: Rack, double: Domino): Domino[] {
  if (state.boneyard.length === 0) return [];
  return rack.tray.filter((d) => !isDouble(d) && hasNumber(d, double[0]));
}

export function takeDouble(state: HavocState, responder: Player, owner: Player): HavocState {
  const source = state.racks[owner]!;
  const double = source.slot!;
  let racks = replaceRack(state.racks, owner, { ...source, slot: null });
  const rack = racks[responder]!;
  racks = replaceRack(racks, responder, { ...rack, train: [...rack.train, double] });
  // The double is no longer live; the taker now discards into the slot it came from.
  return { ...state, racks, idleTurns: 0, phase: { kind: 'discard', player: responder, slot: owner } };
}

export function replaceDouble(
  state: HavocState,
  responder: Player,
  owner: Player,
  single: Domino,
): HavocState {
  const racks = replaceRack(state.racks, responder, removeFromTray(state.racks[responder]!, single));
  // putInSlot sends the double out of play (DH-8).
  const placed = putInSlot({ ...state, racks, idleTurns: state.idleTurns + 1 }, owner, single);
  return { ...placed, phase: { kind: 'replacing', player: responder, live: false } };
}

export function pass(state: HavocState, responder: Player, owner: Player): HavocState {
  const next = nextSeat(responder, state.direction, state.racks.length);
  const passed = { ...state, idleTurns: state.idleTurns + 1 };
  // Back at the owner: the double is dead, an ordinary domino in the slot, and the owner plays.
  if (next === owner) return startTurn(passed, owner);
  return { ...passed, phase: { kind: 'respond', owner, responder: next } };
}

/** Chance has named `player`'s replacement draw (DH-9 (b)). */
export function drawnReplacement(state: HavocState, player: Player, drawn: Domino): HavocState {
  const boneyard = withoutDomino(state.boneyard, drawn);
  if (isDouble(drawn)) {
    // DH-4 applies: the double goes to the slot and turns play its way; the
    // player still owes themselves a domino (DH-5), drawn next.
    const placed = turnByDouble(putInSlot({ ...state, boneyard }, player, drawn), drawn);
    if (boneyard.length === 0) return endRound(placed, null);
    return { ...placed, phase: { kind: 'replacing', player, live: true } };
  }
  const racks = replaceRack(state.racks, player, addDrawn(state.racks[player]!, drawn));
  const next = { ...state, boneyard, racks };
  const live = state.phase.kind === 'replacing' && state.phase.live;
  return live ? startRuleOfDoubles(next, player) : continueFrom(next, player);
}
