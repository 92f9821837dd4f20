/**
 * Digit Dash (Matt Tranchina) on the engine contract: 2-4 players race to
 * empty their hands by laying sets and runs of shaped tiles, while four power
 * tiles reach into hands, the table and the stockpile. Rules: seed 000 and
 * rulings DD-1..DD-12; our own summary is in this package's README.
 */
import type { GameDefinition } from '@gameshelf/engine';
import { determinize } from './determinize.ts';
import { parseMove } from './moves.ts';
import { apply } from './rules/apply.ts';
import { sampleChance } from './rules/chance.ts';
import { checkInvariants } from './rules/invariants.ts';
import { actors, legalMoves } from './rules/legal.ts';
import { result } from './rules/result.ts';
import { checkSetup, MAX_PLAYERS, MIN_PLAYERS, OPTION_SPECS, setup } from './rules/setup.ts';
import type { DigitDashMove, DigitDashOptions, DigitDashState, DigitDashView } from './types.ts';
import { redactMove, view } from './view.ts';

export const digitDash: GameDefinition<DigitDashState, DigitDashMove, DigitDashView, DigitDashOptions> = {
  id: 'digit-dash',
  name: 'Digit Dash',
  players: { min: MIN_PLAYERS, max: MAX_PLAYERS, default: 2 },
  options: OPTION_SPECS,
  hiddenInformation: true,
  chance: true,
  // One game scores from -220 (all 36 number tiles and 4 power tiles in hand) to 180 (all placed).
  // A match total stops at most 179 above 99; a long run of losing games could go lower than -220,
  // which search bots clamp.
  scoreRange: { min: -220, max: 279 },
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
