/**
 * `apply`: chance acts in its phases and the player in theirs; then the
 * move. The player's moves (DR-4 to DR-8) are each checked here against
 * exactly what `legalMoves` lists, and refused with a message a person
 * understands; nothing is changed on refusal.
 */
import { type Actor, CHANCE, fail, type GameError, ok, type Result } from '@gameshelf/engine';
import type { ChanceMove, DominoRunMove, DominoRunState, PlayerMove, Tile } from '../types.ts';
import { applyChance, SETUP_TILES } from './chance.ts';
import { CHANCE_PHASES, pairs } from './legal.ts';
import { nextIsFree, reach, slotTile, walk } from './line.ts';
import { isOver } from './result.ts';
import { high, low, tileLabel, withTiles } from './tiles.ts';
import {
  afterKeys,
  cleanup,
  endMove,
  loseAbility,
  loseDie,
  sacrificeOptions,
  settleTreasures,
  takeTreasure,
  treasureOptions,
} from './turn.ts';

type Applied = Result<DominoRunState, GameError>;

const PHASE_OF: Readonly<Record<PlayerMove['type'], DominoRunState['phase']>> = {
  mulligan: 'mulligan',
  keep: 'mulligan',
  useDie: 'move',
  combineDice: 'move',
  convertDie: 'move',
  step: 'move',
  endMove: 'move',
  chooseTreasure: 'treasure',
  sacrificeDie: 'caught',
  sacrificeAbility: 'caught',
};

const WAITING_FOR: Readonly<Record<DominoRunState['phase'], string>> = {
  deal: 'the setup tiles are being placed',
  mulligan: 'keep the line or mulligan first',
  roll: 'the dice are being rolled',
  move: 'move, or end the move',
  treasure: 'choose a treasure first',
  ability: 'an ability is being drawn',
  caught: 'give up a treasure first',
  refill: 'tiles are being placed',
  won: 'the game is over',
  lost: 'the game is over',
};

const isChanceMove = (move: DominoRunMove): move is ChanceMove =>
  move.type === 'place' || move.type === 'roll' || move.type === 'drawAbility';

export function apply(state: DominoRunState, actor: Actor, move: DominoRunMove): Applied {
  if (isOver(state)) return fail('move/game-over', 'the game is over');
  if (actor === CHANCE) {
    if (!isChanceMove(move) || !CHANCE_PHASES.includes(state.phase))
      return fail('move/not-your-turn', 'chance does not act now');
    return applyChance(state, move);
  }
  if (actor !== 0) return fail('move/not-your-turn', `there is no player ${String(actor)} in a solo game`);
  if (isChanceMove(move) || CHANCE_PHASES.includes(state.phase))
    return fail('move/not-your-turn', 'the player does not act now: chance does');
  return applyPlayerMove(state, move);
}

function applyPlayerMove(state: DominoRunState, move: PlayerMove): Applied {
  if (PHASE_OF[move.type] !== state.phase)
    return fail('move/illegal', `cannot ${move.type} now: ${WAITING_FOR[state.phase]}`);
  switch (move.type) {
    case 'mulligan':
      return ok(mulligan(state));
    case 'keep':
      return ok({ ...state, phase: 'roll' });
    case 'useDie':
      return useDie(state, move.face, move.spaces);
    case 'combineDice':
      return combineDice(state, move.faces, move.spaces);
    case 'convertDie':
      return convertDie(state, move.ability);
    case 'step':
      if (!nextIsFree(state.line, state.player)) return fail('move/illegal', 'the next space is not free');
      return ok(advance(state, 1));
    case 'endMove':
      return ok(endMove(state));
    case 'chooseTreasure':
      if (!treasureOptions(state).includes(move.treasure))
        return fail('move/illegal', noTreasure(move.treasure));
      return ok(chooseTreasure(state, move.treasure));
    case 'sacrificeDie':
      if (!sacrificeOptions(state).dice) return fail('move/illegal', 'you hold no bonus die');
      return ok(cleanup(loseDie(state)));
    case 'sacrificeAbility':
      if (!state.abilities.includes(move.ability))
        return fail('move/illegal', `you hold no ability ${tileLabel(move.ability)}`);
      return ok(cleanup(loseAbility(state, move.ability)));
  }
}

/** DR-4: the five tiles go back, the pile is reshuffled, five new ones are placed. */
function mulligan(state: DominoRunState): DominoRunState {
  const back = state.line
    .map(slotTile)
    .filter((t): t is Tile => t !== null)
    .sort((a, b) => a - b);
  return {
    ...state,
    phase: 'deal',
    line: [],
    pile: withTiles(state.pile, back),
    toDeal: SETUP_TILES,
    mulliganed: true,
  };
}

/** DR-5: one die's face is a budget; the player enters exactly `spaces` spaces it covers. */
function useDie(state: DominoRunState, face: number, spaces: number): Applied {
  const at = state.dice.indexOf(face);
  if (at < 0) return fail('move/illegal', `no unused die shows ${face}`);
  const far = reach(state.line, state.player, face);
  if (spaces < 1 || spaces > far) return fail('move/illegal', tooFar(face, spaces, far));
  const dice = state.dice.slice();
  dice.splice(at, 1);
  return ok(advance({ ...state, dice }, spaces));
}

/** DR-5: once per turn, two unused dice become one budget, their sum. */
function combineDice(state: DominoRunState, faces: readonly [number, number], spaces: number): Applied {
  if (state.combined) return fail('move/illegal', 'dice were already combined this turn');
  const [a, b] = faces;
  if (!pairs(state.dice).some(([x, y]) => x === a && y === b))
    return fail('move/illegal', `there are no unused dice showing ${a} and ${b}`);
  const far = reach(state.line, state.player, a + b);
  if (spaces < 1 || spaces > far) return fail('move/illegal', tooFar(a + b, spaces, far));
  const dice = state.dice.slice();
  dice.splice(dice.indexOf(a), 1);
  dice.splice(dice.indexOf(b), 1);
  return ok(advance({ ...state, dice, combined: true }, spaces));
}

/** DR-7: an ability a:b turns one unused die showing a into b, once per turn. */
function convertDie(state: DominoRunState, ability: Tile): Applied {
  if (!state.abilities.includes(ability))
    return fail('move/illegal', `you hold no ability ${tileLabel(ability)}`);
  if (state.abilitiesUsed.includes(ability))
    return fail('move/illegal', `ability ${tileLabel(ability)} was already used this turn`);
  const at = state.dice.indexOf(low(ability));
  if (at < 0) return fail('move/illegal', `no unused die shows ${low(ability)}`);
  const dice = state.dice.slice();
  dice[at] = high(ability);
  dice.sort((x, y) => y - x);
  return ok({ ...state, dice, abilitiesUsed: [...state.abilitiesUsed, ability] });
}

/** Moves the white cube; keys completed on the way are flipped and owe treasures (DR-6). */
function advance(state: DominoRunState, spaces: number): DominoRunState {
  const walked = walk(state.line, state.player, spaces);
  const s = { ...state, line: walked.line, player: walked.to };
  if (walked.keys === 0) return s;
  return afterKeys({ ...s, pendingTreasures: s.pendingTreasures + walked.keys });
}

function chooseTreasure(state: DominoRunState, treasure: 'die' | 'ability'): DominoRunState {
  const s = takeTreasure({ ...state, pendingTreasures: state.pendingTreasures - 1 }, treasure);
  return s.phase === 'ability' ? s : settleTreasures(s);
}

function tooFar(budget: number, spaces: number, far: number): string {
  if (far === 0) return `a budget of ${budget} cannot pay for the next space`;
  return `a budget of ${budget} enters 1 to ${far} spaces here, not ${spaces}`;
}

function noTreasure(treasure: 'die' | 'ability'): string {
  return treasure === 'die'
    ? 'the pool already has 4 dice'
    : 'no ability tile (no double, no blank) is left in the pile';
}
