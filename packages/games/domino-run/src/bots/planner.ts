/**
 * `planner`: looks one full turn further than `greedy`, over the dice.
 *
 * It shortlists the spaces this roll can reach by greedy's one-turn value,
 * plays out the end of the turn for each (keys, treasures, enemy, cleanup),
 * then takes the expectation, over the next roll and the tiles that top up
 * the line, of the best next turn's value. Rolls of two or three dice are
 * enumerated exactly (21 or 56 with their probabilities); four dice are
 * sampled (`planner:N` sets how many, default 48). Tile draws are sampled
 * with the bot's own generator. Every candidate sees the same futures
 * (common random numbers), so candidates are compared without the noise of
 * each. A plan made at the start of a move is then followed move by move.
 * Which spaces a roll reaches, now and in every future weighed, comes from
 * the search of reach.ts, which chains abilities on one die wherever that
 * reaches further (DR-7).
 */
import { type BotFactory, err, gameError, impossible, ok, type Rng } from '@gameshelf/engine';
import { applyChance, rollOutcomes } from '../rules/chance.ts';
import { TILES } from '../rules/tiles.ts';
import type {
  ChanceMove,
  DominoRunMove,
  DominoRunOptions,
  DominoRunState,
  DominoRunView,
  PlayerMove,
} from '../types.ts';
import { evaluate, WIN_VALUE } from './evaluate.ts';
import { greedyMove, pickLegal } from './greedy.ts';
import { finishTurn } from './outcome.ts';
import { type Destination, destinations, reachableSpaces } from './reach.ts';

export const DEFAULT_SAMPLES = 48;
/** Candidates kept for the look-ahead: the best by the one-turn value `greedy` uses. */
export const SHORTLIST = 6;
/** Pools up to this size have their rolls enumerated; larger ones are sampled. */
const EXACT_POOL = 3;

/** A next roll with its weight, and which sampled tile order tops up the line before it. */
interface Future {
  readonly dice: readonly number[];
  readonly weight: number;
  readonly order: number;
}

/** The futures of one decision, shared by all its candidates. */
interface Futures {
  forPool(pool: number): readonly Future[];
  /** A random order of the whole set: tiles are drawn in it, skipping those not in the pile. */
  tileOrder(i: number): readonly number[];
}

function futures(rng: Rng, samples: number): Futures {
  const sampled = Array.from({ length: samples }, () => [1, 2, 3, 4].map(() => rng.int(6) + 1));
  const byPool = new Map<number, Future[]>();
  const orders: number[][] = [];
  const rollsOf = (pool: number): Future[] =>
    pool <= EXACT_POOL
      ? rollOutcomes(pool).map((o, order) => ({ dice: rolled(o.move), weight: o.probability, order }))
      : sampled.map((dice, order) => ({
          dice: dice.slice(0, pool).sort((a, b) => b - a),
          weight: 1 / sampled.length,
          order,
        }));
  return {
    forPool(pool) {
      let list = byPool.get(pool);
      if (list === undefined) {
        list = rollsOf(pool);
        byPool.set(pool, list);
      }
      return list;
    },
    tileOrder(i) {
      while (orders.length <= i) orders.push(rng.shuffle(TILES.slice()));
      return orders[i] ?? impossible('the orders were drawn up to i');
    },
  };
}

function rolled(move: ChanceMove): readonly number[] {
  return move.type === 'roll' ? move.dice : [];
}

/** What a planner decided for the current move, so that the moves of one plan are not planned again. */
interface Plan {
  readonly basis: string;
  readonly to: number;
}

export function plannerMove(
  state: DominoRunState,
  rng: Rng,
  samples: number,
  memory: { plan: Plan | null },
): PlayerMove {
  if (state.phase !== 'move') return greedyMove(state, rng);
  const options = destinations(state);
  const plan = memory.plan;
  const now = basis(state);
  if (plan && plan.basis === now) {
    const onward = options.find((o) => o.to === plan.to);
    if (onward) return onward.first;
  }
  const choice = choose(state, options, futures(rng, samples));
  memory.plan = { basis: now, to: choice.to };
  return choice.first;
}

function choose(state: DominoRunState, options: readonly Destination[], ahead: Futures): Destination {
  if (options.length === 1) return options[0] ?? impossible('one option');
  const ends = options.map((option) => {
    const after = finishTurn(state, option.to);
    return { option, after, value: evaluate(after) };
  });
  // The shortlist: the best one-turn values, farther spaces first among equals.
  const shortlist = ends.sort((a, b) => b.value - a.value || b.option.to - a.option.to).slice(0, SHORTLIST);
  let best = shortlist[0] ?? impossible('a turn has somewhere to go');
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const end of shortlist) {
    const value = lookAhead(end.after, ahead);
    if (value > bestValue) {
      best = end;
      bestValue = value;
    }
  }
  return best.option;
}

/**
 * What stays the same while a plan is followed within a move: the turn, the
 * roll, the treasures, the enemy and the tiles of the line (a key flipped on
 * the way keeps its tile). A treasure taken mid-move changes it, and so does
 * a new turn or a new game: then a new plan is made.
 */
function basis(state: DominoRunState): string {
  const tiles = state.line
    .map((slot) => (slot.kind === 'pit' ? '_' : `${slot.first}${slot.second}`))
    .join('');
  return `${state.turn}/${state.rolled.join('')}/${state.pool}/${state.abilities.join(',')}/${state.enemy}/${tiles}`;
}

/** The expected value of the best next turn, from a position between turns. */
function lookAhead(between: DominoRunState, ahead: Futures): number {
  if (between.phase === 'won' || between.phase === 'lost') return evaluate(between);
  let total = 0;
  for (const future of ahead.forPool(between.pool)) {
    total += future.weight * bestNextTurn(between, future.dice, ahead.tileOrder(future.order));
  }
  return total;
}

function bestNextTurn(between: DominoRunState, dice: readonly number[], order: readonly number[]): number {
  const rolledState = playFuture(between, dice, order);
  let best = Number.NEGATIVE_INFINITY;
  for (const to of reachableSpaces(rolledState)) {
    const value = evaluate(finishTurn(rolledState, to));
    if (value > best) best = value;
    if (best >= WIN_VALUE) break;
  }
  return best;
}

/** Tops up the line in the given tile order, then rolls the given dice, through the rules. */
function playFuture(
  between: DominoRunState,
  dice: readonly number[],
  order: readonly number[],
): DominoRunState {
  let s = between;
  let next = 0;
  while (s.phase === 'refill') {
    const tileAt = (k: number) => order[k] ?? impossible('the order holds every tile of the pile');
    while (!s.pile.includes(tileAt(next))) next++;
    const placed = applyChance(s, { type: 'place', tile: tileAt(next) });
    if (!placed.ok) throw new Error(`domino-run planner: ${placed.error.message}`);
    s = placed.value;
  }
  const rolledState = applyChance(s, { type: 'roll', dice });
  if (!rolledState.ok) throw new Error(`domino-run planner: ${rolledState.error.message}`);
  return rolledState.value;
}

export const planner: BotFactory<DominoRunState, DominoRunMove, DominoRunView, DominoRunOptions> = (
  context,
) => {
  const samples = context.arg === undefined ? DEFAULT_SAMPLES : Number(context.arg);
  if (!Number.isInteger(samples) || samples < 1 || samples > 10_000)
    return err(
      gameError('bot/invalid', `planner:N samples 1 to 10000 rolls of four dice, not ${context.arg}`),
    );
  const memory: { plan: Plan | null } = { plan: null };
  return ok({
    name: 'planner',
    choose: ({ view, legal, rng }) => pickLegal(legal, plannerMove(view, rng, samples, memory)),
  });
};
