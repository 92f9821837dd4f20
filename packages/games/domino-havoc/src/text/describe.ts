/**
 * Moves in words: one log line per (redacted) move, and where a person finds
 * a move in a menu (Draw › from P3's slot, Play › [3|5] › leave 5 open).
 */
import type { Actor, TextStyle } from '@gameshelf/engine';
import { CHANCE } from '@gameshelf/engine';
import { seatText } from '../rules/racks.ts';
import type { Domino, HavocMove, HavocView } from '../types.ts';
import { showDomino } from './render.ts';

function isDominoValue(value: unknown): value is Domino {
  return Array.isArray(value) && value.length === 2 && value.every((x) => typeof x === 'number');
}

function dominoOrHidden(value: unknown, style: TextStyle): string {
  return isDominoValue(value) ? showDomino(value, style) : style.gray('a hidden domino');
}

function describeChance(move: Record<string, unknown>, style: TextStyle): string {
  if (move.type === 'drawn') {
    const d = move.domino;
    if (isDominoValue(d) && d[0] === d[1]) {
      return `the boneyard gives the double ${showDomino(d, style)}: it goes to the slot (DH-4)`;
    }
    return `the boneyard gives ${dominoOrHidden(d, style)}`;
  }
  if (move.type === 'deal' && Array.isArray(move.trays)) {
    // Redacted for a player, a deal shows one tray: theirs. Unredacted, it shows no one's.
    const open = move.trays.filter((t) => Array.isArray(t)) as unknown[][];
    const shown =
      open.length === 1 ? `: your tray ${open[0]!.map((d) => dominoOrHidden(d, style)).join(' ')}` : '';
    return `a new round is dealt${shown}`;
  }
  return 'chance acts';
}

export function describe(raw: unknown, actor: Actor, style: TextStyle): string {
  if (typeof raw !== 'object' || raw === null) return `${String(actor)}: ?`;
  const move = raw as Record<string, unknown>;
  if (actor === CHANCE) return describeChance(move, style);
  const who = style.bold(seatText(actor));
  switch (move.type) {
    case 'drawBoneyard':
      return `${who} draws from the boneyard`;
    case 'takeDiscard':
      return `${who} takes the discard in ${seatText(move.from as number)}'s slot`;
    case 'play': {
      const open = typeof move.open === 'number' ? `, leaving ${move.open} open` : '';
      return `${who} plays ${dominoOrHidden(move.domino, style)} onto their train${open}`;
    }
    case 'discard':
      return `${who} discards ${dominoOrHidden(move.domino, style)}`;
    case 'takeDouble':
      return `${who} takes the double onto their train`;
    case 'replaceDouble':
      return `${who} replaces the double with ${dominoOrHidden(move.domino, style)} and draws`;
    case 'pass':
      return `${who} cannot answer the double and passes`;
    case 'endTurn':
      return `${who} ends their turn without a discard (one domino short)`;
    default:
      return `${who}: ${JSON.stringify(raw)}`;
  }
}

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
    case 'endTurn':
      return ['End the turn (one short: no discard)'];
    case 'deal':
    case 'drawn':
      return ['Chance'];
  }
}
