/**
 * Count: a game so small that every measure of it can be worked out by
 * hand. Two players take turns, four decisions in all; each adds 1 or 2 to
 * their own count, the higher count wins (equal counts share the win). The
 * game's evaluation is each count over 6. The state has six leaves (turn,
 * the two counts, decisions, secret, mine): a secret number that nobody can
 * see, and a number of seat 0's (`mine`) that seat 1 cannot see; `determinize`
 * always guesses what a seat cannot see wrong. So at every decision seat 0
 * misses one leaf of six (1/6), seat 1 two (2/6), and the mean of the seats
 * is 1/4. Its statistics name the game's outcome: `seat 1 won`, `seat 2 won`
 * or `tie`.
 *
 * Its bots are scripted: `plusone` always adds 1, `plustwo` always 2.
 */
import {
  type BotFactory,
  fail,
  type GameDefinition,
  type GameModule,
  ok,
  type Player,
} from '@gameshelf/engine';

export interface CountState {
  readonly turn: Player;
  readonly counts: readonly number[];
  readonly decisions: number;
  readonly secret: number;
  /** Seat 0's: seat 1's view shows -1 instead. */
  readonly mine: number;
}

export interface CountMove {
  readonly type: 'add';
  readonly n: 1 | 2;
}

const DECISIONS = 4;
const over = (s: CountState) => s.decisions >= DECISIONS;

const game: GameDefinition<CountState, CountMove, CountState, Record<string, never>> = {
  id: 'count',
  name: 'Count',
  players: { min: 2, max: 2, default: 2 },
  options: [],
  hiddenInformation: true,
  chance: false,
  scoreRange: { min: 0, max: 4 },
  checkSetup: (players) =>
    players === 2 ? ok({ players, options: {} }) : fail('setup/bad-player-count', 'two'),
  setup: () => ({ turn: 0, counts: [0, 0], decisions: 0, secret: 7, mine: 5 }),
  actors: (s) => (over(s) ? { kind: 'over' } : { kind: 'players', players: [s.turn] }),
  legalMoves: (s, p) =>
    over(s) || p !== s.turn
      ? []
      : [
          { type: 'add', n: 1 },
          { type: 'add', n: 2 },
        ],
  parseMove: (raw) =>
    typeof raw === 'object' && raw !== null && 'n' in raw && (raw.n === 1 || raw.n === 2)
      ? ok({ type: 'add', n: raw.n })
      : fail('move/malformed', 'add 1 or 2'),
  apply: (s, actor, move) =>
    actor !== s.turn || over(s)
      ? fail('move/not-your-turn', 'not now')
      : ok({
          ...s,
          turn: 1 - s.turn,
          counts: s.counts.map((c, p) => (p === actor ? c + move.n : c)),
          decisions: s.decisions + 1,
        }),
  sampleChance: () => {
    throw new Error('no chance in Count');
  },
  view: (s, p) => (p === 0 ? s : { ...s, mine: -1 }),
  redactMove: (_s, _a, move) => move,
  // Every guess at what a seat cannot see is wrong: the secret for both, seat 0's number for seat 1.
  determinize: (view, p) => ({ ...view, secret: view.secret + 1, mine: p === 0 ? view.mine : 4 }),
  result: (s) => {
    if (!over(s)) return null;
    const best = Math.max(...s.counts);
    return { scores: s.counts, winners: s.counts.flatMap((c, p) => (c === best ? [p] : [])) };
  },
  checkInvariants: () => [],
};

const always =
  (n: 1 | 2, name: string): BotFactory<CountState, CountMove, CountState, Record<string, never>> =>
  () =>
    ok({ name, choose: ({ legal }) => legal.find((m) => m.n === n) ?? { type: 'add', n } });

export const countModule: GameModule<CountState, CountMove, CountState, Record<string, never>> = {
  game,
  bots: { plusone: always(1, 'plusone'), plustwo: always(2, 'plustwo') },
  text: { render: () => '', narrate: () => [], menuPath: () => [] },
  evaluate: (s) => s.counts.map((c) => c / 6),
  stats: () => ({
    onMove: () => {},
    finish: () => ({}),
    outcome: ({ counts: [a = 0, b = 0] }) => (a > b ? 'seat 1 won' : a < b ? 'seat 2 won' : 'tie'),
  }),
  levels: { easy: 'random', medium: 'plusone', hard: 'plustwo' },
  battery: () => [],
  locales: { en: {}, it: {} },
};
