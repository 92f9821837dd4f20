/**
 * A normal turn (DH-4): draw, then play, then discard.
 *
 * - Draw from the boneyard (chance then names the domino) or take the face-up
 *   domino in another player's slot. A double drawn from the boneyard goes
 *   straight to your own slot and starts the rule of doubles: your turn ends.
 * - Play: optionally one domino from the tray onto the train, matching its
 *   open end (DH-6).
 * - Discard one domino into your slot, or into the slot you took from (DH-8).
 *   A player short of six (DH-9 (b)) skips this discard, which restores one
 *   domino: their play ends the turn, or they end it without playing.
 *
 * These functions assume the move was checked (`legal.ts`).
 */
import { impossible, type Player } from '@gameshelf/engine';
import type { Domino, HavocState, Link } from '../types.ts';
import { isDouble, otherEnd, withoutDomino } from './dominoes.ts';
import { continueFrom, endRound, hasWon, putInSlot, startRuleOfDoubles } from './flow.ts';
import { addDrawn, addTaken, openEnd, rackOf, removeFromTray, replaceRack } from './racks.ts';
import { restoreOne, shortBy } from './short.ts';

export function drawBoneyard(state: HavocState, player: Player): HavocState {
  return { ...state, phase: { kind: 'drawing', player } };
}

export function takeDiscard(state: HavocState, player: Player, from: Player): HavocState {
  const source = rackOf(state.racks, from);
  const taken = source.slot ?? impossible('a discard is taken from a slot that holds one (DH-4)');
  let racks = replaceRack(state.racks, from, { ...source, slot: null });
  racks = replaceRack(racks, player, addTaken(rackOf(racks, player), taken));
  // DH-4: whoever takes a discard must discard into that same slot.
  return { ...state, racks, phase: { kind: 'play', player, slot: from } };
}

/** Chance has named the domino `player` drew from the boneyard in a normal turn. */
export function drawnInTurn(state: HavocState, player: Player, drawn: Domino): HavocState {
  const boneyard = withoutDomino(state.boneyard, drawn);
  if (isDouble(drawn)) {
    // DH-4: not into the tray but into the slot; DH-9 starts, and the turn is over.
    const placed = putInSlot({ ...state, boneyard, idleTurns: state.idleTurns + 1 }, player, drawn);
    return startRuleOfDoubles(placed, player);
  }
  const racks = replaceRack(state.racks, player, addDrawn(rackOf(state.racks, player), drawn));
  return { ...state, boneyard, racks, phase: { kind: 'play', player, slot: player } };
}

/** DH-6: the link a domino makes on this train; `open` chooses the open end of a first domino. */
export function linkFor(train: readonly Link[], domino: Domino, open: number | undefined): Link {
  const end = openEnd(train);
  if (end === null) {
    const outer = open ?? domino[1];
    return [otherEnd(domino, outer), outer];
  }
  return [end, otherEnd(domino, end)];
}

export function playDomino(state: HavocState, player: Player, domino: Domino, open?: number): HavocState {
  if (state.phase.kind !== 'play') return state;
  const rack = removeFromTray(rackOf(state.racks, player), domino);
  const train = [...rack.train, linkFor(rack.train, domino, open)];
  const played = { ...state, racks: replaceRack(state.racks, player, { ...rack, train }), idleTurns: 0 };
  if (shortBy(state, player) > 0) return endShortTurn(restoreOne(played, player), player);
  return { ...played, phase: { kind: 'discard', player, slot: state.phase.slot } };
}

/** DH-9 (b): a player short ends their normal turn without playing, and without a discard. */
export function endTurn(state: HavocState, player: Player): HavocState {
  return endShortTurn(restoreOne({ ...state, idleTurns: state.idleTurns + 1 }, player), player);
}

/** The skipped discard has restored one domino: a full train wins (DH-7), or play goes on. */
function endShortTurn(state: HavocState, player: Player): HavocState {
  return hasWon(state, player) ? endRound(state, player) : continueFrom(state, player);
}

/**
 * The discard ends the turn. A full train wins the round at once (DH-7), so
 * a winning discard starts nothing; otherwise a double discarded is live in
 * the slot it went into, and responders are counted from the discarder, its
 * originator (DH-9).
 */
export function discardDomino(state: HavocState, player: Player, domino: Domino): HavocState {
  const { phase } = state;
  if (phase.kind !== 'play' && phase.kind !== 'discard') return state;
  // A discard straight after the draw means nothing reached a train this turn.
  const idleTurns = phase.kind === 'play' ? state.idleTurns + 1 : state.idleTurns;
  const racks = replaceRack(state.racks, player, removeFromTray(rackOf(state.racks, player), domino));
  const next = putInSlot({ ...state, racks, idleTurns }, phase.slot, domino);
  if (hasWon(next, player)) return endRound(next, player);
  if (isDouble(domino)) return startRuleOfDoubles(next, phase.slot, player);
  return continueFrom(next, player);
}
