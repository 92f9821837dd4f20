/**
 * Benchmarks for `npm run bench`: the rules' hot path as search bots use it
 * (legal moves and apply over random playouts), determinizations, and the
 * greedy bot's decisions.
 */
import { type BenchCase, CHANCE, type Player, Rng, unwrap } from '@gameshelf/engine';
import { chooseGreedy } from './bots/greedy.ts';
import { dominoHavoc as game } from './game.ts';
import type { HavocState } from './types.ts';

function newGame(players: number, seed: string): HavocState {
  return game.setup(unwrap(game.checkSetup(players, { rounds: 1 })), Rng.fromSeed(seed));
}

/** Plays one round at random to its end, calling `each` before every player move; returns the moves made. */
function playout(state: HavocState, rng: Rng, each?: (s: HavocState, p: Player) => void): number {
  let moves = 0;
  for (;;) {
    const actors = game.actors(state);
    if (actors.kind === 'over') return moves;
    if (actors.kind === 'chance') {
      state = unwrap(game.apply(state, CHANCE, game.sampleChance(state, rng)));
    } else {
      const [player] = actors.players;
      each?.(state, player);
      state = unwrap(game.apply(state, player, rng.pick(game.legalMoves(state, player))));
    }
    moves++;
  }
}

/** The positions where a player must act, over a few random rounds: the inputs of the bot benchmarks. */
function decisionPoints(games: number): { state: HavocState; player: Player }[] {
  const rng = Rng.fromSeed('bench/points');
  const points: { state: HavocState; player: Player }[] = [];
  for (let i = 0; i < games; i++)
    playout(newGame(4, `bench/points/${i}`), rng, (state, player) => points.push({ state, player }));
  return points;
}

let cachedPoints: { state: HavocState; player: Player }[] | null = null;
const points = () => (cachedPoints ??= decisionPoints(5));

export const benchCases: BenchCase[] = [
  {
    name: 'domino-havoc: random rounds, 4 players (legalMoves + apply)',
    unit: 'moves',
    run() {
      const rng = Rng.fromSeed('bench/playout');
      let moves = 0;
      for (let i = 0; i < 50; i++) moves += playout(newGame(4, `bench/${i}`), rng);
      return moves;
    },
  },
  {
    name: 'domino-havoc: determinize a 4-player view',
    unit: 'determinizations',
    run() {
      const rng = Rng.fromSeed('bench/determinize');
      for (const { state, player } of points()) game.determinize(game.view(state, player), player, rng);
      return points().length;
    },
  },
  {
    name: 'domino-havoc: greedy decisions, 4 players',
    unit: 'decisions',
    run() {
      const rng = Rng.fromSeed('bench/greedy');
      for (const { state, player } of points()) {
        chooseGreedy(game.view(state, player), player, game.legalMoves(state, player), rng);
      }
      return points().length;
    },
  },
];
