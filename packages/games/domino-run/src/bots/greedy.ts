/**
 * `greedy`: plays each turn for the best position right after it. It finds
 * every space this roll can reach (see reach.ts), plays out the end of the
 * turn for each (keys, treasures, the enemy, cleanup) and heads for the
 * space whose outcome `evaluate` likes best, the farthest on a tie. No
 * look-ahead past the enemy's move.
 */
import { type BotFactory, ok, type Rng } from '@gameshelf/engine';
import type { DominoRunMove, DominoRunOptions, DominoRunState, DominoRunView, PlayerMove } from '../types.ts';
import { evaluate } from './evaluate.ts';
import { shouldMulligan } from './mulligan.ts';
import { finishTurn } from './outcome.ts';
import { pickSacrifice, pickTreasure } from './policy.ts';
import { type Destination, destinations } from './reach.ts';

/** Sample deals weighed against the dealt line at the mulligan. */
const MULLIGAN_SAMPLES = 24;

export function greedyMove(state: DominoRunState, rng: Rng): PlayerMove {
  switch (state.phase) {
    case 'mulligan':
      return { type: shouldMulligan(state, rng, MULLIGAN_SAMPLES) ? 'mulligan' : 'keep' };
    case 'treasure':
      return { type: 'chooseTreasure', treasure: pickTreasure(state) };
    case 'caught':
      return pickSacrifice(state);
    default:
      return bestDestination(state).first;
  }
}

/** The reachable space whose end of turn evaluates best; the farthest among equals. */
export function bestDestination(state: DominoRunState): Destination {
  let best: Destination | null = null;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const d of destinations(state)) {
    const value = evaluate(finishTurn(state, d.to));
    if (value >= bestValue) {
      best = d;
      bestValue = value;
    }
  }
  if (best === null) throw new Error('domino-run greedy: no destination, yet ending the move always is one');
  return best;
}

export const greedy: BotFactory<DominoRunState, DominoRunMove, DominoRunView, DominoRunOptions> = () =>
  ok({
    name: 'greedy',
    choose: ({ view, legal, rng }) => pickLegal(legal, greedyMove(view, rng)),
  });

/** The listed legal move equal to the one chosen (a bot hands back one of its `legal` moves). */
export function pickLegal(legal: readonly DominoRunMove[], move: PlayerMove): DominoRunMove {
  const key = JSON.stringify(move);
  const found = legal.find((m) => JSON.stringify(m) === key);
  if (found === undefined) throw new Error(`domino-run bot chose ${key}, which is not legal here`);
  return found;
}
