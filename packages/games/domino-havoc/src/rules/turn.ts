/**
 * A normal turn (DH-4): draw, then play, then discard.
 *
 * - Draw from the boneyard (chance then names the domino) or take the face-up
 *   domino in another player's slot. A double drawn from the boneyard goes
 *   straight to your own slot and starts the rule of doubles: your turn ends.
 * - Play: optionally one domino from the tray onto the train, matching its
 *   open end (DH-6).
 * - Discard one domino into your slot, or into the slot you took from (DH-8).
 *
 * These functions assume the move was checked (`legal.ts`).
 */
import type { Player } from '@gameshelf/engine';
import type { Domino, HavocState, Link } from '../types.ts';
import { isDouble, otherEnd, withoutDomino } from './dominoes.ts';
import { continueFrom, endRound, hasWon, putInSlot, startRuleOfDoubles } from './flow.ts';
import { addDrawn, addTaken, openEnd, removeFromTray, replaceRack } from './racks.ts';

export function drawBoneyard(state: HavocState, player: Player): HavocState {
  return { ...state, phase: { kind: 'drawing', player } };
}

export function takeDiscard(state: HavocState, player: Player, from: Player): HavocState {
  const source = state.racks[from]!;
  const taken = source.slot!;
  let racks = replaceRack(state.racks, from, { ...source, slot: null });
  racks = replaceRack(racks, player, addTaken(racks[player]!, taken));
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
  const racks = replaceRack(state.racks, player, addDrawn(state.racks[player]!, drawn));
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
  const rack = removeFromTray(state.racks[player]!, domino);
  const train = [...rack.train, linkFor(rack.train, domino, open)];
  return {
    ...state,
    racks: replaceRack(state.racks, player, { ...rack, train }),
    idleTurns: 0,
    phase: { kind: 'discard', player, slot: state.phase.slot },
  };
}

/**
 * The discard ends the turn. A full train wins the round at once (DH-7), so
 * a winning discard starts nothing; otherwise a double discarded starts the
 * rule of doubles from the slot it went into (DH-9).
 */
export function discardDomino(state: HavocState, player: Player, domino: Domino): HavocState {
  const { phase } = state;
  if (phase.kind !== 'play' && phase.kind !== 'discard') return state;
  // A discard straight after the draw means nothing reached a train this turn.
  const idleTurns = phase.kind === 'play' ? state.idleTurns + 1 : state.idleTurns;
  const racks = replaceRack(state.racks, player, removeFromTray(state.racks[player]!, domino));
  const next = putInSlot({ ...state, racks, idleTurns }, phase.slot, domino);
  if (hasWon(next, player)) return endRound(next, player);
  if (isDouble(domino)) return startRuleOfDoubles(next, phase.slot);
  return continueFrom(next, player);
}
