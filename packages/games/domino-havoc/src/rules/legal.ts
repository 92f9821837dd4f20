/**
 * Who acts, and which moves a player may make now (DH-4, DH-6, DH-9), and, for a move
 * they may not make, the reason in words. `apply` accepts exactly the
 * moves `legalMoves` lists; both are built on the same predicates.
 */
import { type Actors, impossible, type Player } from '@gameshelf/engine';
import { type Domino, type HavocState, type PlayerMove, RACK_SIZE, type Rack, rackSize } from '../types.ts';
import { containsDomino, domino, dominoText, hasNumber, isDouble, MAX_PIP } from './dominoes.ts';
import { canReplaceWith, canTake, liveDouble, replacements } from './doubles.ts';
import { openEnd, rackOf, seatText } from './racks.ts';

/*
 * Every move a player can make is built once and frozen: legal moves are
 * listed at every step of every search, and search bots key frozen moves by
 * identity instead of serialising them.
 */
const DRAW_BONEYARD: PlayerMove = Object.freeze({ type: 'drawBoneyard' });
const TAKE_DOUBLE: PlayerMove = Object.freeze({ type: 'takeDouble' });
const PASS: PlayerMove = Object.freeze({ type: 'pass' });
const END_TURN: PlayerMove = Object.freeze({ type: 'endTurn' });
const TAKE_FROM: readonly PlayerMove[] = Array.from({ length: 8 }, (_, from) =>
  Object.freeze({ type: 'takeDiscard', from }),
);
const SIDE = MAX_PIP + 1;
const byDomino = <T>(make: (d: Domino) => T): readonly T[] =>
  Array.from({ length: SIDE * SIDE }, (_, i) => make(domino(Math.floor(i / SIDE), i % SIDE)));
const PLAY = byDomino((d): PlayerMove => Object.freeze({ type: 'play', domino: d }));
/** A train's first domino, with its low number (index 0) or its high number (index 1) left open. */
const PLAY_FIRST = byDomino((d): readonly [PlayerMove, PlayerMove] => [
  Object.freeze({ type: 'play', domino: d, open: d[0] }),
  Object.freeze({ type: 'play', domino: d, open: d[1] }),
]);
const DISCARD = byDomino((d): PlayerMove => Object.freeze({ type: 'discard', domino: d }));
const REPLACE = byDomino((d): PlayerMove => Object.freeze({ type: 'replaceDouble', domino: d }));
const at = (d: Domino) => (d[0] <= d[1] ? d[0] * SIDE + d[1] : d[1] * SIDE + d[0]);
/** A domino's move from one of the tables above (every domino of a set has one). */
const moveOf = <T>(table: readonly T[], d: Domino): T =>
  table[at(d)] ?? impossible(`no domino ${d[0]}:${d[1]}`);

/** The player whose move the phase waits for, or null when chance acts or the game is over. */
export function playerToAct(state: HavocState): Player | null {
  const { phase } = state;
  switch (phase.kind) {
    case 'draw':
    case 'play':
    case 'discard':
      return phase.player;
    case 'respond':
      return phase.responder;
    default:
      return null;
  }
}

/** Who acts: the player the phase waits for, chance (a deal or a draw), or nobody once the game is over. */
export function actors(state: HavocState): Actors {
  switch (state.phase.kind) {
    case 'over':
      return { kind: 'over' };
    case 'deal':
    case 'drawing':
    case 'replacing':
      return { kind: 'chance' };
    default:
      return {
        kind: 'players',
        players: [playerToAct(state) ?? impossible("a player's phase names its player")],
      };
  }
}

/** DH-6: whether `domino` can extend this train. */
export function fits(rack: Rack, domino: Domino, size = RACK_SIZE): boolean {
  if (rack.train.length >= size) return false;
  const end = openEnd(rack.train);
  return end === null || hasNumber(domino, end);
}

export function legalMoves(state: HavocState, player: Player): PlayerMove[] {
  if (playerToAct(state) !== player) return [];
  const { phase } = state;
  const rack = rackOf(state.racks, player);
  const moves: PlayerMove[] = [];
  switch (phase.kind) {
    case 'draw':
      if (state.boneyard.length > 0) moves.push(DRAW_BONEYARD);
      for (let q = 0; q < state.racks.length; q++) {
        if (q !== player && rackOf(state.racks, q).slot !== null)
          moves.push(TAKE_FROM[q] ?? impossible(`no seat ${q}`));
      }
      return moves;
    case 'play':
      pushPlays(rack, rackSize(state.options), moves);
      // DH-9 (b): one short, the player skips this turn's discard.
      if (state.short === player) moves.push(END_TURN);
      else pushDiscards(rack, moves);
      return moves;
    case 'discard':
      pushDiscards(rack, moves);
      return moves;
    case 'respond': {
      const double = liveDouble(state) ?? impossible('a respond phase answers a live double');
      if (canTake(rack, double, rackSize(state.options))) moves.push(TAKE_DOUBLE);
      for (const d of replacements(state, rack, double)) moves.push(moveOf(REPLACE, d));
      if (moves.length === 0) moves.push(PASS);
      return moves;
    }
    default:
      return moves;
  }
}

function pushPlays(rack: Rack, size: number, moves: PlayerMove[]): void {
  if (rack.train.length >= size) return;
  const end = openEnd(rack.train);
  for (const d of rack.tray) {
    if (end !== null) {
      if (hasNumber(d, end)) moves.push(moveOf(PLAY, d));
    } else {
      // The first domino of a train: its player chooses which number stays open.
      const [low, high] = moveOf(PLAY_FIRST, d);
      moves.push(low);
      if (!isDouble(d)) moves.push(high);
    }
  }
}

function pushDiscards(rack: Rack, moves: PlayerMove[]): void {
  for (const d of rack.tray) moves.push(moveOf(DISCARD, d));
}

/**
 * Why `player` (who is the one to act) may not make `move` now, in words;
 * null when it is legal.
 */
export function refusal(state: HavocState, player: Player, move: PlayerMove): string | null {
  const { phase } = state;
  const rack = rackOf(state.racks, player);
  switch (move.type) {
    case 'drawBoneyard':
      if (phase.kind !== 'draw') return `you cannot draw now (${stepName(state)})`;
      return state.boneyard.length > 0 ? null : 'the boneyard is empty: take a discard (DH-4)';
    case 'takeDiscard': {
      if (phase.kind !== 'draw') return `you cannot take a discard now (${stepName(state)})`;
      if (move.from === player) return 'you cannot take from your own slot (DH-4)';
      const slot = state.racks[move.from]?.slot;
      if (slot === undefined) return `there is no ${seatText(move.from)} at this table`;
      return slot === null ? `${seatText(move.from)}'s slot is empty` : null;
    }
    case 'play':
      if (phase.kind !== 'play') return `you cannot play now (${stepName(state)})`;
      return playRefusal(rack, rackSize(state.options), move.domino, move.open);
    case 'discard':
      if (phase.kind !== 'play' && phase.kind !== 'discard')
        return `you cannot discard now (${stepName(state)})`;
      if (phase.kind === 'play' && state.short === player)
        return 'you are one domino short: this turn has no discard (DH-9 (b))';
      return containsDomino(rack.tray, move.domino) ? null : `${dominoText(move.domino)} is not in your tray`;
    case 'endTurn':
      if (phase.kind !== 'play') return `you cannot end your turn now (${stepName(state)})`;
      return state.short === player
        ? null
        : 'only a player one domino short ends a turn without a discard (DH-9 (b))';
    case 'takeDouble':
    case 'replaceDouble':
    case 'pass':
      if (phase.kind !== 'respond') return 'there is no live double to answer';
      return responseRefusal(state, rack, move);
  }
}

function playRefusal(rack: Rack, size: number, domino: Domino, open: number | undefined): string | null {
  if (!containsDomino(rack.tray, domino)) return `${dominoText(domino)} is not in your tray`;
  if (rack.train.length >= size) return 'your train is full (DH-6)';
  const end = openEnd(rack.train);
  if (end === null) {
    if (open === undefined) return 'say which number of the first domino of your train stays open';
    return hasNumber(domino, open) ? null : `${dominoText(domino)} has no ${open} to leave open`;
  }
  if (open !== undefined) return 'only the first domino of a train names its open end';
  return hasNumber(domino, end) ? null : `${dominoText(domino)} does not match your open end ${end} (DH-6)`;
}

function responseRefusal(state: HavocState, rack: Rack, move: PlayerMove): string | null {
  const double = liveDouble(state) ?? impossible('a respond phase answers a live double');
  const name = dominoText(double);
  switch (move.type) {
    case 'takeDouble':
      return canTake(rack, double, rackSize(state.options))
        ? null
        : `${name} does not fit your train (DH-9 (a))`;
    case 'replaceDouble':
      if (!containsDomino(rack.tray, move.domino)) return `${dominoText(move.domino)} is not in your tray`;
      if (state.boneyard.length === 0) return 'the boneyard is empty: no replacement to draw';
      return canReplaceWith(state, rack, move.domino, double)
        ? null
        : `${dominoText(move.domino)} is not a single with a ${double[0]} (DH-9 (b))`;
    case 'pass':
      return canTake(rack, double, rackSize(state.options)) || replacements(state, rack, double).length > 0
        ? `you may pass only if you can neither take nor replace ${name} (DH-9 (c))`
        : null;
    default:
      return 'not an answer to a double';
  }
}

function stepName(state: HavocState): string {
  switch (state.phase.kind) {
    case 'draw':
      return 'draw first (DH-4)';
    case 'play':
      return state.short === state.phase.player ? 'play, or end your turn' : 'play or discard';
    case 'discard':
      return 'discard to end your turn';
    case 'respond':
      return 'answer the live double (DH-9)';
    default:
      return 'it is not your turn';
  }
}
