/**
 * The invariant soak (`npm run soak -- --moves N`, scripts/soak.ts). For each turn-based game
 * (every game whose moves are cheap: not Smashdodes, whose every shot is a
 * physics simulation), plays N random moves, chance's included, over the
 * configurations of its battery plan in turn, game after game, and calls
 * the game's `checkInvariants` at every position (each start and after
 * every move). It does none of the battery's other checks, so that a
 * million moves take minutes, not hours. Prints, per game, the moves by
 * type (so one sees which rules the walk reached) and stops a game at its
 * first broken invariant, naming the seed and the move.
 *
 *   npm run soak -- --moves 1000000 [--games id,id] [--seed soak]
 */
import { allConfigs, type BatteryConfig } from '../battery-plan.ts';
import { impossible } from '../checked.ts';
import { type AnyGame, CHANCE } from '../game.ts';
import type { AnyGameModule } from '../module.ts';
import { Rng } from '../rng.ts';
import { configLabel } from './battery.ts';
import { randomStep } from './playout.ts';

export interface MovesOutcome {
  readonly id: string;
  readonly moves: number;
  readonly playerMoves: number;
  readonly chanceMoves: number;
  readonly positions: number;
  readonly games: number;
  /** Moves made, by move type. */
  readonly byType: Readonly<Record<string, number>>;
  readonly failure: string | null;
  readonly seconds: number;
}

/** A game plays cheap moves, so a million of them is a soak of minutes. */
export function isTurnBased(module: AnyGameModule): boolean {
  return module.costlyMoves !== true;
}

function configsOf(module: AnyGameModule): readonly BatteryConfig[] {
  return module.battery().flatMap((plan) => plan.configs ?? allConfigs(module.game));
}

/** The first broken invariant of this position, or null. */
function broken(game: AnyGame, state: unknown): string | null {
  const problems = game.checkInvariants(state);
  return problems.length > 0 ? problems.join('; ') : null;
}

/** Plays `total` random moves of one game, checking the invariants of every position. */
export function soakMoves(module: AnyGameModule, total: number, seed: string): MovesOutcome {
  const { game } = module;
  const configs = configsOf(module);
  const maxMoves = Math.max(...module.battery().map((plan) => plan.maxMoves ?? 100_000));
  const byType: Record<string, number> = {};
  const started = performance.now();
  let moves = 0;
  let chanceMoves = 0;
  let positions = 0;
  let games = 0;
  let failure: string | null = null;
  const outcome = (): MovesOutcome => {
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    const playerMoves = moves - chanceMoves;
    return { id: game.id, moves, playerMoves, chanceMoves, positions, games, byType, failure, seconds };
  };

  for (let g = 0; moves < total && failure === null; g++) {
    const config = configs[g % configs.length] ?? impossible('a battery plan has configurations');
    const where = `${game.id} ${configLabel(config)} seed ${seed}/${game.id}/${g}`;
    const setup = game.checkSetup(config.players, config.options);
    if (!setup.ok) {
      failure = `${where}: setup refused: ${setup.error.message}`;
      break;
    }
    const rng = Rng.fromSeed(`${seed}/${game.id}/${g}`);
    let state = game.setup(setup.value, rng);
    let inGame = 0;
    failure = broken(game, state);
    positions++;
    while (failure === null && moves < total && game.actors(state).kind !== 'over') {
      if (inGame >= maxMoves) {
        failure = `${where}: no end after ${maxMoves} moves`;
        break;
      }
      const step = randomStep(game, state, rng);
      const actor = step === null ? CHANCE : step.player;
      const move = step === null ? game.sampleChance(state, rng) : step.move;
      const next = game.apply(state, actor, move);
      if (!next.ok) {
        failure = `${where}, move ${inGame + 1} (${JSON.stringify(move)}): refused: ${next.error.message}`;
        break;
      }
      state = next.value;
      moves++;
      inGame++;
      if (step === null) chanceMoves++;
      byType[move.type] = (byType[move.type] ?? 0) + 1;
      positions++;
      const why = broken(game, state);
      if (why !== null) failure = `${where}, after move ${inGame} (${JSON.stringify(move)}): ${why}`;
    }
    if (game.actors(state).kind === 'over') games++;
  }
  return outcome();
}

/** One game's outcome in a few lines. */
export function soakReport(o: MovesOutcome): string {
  const types = Object.entries(o.byType)
    .sort((a, b) => b[1] - a[1])
    .map(([type, n]) => `${type} ${n}`)
    .join(', ');
  const head = `${o.failure === null ? 'ok  ' : 'FAIL'}  ${o.id}: ${o.moves} moves (${o.playerMoves} by players, ${o.chanceMoves} by chance), ${o.positions} positions checked, ${o.games} games finished, ${o.seconds} s`;
  return [head, `      by type: ${types}`, ...(o.failure === null ? [] : [`      ${o.failure}`])].join('\n');
}
