/**
 * DIGIT (Gerhard Kodys), for 1-4 players: five sticks lie on the table as a
 * figure; a move takes one stick and lays it on another edge so that the
 * sticks again form one connected figure (DG-4). Making the figure shown on
 * one of your cards gets rid of the card (DG-9: mirror images count).
 * Versions: Standard (DG-5), Plus (DG-6), Solitaire (DG-7), and Open (DG-8)
 * for Standard and Plus. The 55 cards are the 55 free pentasticks (DG-1,
 * DG-2), generated in `rules/geometry/`. See README.md for the rules in full.
 */
import type { GameDefinition } from '@gameshelf/engine';
import { determinize } from './determinize.ts';
import { parseMove } from './moves.ts';
import { apply } from './rules/apply.ts';
import { sampleChance } from './rules/chance.ts';
import { CARD_COUNT } from './rules/geometry/deck.ts';
import { checkInvariants } from './rules/invariants.ts';
import { actors, legalMoves } from './rules/legal.ts';
import { result } from './rules/result.ts';
import { checkSetup, MAX_GAMES, OPTION_SPECS, PLAYER_LIMITS, setup } from './rules/setup.ts';
import { type DigitMove, type DigitOptions, type DigitState, type DigitView, MOVE_LIMIT } from './types.ts';
import { redactMove, view } from './view.ts';

export const digitGame: GameDefinition<DigitState, DigitMove, DigitView, DigitOptions> = {
  id: 'digit',
  name: 'DIGIT',
  players: PLAYER_LIMITS,
  options: OPTION_SPECS,
  hiddenInformation: true,
  chance: true,
  // Lowest: a Solitaire game that never matches (-500), or a Standard match of
  // 10 games ending each with 54 cards in one hand; highest: 54 Plus points a game.
  scoreRange: { min: -Math.max(MOVE_LIMIT, (CARD_COUNT - 1) * MAX_GAMES), max: (CARD_COUNT - 1) * MAX_GAMES },
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
