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
import type { GameDefinition, Player } from '@gameshelf/engine';
import { parseMove } from './moves.ts';
import { apply } from './rules/apply.ts';
import { chanceOutcomes, sampleChance } from './rules/chance.ts';
import { checkInvariants } from './rules/invariants.ts';
import { actors, legalMoves } from './rules/legal.ts';
import { result } from './rules/result.ts';
import { checkSetup, OPTIONS, setup } from './rules/setup.ts';
import { KEYS_TO_WIN } from './rules/tiles.ts';
import type { DominoRunMove, DominoRunOptions, DominoRunState, DominoRunView } from './types.ts';

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
