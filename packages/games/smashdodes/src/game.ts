/**
 * Smashdodes (seed 004) as an engine game. Two players drop-roll and flick
 * polyhedral dice on an octagonal board, in a deterministic rigid-body
 * simulation, to knock the other's D20 out of bounds. Rulings SD-1 to SD-14;
 * see README.md for the rules in our words and where each is implemented.
 */
import type { GameDefinition } from '@gameshelf/engine';
import { determinize } from './determinize.ts';
import { parseMove } from './moves.ts';
import { actors, apply, expectedChance } from './rules/apply.ts';
import { sampleExecute, sampleRollOff } from './rules/chance.ts';
import { checkInvariants } from './rules/invariants.ts';
import { isLegal } from './rules/legal.ts';
import { result } from './rules/result.ts';
import { legalMoves } from './rules/sample.ts';
import { checkSetup, initialState, OPTION_SPECS } from './rules/setup.ts';
import type { SmashMove, SmashOptions, SmashState, SmashView } from './types.ts';
import { redactMove, view } from './view.ts';

export const smashdodes: GameDefinition<SmashState, SmashMove, SmashView, SmashOptions> = {
  id: 'smashdodes',
  name: 'Smashdodes',
  players: { min: 2, max: 2, default: 2 },
  options: OPTION_SPECS,
  hiddenInformation: false,
  chance: true,
  scoreRange: { min: 0, max: 1 },
  checkSetup,
  setup: ({ options }) => initialState(options),
  actors,
  legalMoves,
  isLegal,
  parseMove,
  apply,
  sampleChance(state, rng) {
    const expected = expectedChance(state);
    if (expected === 'rollOff') return sampleRollOff(rng);
    if (expected === null) throw new Error('smashdodes: sampleChance when chance does not act');
    return sampleExecute(state, rng, expected === 'fromHand');
  },
  view,
  redactMove,
  determinize: (v, player) => determinize(v, player),
  result,
  checkInvariants,
};
