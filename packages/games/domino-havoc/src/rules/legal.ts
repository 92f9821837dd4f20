/**
 * Who acts, and which moves a player may make now (DH-4, DH-6, DH-9), and, for a move
 * they may not make, the reason in words. `apply` accepts exactly the
 * moves `legalMoves` lists; both are built on the same predicates.
 */
import { type Actors, type GameError, impossible, type Player } from '@gameshelf/engine';
import { type Domino, type HavocState, type PlayerMove, RACK_SIZE, type Rack, rackSize } from '../types.ts';
import { containsDomino, domino, dominoText, hasNumber, isDouble, MAX_PIP } from './dominoes.ts';
import { canReplaceWith, canTake, liveDouble, replacements } from './doubles.ts';
import { openEnd, rackOf } from './racks.ts';
import { refused } from './refusals.ts';
import { shortBy } from './short.ts';

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
      // DH-9 (b): short of six, the player skips this turn's discard.
      if (shortBy(state, player) > 0) moves.push(END_TURN);
      else pushDiscards(rack, moves);
      return moves;
    case 'discard':
      pushDiscards(rack, moves);
      return moves;
    case 'respond': {
      const double = liveDouble(state) ?? impossible('a respond phase answers a live double');
      if (canTake(rack, double, rackSize(state.options))) moves.push(TAKE_DOUBLE);
      for (const d of replacements(rack, double)) moves.push(moveOf(REPLACE, d));
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
 * Why `player` (who is the one to act) may not make `move` now, as a
 * refusal with its reason (rules/refusals.ts); null when it is legal.
 */
export function refusal(state: HavocState, player: Player, move: PlayerMove): GameError | null {
  const { phase } = state;
  const rack = rackOf(state.racks, player);
  switch (move.type) {
    case 'drawBoneyard':
      if (phase.kind !== 'draw') return notNow(state, 'draw');
      return state.boneyard.length > 0 ? null : refused('boneyardEmpty');
    case 'takeDiscard': {
      if (phase.kind !== 'draw') return notNow(state, 'take a discard');
      if (move.from === player) return refused('ownSlot');
      const slot = state.racks[move.from]?.slot;
      if (slot === undefined) return refused('noSuchSeat', { seat: move.from + 1 });
      return slot === null ? refused('emptySlot', { seat: move.from + 1 }) : null;
    }
    case 'play':
      if (phase.kind !== 'play') return notNow(state, 'play');
      return playRefusal(rack, rackSize(state.options), move.domino, move.open);
    case 'discard':
      if (phase.kind !== 'play' && phase.kind !== 'discard') return notNow(state, 'discard');
      if (phase.kind === 'play' && shortBy(state, player) > 0) return refused('shortNoDiscard');
      return containsDomino(rack.tray, move.domino) ? null : notInTray(move.domino);
    case 'endTurn':
      if (phase.kind !== 'play') return notNow(state, 'end your turn');
      return shortBy(state, player) > 0 ? null : refused('onlyShortEndsTurn');
    case 'takeDouble':
    case 'replaceDouble':
    case 'pass':
      if (phase.kind !== 'respond') return refused('noLiveDouble');
      return responseRefusal(state, rack, move);
  }
}

const notInTray = (d: Domino) => refused('notInTray', { domino: dominoText(d) });

function playRefusal(rack: Rack, size: number, d: Domino, open: number | undefined): GameError | null {
  if (!containsDomino(rack.tray, d)) return notInTray(d);
  if (rack.train.length >= size) return refused('trainFull');
  const end = openEnd(rack.train);
  if (end === null) {
    if (open === undefined) return refused('nameOpenEnd');
    return hasNumber(d, open) ? null : refused('noNumberToLeaveOpen', { domino: dominoText(d), open });
  }
  if (open !== undefined) return refused('onlyFirstNamesOpenEnd');
  return hasNumber(d, end) ? null : refused('doesNotMatch', { domino: dominoText(d), end });
}

function responseRefusal(state: HavocState, rack: Rack, move: PlayerMove): GameError | null {
  const double = liveDouble(state) ?? impossible('a respond phase answers a live double');
  const name = dominoText(double);
  switch (move.type) {
    case 'takeDouble':
      return canTake(rack, double, rackSize(state.options))
        ? null
        : refused('doubleDoesNotFit', { domino: name });
    case 'replaceDouble':
      if (!containsDomino(rack.tray, move.domino)) return notInTray(move.domino);
      return canReplaceWith(rack, move.domino, double)
        ? null
        : refused('notAReplacement', { domino: dominoText(move.domino), number: double[0] });
    case 'pass':
      return canTake(rack, double, rackSize(state.options)) || replacements(rack, double).length > 0
        ? refused('mayNotPass', { domino: name })
        : null;
    default:
      return impossible('an answer to a double is a take, a replacement or a pass');
  }
}

/** A move of another step of the turn: the refusal says what the step asks for. */
function notNow(state: HavocState, action: string): GameError {
  switch (state.phase.kind) {
    case 'draw':
      return refused('drawFirst', { action });
    case 'play':
      return refused(shortBy(state, state.phase.player) > 0 ? 'playOrEndTurn' : 'playOrDiscard', { action });
    case 'discard':
      return refused('discardToEnd', { action });
    case 'respond':
      return refused('answerDouble', { action });
    default:
      return impossible('a player acts only to draw, play, discard or answer a double');
  }
}
