/**
 * The shared battery: the checks every game on the shelf must pass, for
 * each of its variants and player counts, as its plan (`GameModule.battery`,
 * see `../battery-plan.ts`) asks. A game gets all of them by being on the
 * shelf. The checks are plain functions (they throw `BatteryFailure`), so
 * the soak script runs them at larger counts.
 */
import type { BatteryConfig, BatteryPlan } from '../battery-plan.ts';
import type { AnyGame } from '../game.ts';
import { canonicalJson } from '../hash.ts';
import { type AnyMatch, type GameRecord, Match } from '../match.ts';

import { parseRecord, replayRecord } from '../record.ts';
import { Rng } from '../rng.ts';
import { check, checkState, deepCheck, isCodedError, newTally, type Tally } from './checks.ts';
import { randomStep } from './playout.ts';

export interface BatterySummary {
  readonly config: BatteryConfig;
  readonly playouts: number;
  readonly moves: { readonly min: number; readonly mean: number; readonly max: number };
  readonly tally: Tally;
}

export function configLabel(config: BatteryConfig): string {
  const opts = Object.entries(config.options)
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(' ');
  return `${config.players} players${opts ? ` ${opts}` : ''}`;
}

/** A plan with `scale` times the playouts (and deep playouts), under another seed: for `npm run soak`. */
export function scaled(plan: BatteryPlan, scale: number, seed: string): BatteryPlan {
  return {
    ...plan,
    playouts: Math.max(1, Math.round(plan.playouts * scale)),
    deepPlayouts: Math.max(1, Math.round((plan.deepPlayouts ?? 3) * scale)),
    seed,
  };
}

/** Setup is refused with a code for player counts and options the game does not allow. */
export function checkSetupRefusals(game: AnyGame): void {
  for (const players of [game.players.min - 1, game.players.max + 1, 2.5, Number.NaN]) {
    const r = Match.create(game, { players, seed: 1 });
    check(
      !r.ok && r.error.code === 'setup/bad-player-count',
      () => `${game.id}: ${players} players accepted`,
    );
  }
  for (const options of [{ noSuchOption: 1 }, 'x', [1]]) {
    const r = Match.create(game, { options, seed: 1 });
    check(
      !r.ok && r.error.code === 'options/invalid',
      () => `${game.id}: options ${JSON.stringify(options)} accepted`,
    );
  }
  for (const spec of game.options) {
    const badValue = spec.kind === 'int' ? spec.max + 1 : spec.kind === 'enum' ? 'no-such-choice' : 'maybe';
    const r = Match.create(game, { options: { [spec.name]: badValue }, seed: 1 });
    check(!r.ok && r.error.code === 'options/invalid', () => `${game.id}: ${spec.name}=${badValue} accepted`);
  }
}

/** Runs the whole battery for one configuration; throws `BatteryFailure` at the first broken check. */
export function runBattery(
  game: AnyGame,
  config: BatteryConfig,
  plan: BatteryPlan,
  foreign: readonly unknown[] = [],
): BatterySummary {
  const seedBase = `${plan.seed ?? 'battery'}/${game.id}/${configLabel(config)}`;
  const deepPlayouts = plan.deepPlayouts ?? 3;
  const deepSample = plan.deepSample ?? 0.01;
  const maxMoves = plan.maxMoves ?? 100_000;
  const tally = newTally();
  const lengths: number[] = [];

  for (let i = 0; i < plan.playouts; i++) {
    const seed = `${seedBase}/${i}`;
    const created = Match.create(game, { players: config.players, options: config.options, seed });
    check(created.ok, () => `${game.id}: cannot create ${configLabel(config)}: ${JSON.stringify(created)}`);
    const match = created.value;
    const rng = Rng.fromSeed(`moves/${seed}`);
    const deep = i < deepPlayouts;
    let moves = 0;
    for (;;) {
      const state = match.state;
      checkState(game, state, config.players);
      if (deep || rng.float() < deepSample) deepCheck(game, state, config.players, rng, tally, foreign);
      const step = randomStep(game, state, rng);
      if (step === null) break;
      const played = match.play(step.player, step.move);
      check(
        played.ok,
        () => `${game.id} ${seed}: legal move refused by the match: ${JSON.stringify(played)}`,
      );
      moves++;
      check(moves <= maxMoves, () => `${game.id} ${seed}: no end after ${maxMoves} moves`);
    }
    lengths.push(moves);
    checkRecord(game, match, deep, seed);
  }
  const hides = plan.hiddenInformation?.(config) ?? game.hiddenInformation;
  if (hides && tally.determinizations > 50) {
    check(
      tally.determinizationsThatDiffer > 0,
      () => `${game.id}: determinize never varied anything hidden: does the view carry the secrets?`,
    );
  }
  const total = lengths.reduce((a, b) => a + b, 0);
  return {
    config,
    playouts: plan.playouts,
    moves: { min: Math.min(...lengths), mean: total / lengths.length, max: Math.max(...lengths) },
    tally,
  };
}

/** The record replays to the same final state, survives JSON, and a tampered record names its first bad move. */
function checkRecord(game: AnyGame, match: AnyMatch, deep: boolean, seed: string) {
  const record: GameRecord = JSON.parse(JSON.stringify(match.record({ hashes: deep ? 'every' : 'final' })));
  const parsed = parseRecord(record);
  check(parsed.ok, () => `${game.id} ${seed}: record does not parse: ${JSON.stringify(parsed)}`);
  const replayed = replayRecord(game, parsed.value);
  check(replayed.ok, () => `${game.id} ${seed}: record does not replay: ${JSON.stringify(replayed)}`);
  check(replayed.value.stateHash() === match.stateHash(), () => `${game.id} ${seed}: replay ends elsewhere`);
  check(
    canonicalJson(replayed.value.state) === canonicalJson(match.state),
    () => `${game.id} ${seed}: replayed state differs`,
  );
  if (!deep) return;
  // Tamper with one player move: swap in another legal move of that position, or junk.
  const playerMoves = record.moves.flatMap(({ player, move }, index) =>
    typeof player === 'number' ? [{ player, move, index }] : [],
  );
  if (playerMoves.length === 0) return;
  const rng = Rng.fromSeed(`tamper/${seed}`);
  const { index, player, move } = rng.pick(playerMoves);
  const state = stateBefore(game, record, index);
  const original = canonicalJson(move);
  const alternatives = game.legalMoves(state, player).filter((m: unknown) => canonicalJson(m) !== original);
  const tampered = alternatives.length > 0 ? rng.pick(alternatives) : { type: 'tampered' };
  const moves = record.moves.map((m, i) => (i === index ? { ...m, move: tampered } : m));
  const result = replayRecord(game, { ...record, moves });
  check(!result.ok, () => `${game.id} ${seed}: a record tampered at move ${index + 1} still replays`);
  check(
    isCodedError(result.error) && result.error.code === 'record/corrupt' && result.error.moveIndex === index,
    () => `${game.id} ${seed}: tampering at move ${index + 1} reported as ${JSON.stringify(result.error)}`,
  );
}

/** The state in which the record's move `index` was made. */
function stateBefore(game: AnyGame, record: GameRecord, index: number): unknown {
  const replayed = replayRecord(game, record);
  check(replayed.ok, () => `${game.id}: the record does not replay`);
  return replayed.value.stateAt(index);
}
