/**
 * Domino Run benchmarks for `npm run bench`: random playouts through the
 * rules (legalMoves + apply), the bots' reachable-space search, and
 * planner decisions.
 */
import { type BenchCase, Match, Rng, unwrap } from '@gameshelf/engine';
import { greedy } from './bots/greedy.ts';
import { planner } from './bots/planner.ts';
import { reachableSpaces } from './bots/reach.ts';
import { dominoRun } from './game.ts';
import { dominoRunModule } from './index.ts';
import type { DominoRunState } from './types.ts';

function randomGame(seed: string): { moves: number; states: DominoRunState[] } {
  const match = unwrap(Match.create(dominoRun, { seed }));
  const rng = Rng.fromSeed(seed);
  const states: DominoRunState[] = [];
  let moves = 0;
  while (!match.isOver()) {
    if (match.state.phase === 'move') states.push(match.state);
    unwrap(match.play(0, rng.pick(match.legalMoves(0))));
    moves++;
  }
  return { moves, states };
}

/** Positions where the dice are still unused, gathered once from greedy games. */
function greedyPositions(games: number): DominoRunState[] {
  const bot = unwrap(greedy({ game: dominoRun, module: dominoRunModule }));
  const out: DominoRunState[] = [];
  for (let g = 0; g < games; g++) {
    const match = unwrap(Match.create(dominoRun, { seed: `bench/${g}` }));
    const rng = Rng.fromSeed(`bench-bot/${g}`);
    while (!match.isOver()) {
      const s = match.state;
      if (s.phase === 'move' && s.dice.length === s.pool) out.push(s);
      unwrap(match.play(0, bot.choose({ view: s, player: 0, legal: match.legalMoves(0), rng })));
    }
  }
  return out;
}

let positions: DominoRunState[] | null = null;
const sample = () => {
  positions ??= greedyPositions(20);
  return positions;
};

export const benchCases: BenchCase[] = [
  {
    name: 'domino-run random playouts',
    unit: 'moves',
    run: () => {
      let moves = 0;
      for (let i = 0; i < 50; i++) moves += randomGame(`bench/${i}`).moves;
      return moves;
    },
  },
  {
    name: 'domino-run reachable spaces',
    unit: 'searches',
    run: () => {
      const states = sample();
      for (const s of states) reachableSpaces(s);
      return states.length;
    },
  },
  {
    name: 'domino-run planner decisions',
    unit: 'decisions',
    run: () => {
      const states = sample().slice(0, 40);
      const bot = unwrap(planner({ game: dominoRun, module: dominoRunModule }));
      const rng = Rng.fromSeed('bench-planner');
      for (const s of states) bot.choose({ view: s, player: 0, legal: dominoRun.legalMoves(s, 0), rng });
      return states.length;
    },
  },
];
