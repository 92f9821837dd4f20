/**
 * Toy High Card on the engine contract (rules in README.md): 2-3 players,
 * cards 1-8, draw or stand, the highest total not above 12 wins. Chance deals
 * every card; a player sees only their own hand.
 */
import { type GameDefinition, ok } from '../../../src/index.ts';
import { determinize } from './determinize.ts';
import { parseMove } from './moves.ts';
import { apply } from './rules/apply.ts';
import { chanceOutcomes, sampleChance } from './rules/chance.ts';
import { checkInvariants } from './rules/invariants.ts';
import { actors, legalMoves } from './rules/legal.ts';
import { result } from './rules/result.ts';
import { setup } from './rules/setup.ts';
import type { ToyMove, ToyOptions, ToyState, ToyView, Variant } from './types.ts';
import { redactMove, view } from './view.ts';

/** The game, or with `leaky` its deliberately broken twin (a view that carries the state). */
export function makeToy(variant: Variant = 'plain'): GameDefinition<ToyState, ToyMove, ToyView, ToyOptions> {
  return {
    id: variant === 'plain' ? 'toy' : 'toy-leaky',
    name: 'Toy High Card',
    players: { min: 2, max: 3, default: 2 },
    options: [],
    hiddenInformation: true,
    chance: true,
    scoreRange: { min: 0, max: 12 },
    checkSetup: (players) => ok({ players, options: { variant } }),
    setup: ({ players }, rng) => setup(players, variant, rng),
    actors,
    legalMoves,
    parseMove,
    apply,
    sampleChance,
    chanceOutcomes,
    view,
    redactMove,
    determinize,
    result,
    checkInvariants,
  };
}
