/**
 * Digit Dash benchmarks (`npm run bench`): what search bots lean on — legal
 * moves and apply in mid-game positions, determinizing a view — and whole
 * games played by the greedy policy.
 */
import { type BenchCase, CHANCE, Rng } from '@gameshelf/engine';
import { rollout } from './bots/rollout.ts';
import { digitDash } from './game.ts';
import type { DigitDashMove, DigitDashState } from './types.ts';

const OPTIONS = { match: false, blockLimit: 60 };

/** Plays one two-player game with `pick` choosing every player's move; returns every state it passed. */
function playGame(rng: Rng, pick: (s: DigitDashState, p: number, legal: DigitDashMove[]) => DigitDashMove) {
  let state = digitDash.setup({ players: 2, options: OPTIONS }, rng);
  const states: DigitDashState[] = [];
  for (;;) {
    const actors = digitDash.actors(state);
    if (actors.kind === 'over') return states;
    const player = actors.kind === 'players' ? actors.players[0] : null;
    const move =
      player === null
        ? digitDash.sampleChance(state, rng)
        : pick(state, player, digitDash.legalMoves(state, player));
    const next = digitDash.apply(state, player ?? CHANCE, move);
    if (!next.ok) throw new Error(next.error.message);
    if (player !== null) states.push(state);
    state = next.value;
  }
}

/** Positions where a player is to move, from a few random games. */
function positions(): DigitDashState[] {
  const rng = Rng.fromSeed('bench/digit-dash/positions');
  const out: DigitDashState[] = [];
  for (let i = 0; i < 20; i++) out.push(...playGame(rng, (_s, _p, legal) => rng.pick(legal)));
  return out;
}

const SAMPLE = positions();

export const benchCases: BenchCase[] = [
  {
    name: 'legal moves, each applied',
    unit: 'moves',
    run() {
      let n = 0;
      for (const s of SAMPLE) {
        const player = s.phase === 'swapReveal' && s.swap !== null ? s.swap.target : s.turn;
        for (const m of digitDash.legalMoves(s, player)) {
          if (digitDash.apply(s, player, m).ok) n++;
        }
      }
      return n;
    },
  },
  {
    name: 'determinize a player view',
    unit: 'determinizations',
    run() {
      const rng = Rng.fromSeed('bench/digit-dash/determinize');
      for (const s of SAMPLE) digitDash.determinize(digitDash.view(s, s.turn), s.turn, rng);
      return SAMPLE.length;
    },
  },
  {
    name: 'greedy-policy games (2 players)',
    unit: 'games',
    run() {
      const rng = Rng.fromSeed('bench/digit-dash/greedy');
      for (let i = 0; i < 10; i++) playGame(rng, (s, p, legal) => rollout(s, p, legal, rng));
      return 10;
    },
  },
];
