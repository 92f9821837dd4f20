/**
 * `apply`: chance acts in its phases and the player in theirs; then the
 * move. The player's moves (DR-4 to DR-8) are each checked here against
 * exactly what `legalMoves` lists, and refused with a message a person
 * understands; nothing is changed on refusal.
 */
import { type Actor, CHANCE, fail, failWith, type GameError, ok, type Result } from '@gameshelf/engine';
import type { ChanceMove, DominoRunMove, DominoRunState, PlayerMove, Tile } from '../types.ts';
import { applyChance, SETUP_TILES } from './chance.ts';
import { CHANCE_PHASES, pairs } from './legal.ts';
import { nextIsFree, reach, slotTile, walk } from './line.ts';
import { type Refusal, refused } from './refusals.ts';
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

/** The refusal of a move of another phase: what this one waits for. */
const WAITING_FOR: Readonly<Record<DominoRunState['phase'], Refusal>> = {
  deal: 'placing',
  mulligan: 'mulliganFirst',
  roll: 'rolling',
  move: 'moveNow',
  treasure: 'treasureFirst',
  ability: 'drawingAbility',
  caught: 'giveUpFirst',
  refill: 'refilling',
  won: 'over',
  lost: 'over',
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
  if (actor !== 0)
    return fail('move/not-your-turn', `a solo game has one player: seat ${actor + 1} does not exist`);
  if (isChanceMove(move) || CHANCE_PHASES.includes(state.phase))
    return fail('move/not-your-turn', 'the player does not act now: chance does');
  return applyPlayerMove(state, move);
}

function applyPlayerMove(state: DominoRunState, move: PlayerMove): Applied {
  if (PHASE_OF[move.type] !== state.phase)
    return failWith(refused(WAITING_FOR[state.phase], { move: move.type }));
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
      if (!nextIsFree(state.line, state.player)) return failWith(refused('notFree'));
      return ok(advance(state, 1));
    case 'endMove':
      return ok(endMove(state));
    case 'chooseTreasure':
      if (!treasureOptions(state).includes(move.treasure))
        return failWith(refused(move.treasure === 'die' ? 'poolFull' : 'noAbilityLeft'));
      return ok(chooseTreasure(state, move.treasure));
    case 'sacrificeDie':
      if (!sacrificeOptions(state).dice) return failWith(refused('noBonusDie'));
      return ok(cleanup(loseDie(state)));
    case 'sacrificeAbility':
      if (!state.abilities.includes(move.ability)) return noSuchAbility(move.ability);
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
  if (at < 0) return failWith(refused('noDieShows', { face }));
  const far = reach(state.line, state.player, face);
  if (spaces < 1 || spaces > far) return tooFar(face, spaces, far);
  const dice = state.dice.slice();
  dice.splice(at, 1);
  return ok(advance({ ...state, dice }, spaces));
}

/** DR-5: once per turn, two unused dice become one budget, their sum. */
function combineDice(state: DominoRunState, faces: readonly [number, number], spaces: number): Applied {
  if (state.combined) return failWith(refused('alreadyCombined'));
  const [a, b] = faces;
  if (!pairs(state.dice).some(([x, y]) => x === a && y === b))
    return failWith(refused('noSuchPair', { a, b }));
  const far = reach(state.line, state.player, a + b);
  if (spaces < 1 || spaces > far) return tooFar(a + b, spaces, far);
  const dice = state.dice.slice();
  dice.splice(dice.indexOf(a), 1);
  dice.splice(dice.indexOf(b), 1);
  return ok(advance({ ...state, dice, combined: true }, spaces));
}

/** DR-7: an ability a:b turns one unused die showing a into b, once per turn. */
function convertDie(state: DominoRunState, ability: Tile): Applied {
  if (!state.abilities.includes(ability)) return noSuchAbility(ability);
  if (state.abilitiesUsed.includes(ability))
    return failWith(refused('abilityUsed', { ability: tileLabel(ability) }));
  const at = state.dice.indexOf(low(ability));
  if (at < 0) return failWith(refused('noDieShows', { face: low(ability) }));
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

function tooFar(budget: number, spaces: number, far: number): Applied {
  if (far === 0) return failWith(refused('cannotPayNext', { budget }));
  return failWith(refused('tooFar', { budget, far, spaces }));
}

function noSuchAbility(ability: Tile): Applied {
  return failWith(refused('noSuchAbility', { ability: tileLabel(ability) }));
}
