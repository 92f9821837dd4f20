/**
 * Domino Run (seed 003, Ronald Villaver) on the engine contract.
 *
 * A solo roll-and-move: the white cube runs along a line of dominoes, paying
 * each space's pips from its dice (DR-2, DR-5), ahead of a black cube that
 * moves 2 + keys spaces a turn (DR-8). Completing a face-up double claims it
 * as a key and earns a treasure, a fourth die or a die-converting ability
 * (DR-6, DR-7). Seven keys win; being caught without a treasure, or (option)
 * reaching the turn limit, loses (DR-10). Rulings DR-1 to DR-10 throughout.
 */
import {
  type Actor,
  type Actors,
  CHANCE,
  fail,
  type GameDefinition,
  type GameError,
  type GameResult,
  type Player,
  type Result,
} from '@gameshelf/engine';
import { applyChance, chanceOutcomes, sampleChance } from './chance.ts';
import { keysClaimed } from './enemy.ts';
import { checkInvariants } from './invariants.ts';
import { legalMoves } from './legal.ts';
import { parseMove } from './parse.ts';
import { applyPlayerMove } from './play.ts';
import { checkSetup, OPTIONS, setup } from './setup.ts';
import { KEYS_TO_WIN } from './tiles.ts';
import type {
  ChanceMove,
  DominoRunMove,
  DominoRunOptions,
  DominoRunState,
  DominoRunView,
  Phase,
  PlayerMove,
} from './types.ts';

const CHANCE_PHASES: readonly Phase[] = ['deal', 'roll', 'ability', 'refill'];
const CHANCE_MOVES: readonly string[] = ['place', 'roll', 'drawAbility'];
const PLAYERS: Actors = { kind: 'players', players: [0] };

function isOver(state: DominoRunState): boolean {
  return state.phase === 'won' || state.phase === 'lost';
}

function actors(state: DominoRunState): Actors {
  if (isOver(state)) return { kind: 'over' };
  return CHANCE_PHASES.includes(state.phase) ? { kind: 'chance' } : PLAYERS;
}

function apply(state: DominoRunState, actor: Actor, move: DominoRunMove): Result<DominoRunState, GameError> {
  if (isOver(state)) return fail('move/game-over', 'the game is over');
  const chanceMove = CHANCE_MOVES.includes(move.type);
  if (actor === CHANCE) {
    if (!chanceMove || !CHANCE_PHASES.includes(state.phase))
      return fail('move/not-your-turn', 'chance does not act now');
    return applyChance(state, move as ChanceMove);
  }
  if (actor !== 0) return fail('move/not-your-turn', `there is no player ${String(actor)} in a solo game`);
  if (chanceMove || CHANCE_PHASES.includes(state.phase))
    return fail('move/not-your-turn', 'the player does not act now: chance does');
  return applyPlayerMove(state, move as PlayerMove);
}

function result(state: DominoRunState): GameResult | null {
  if (!isOver(state)) return null;
  const keys = keysClaimed(state);
  if (state.phase === 'won')
    return {
      scores: [keys],
      winners: [0],
      summary: `escaped with all ${KEYS_TO_WIN} keys on turn ${state.turn}`,
    };
  const how = state.loss === 'time' ? 'still running at the turn limit' : 'caught with no treasure';
  return { scores: [keys], winners: [], summary: `${how} on turn ${state.turn}, with ${keys} keys` };
}

export const dominoRun: GameDefinition<DominoRunState, DominoRunMove, DominoRunView, DominoRunOptions> = {
  id: 'domino-run',
  name: 'Domino Run',
  players: { min: 1, max: 1, default: 1 },
  options: OPTIONS,
  hiddenInformation: false,
  chance: true,
  // The score is the number of keys claimed; 7 is a win.
  scoreRange: { min: 0, max: KEYS_TO_WIN },
  checkSetup,
  setup,
  actors,
  legalMoves: (state: DominoRunState, player: Player) =>
    player === 0 && actors(state).kind === 'players' ? legalMoves(state) : [],
  parseMove,
  apply,
  sampleChance,
  chanceOutcomes,
  // Nothing is hidden (see types.ts): every viewer sees the state, every move as made.
  view: (state) => state,
  redactMove: (_before, _actor, move) => move,
  determinize: (view) => view,
  result,
  checkInvariants,
};
