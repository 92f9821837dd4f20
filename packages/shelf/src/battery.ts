/**
 * The shared battery's plan for every game on the shelf: which
 * configurations, and how many random playouts of each. `npm test` runs the
 * plans as they are (sized to keep each game's file near a minute on one
 * core); `npm run soak` runs them scaled up, with other seeds.
 */
import { type AnyGame, Match } from '@gameshelf/engine';
import { allConfigs, type BatteryConfig, type BatteryPlan } from '@gameshelf/engine/testing';
import { SHELF } from './index.ts';

export interface GameBattery {
  readonly game: AnyGame;
  /** One or more plans, each with its own configurations. */
  readonly plans: readonly BatteryPlan[];
  /** Legal moves of the other games, for the battery's fuzzing. */
  readonly foreign: () => unknown[];
}

/** A few legal moves of every other game on the shelf, for the battery's fuzzing. */
export function foreignMoves(exceptId: string): unknown[] {
  const out: unknown[] = [];
  for (const module of SHELF) {
    if (module.game.id === exceptId) continue;
    const created = Match.create(module.game, { seed: `foreign/${module.game.id}` });
    if (!created.ok) continue;
    for (const player of created.value.toAct()) out.push(...created.value.legalMoves(player).slice(0, 5));
  }
  return out;
}

function gameOf(id: string): AnyGame {
  const module = SHELF.find((m) => m.game.id === id);
  if (!module) throw new Error(`no game ${id} on the shelf`);
  return module.game;
}

function digitDash(): BatteryPlan[] {
  const configs = allConfigs(gameOf('digit-dash'));
  return [
    // Single games: 1000 random playouts for each of 2, 3 and 4 players.
    { playouts: 1000, configs: configs.filter((c) => !c.options.match) },
    // DD-10 matches: a random-play match runs 3 to 7 games to reach 100 points, so 200
    // matches cover about as many games as 1000 single ones, near a minute on one core.
    { playouts: 200, configs: configs.filter((c) => c.options.match) },
  ];
}

function digit(): BatteryPlan[] {
  const game = gameOf('digit');
  /** Open games (DG-8) and Solitaire hide no card: determinize has nothing to vary there. */
  const hidesCards = (c: BatteryConfig) => c.options.version !== 'solitaire' && c.options.open !== true;
  // DG-5 several games in a row (and the same for Plus): the next game's deal, the first seat moving on.
  const matches = allConfigs(game)
    .filter((c) => c.players === 3 && c.options.open === (c.options.version === 'plus'))
    .map((c) => ({ ...c, options: { ...c.options, games: 3 } }));
  return [
    // Every version and player count: Solitaire with 1 player, Standard and Plus with 2-4,
    // each closed and Open: 13 configurations. Random play rarely matches a card, so a random
    // game runs 300-500 stick moves (about 25 ms); 200 playouts per configuration keep the
    // file near 70 seconds of one core. One playout per configuration gets the deep checks at
    // every position (about 1.2 s); the others get them on a 1% sample.
    { playouts: 200, deepPlayouts: 1, hiddenInformation: hidesCards },
    { playouts: 20, deepPlayouts: 1, configs: matches, hiddenInformation: hidesCards },
  ];
}

function dominoHavoc(): BatteryPlan[] {
  // Every player count with each set it allows (DH-1): 2-8 players with double-12, 2-6 with
  // double-9, 12 configurations. Games of 2 rounds, so that every playout also crosses a chance
  // deal (DH-11). A random 2-round game is 200-1,600 moves, every one checked (40-120 ms a
  // game), and the fully checked playout (determinizing for each of up to 8 players at every
  // move) costs 1.5-6 s: 50 playouts per configuration keep the file near a minute.
  const configs = allConfigs(gameOf('domino-havoc')).map((c) => ({
    ...c,
    options: { ...c.options, rounds: 2 },
  }));
  return [{ playouts: 50, deepPlayouts: 1, configs }];
}

function dominoRun(): BatteryPlan[] {
  // The turn limit is an int option, so the battery would only try its default: also play
  // without a limit, and with a limit of 3 turns so the loss by time (DR-10) is reached.
  return [
    { playouts: 1000, configs: [0, 3, 300].map((turnLimit) => ({ players: 1, options: { turnLimit } })) },
  ];
}

function smashdodes(): BatteryPlan[] {
  // Every shot runs the physics (a few milliseconds, more for a replayed or tampered record),
  // and a random game is 10-150 shots: a few playouts per configuration (referee, joker,
  // exact: six of them) keep the file near a minute on one core.
  return [{ playouts: 4, deepPlayouts: 1, deepSample: 0.05 }];
}

const PLANS: Readonly<Record<string, () => BatteryPlan[]>> = {
  'digit-dash': digitDash,
  digit,
  'domino-havoc': dominoHavoc,
  'domino-run': dominoRun,
  smashdodes,
};

/** The battery of one game on the shelf. */
export function batteryOf(id: string): GameBattery {
  const plans = PLANS[id];
  if (!plans) throw new Error(`no battery plan for ${id}`);
  return { game: gameOf(id), plans: plans(), foreign: () => foreignMoves(id) };
}

/** A plan with `scale` times the playouts (and deep playouts), under another seed. */
export function scaled(plan: BatteryPlan, scale: number, seed: string): BatteryPlan {
  return {
    ...plan,
    playouts: Math.max(1, Math.round(plan.playouts * scale)),
    deepPlayouts: Math.max(1, Math.round((plan.deepPlayouts ?? 3) * scale)),
    seed,
  };
}

export const BATTERY_IDS: readonly string[] = Object.keys(PLANS);
