/**
 * What each player sees (DH-2): their own tray; of every other tray only how
 * many dominoes it holds and what everybody saw go into it; trains, discard
 * slots, out-of-play dominoes, the direction (DH-10), the phase (so any live
 * double and its responder), who is short of six and by how many (DH-9
 * (b)) and the scores. The boneyard shows only its size.
 * When a round is over, every tray is counted in the open (DH-7), so views
 * show them all.
 */
import { type Actor, CHANCE, type Viewer } from '@gameshelf/engine';
import { isDouble } from './rules/dominoes.ts';
import type { HavocMove, HavocState, HavocView, HiddenTray, RackView } from './types.ts';

export function traysRevealed(state: { phase: HavocState['phase'] }): boolean {
  return state.phase.kind === 'deal' || state.phase.kind === 'over';
}

function hidden(count: number): HiddenTray {
  return { hidden: true, count };
}

export function view(state: HavocState, viewer: Viewer): HavocView {
  const open = traysRevealed(state);
  const racks: RackView[] = state.racks.map((rack, p) => ({
    tray: open || p === viewer ? rack.tray : hidden(rack.tray.length),
    train: rack.train,
    slot: rack.slot,
    known: rack.known,
    singles: rack.singles,
  }));
  return {
    viewer,
    options: state.options,
    firstPlayer: state.firstPlayer,
    round: state.round,
    racks,
    boneyard: hidden(state.boneyard.length),
    outOfPlay: state.outOfPlay,
    direction: state.direction,
    phase: state.phase,
    idleTurns: state.idleTurns,
    history: state.history,
    ...(state.short === undefined ? {} : { short: state.short }),
  };
}

/**
 * A boneyard draw is seen by the drawer; the others learn the domino only
 * if it is a double (it goes face up to a slot). A deal shows each player
 * their own tray. Every other move is made face up.
 */
export function redactMove(before: HavocState, actor: Actor, move: HavocMove, viewer: Viewer): unknown {
  if (actor !== CHANCE) return move;
  if (move.type === 'drawn') {
    const { phase } = before;
    const drawer = phase.kind === 'drawing' || phase.kind === 'replacing' ? phase.player : null;
    return isDouble(move.domino) || viewer === drawer ? move : { type: 'drawn', domino: { hidden: true } };
  }
  if (move.type === 'deal') {
    return { type: 'deal', trays: move.trays.map((tray, p) => (p === viewer ? tray : hidden(tray.length))) };
  }
  return move;
}
