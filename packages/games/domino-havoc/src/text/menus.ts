/** Where a person finds a move in a menu: Draw › 3:5 from Player 3's slot, Play › 3:5 › leave 5 open. */
import type { TextStyle } from '@gameshelf/engine';
import { seatText } from '../rules/racks.ts';
import { shortBy } from '../rules/short.ts';
import type { HavocMove, HavocView } from '../types.ts';
import { showDomino } from './render.ts';

export function menuPath(move: HavocMove, view: HavocView, style: TextStyle): readonly string[] {
  switch (move.type) {
    case 'drawBoneyard':
      return ['Draw', `from the boneyard (${view.boneyard.count} left)`];
    case 'takeDiscard': {
      const slot = view.racks[move.from]?.slot;
      return ['Draw', `${slot ? showDomino(slot, style) : '?'} from ${seatText(move.from)}'s slot`];
    }
    case 'play':
      return move.open === undefined
        ? ['Play', showDomino(move.domino, style)]
        : ['Play', showDomino(move.domino, style), `leave ${move.open} open`];
    case 'discard':
      return ['Discard', showDomino(move.domino, style)];
    case 'takeDouble':
      return ['Take the double onto your train'];
    case 'replaceDouble':
      return ['Replace the double', showDomino(move.domino, style)];
    case 'pass':
      return ['Pass'];
    case 'endTurn': {
      // DH-9 (b): the player ending their turn is the one in the play step.
      const missing = view.phase.kind === 'play' ? shortBy(view, view.phase.player) : 1;
      return [`End the turn (${missing > 1 ? missing : 'one'} short: no discard)`];
    }
    case 'deal':
    case 'drawn':
      return ['Chance'];
  }
}
