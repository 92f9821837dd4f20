/**
 * Double Domino Havoc (seed 001, Larry Fortna), on the engine contract.
 *
 * 2-8 players race to move six dominoes from their hidden tray onto their
 * rack's train, drawing from the boneyard or another player's discard slot
 * and discarding face up. A double put into a slot turns the direction of
 * play by its parity and makes the next player that way answer it out of
 * turn: take it, replace it, or pass. Rounds are scored by the pips left in
 * the trays; the lowest total wins. Rulings DH-1 to DH-12; see README.md.
 */
import type { GameDefinition } from '@gameshelf/engine';
import { determinize } from './determinize.ts';
import { parseMove } from './moves.ts';
import { apply } from './rules/apply.ts';
import { sampleChance } from './rules/chance.ts';
import { checkInvariants } from './rules/invariants.ts';
import { actors, legalMoves } from './rules/legal.ts';
import { MAX_TRAY_PIPS, result } from './rules/result.ts';
import { checkSetup, MAX_PLAYERS, MAX_ROUNDS, MIN_PLAYERS, OPTION_SPECS, setup } from './rules/setup.ts';
import type { HavocMove, HavocOptions, HavocState, HavocView } from './types.ts';
import { redactMove, view } from './view.ts';

export const dominoHavoc: GameDefinition<HavocState, HavocMove, HavocView, HavocOptions> = {
  id: 'domino-havoc',
  name: 'Double Domino Havoc',
  players: { min: MIN_PLAYERS, max: MAX_PLAYERS, default: 4 },
  options: OPTION_SPECS,
  hiddenInformation: true,
  chance: true,
  // Scores are minus the penalty pips, at worst a full tray of the heaviest dominoes every round.
  scoreRange: { min: -MAX_ROUNDS * MAX_TRAY_PIPS, max: 0 },
  checkSetup,
  setup,
  actors,
  legalMoves,
  parseMove,
  apply,
  sampleChance,
  view,
  redactMove,
  determinize,
  result,
  checkInvariants,
};
