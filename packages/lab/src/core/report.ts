/**
 * An experiment's report: what `gameshelf lab --json` prints, what the HTML
 * page and the web lab draw. The experiment's own arms with their metrics,
 * the comparison of the first two, and for a designer report the skill
 * ladder and the option sweep.
 */
import type { Analysis, AnyGameModule, OptionValue, Seed } from '@gameshelf/engine';
import { type Comparison, compareArms, primaryValue } from './compare.ts';
import { type SkillLadder, skillIndex, skillPair, skillRung } from './designer.ts';
import type { Arm, ExperimentPlan } from './experiment.ts';
import { type ArmMetrics, armMetrics } from './metrics.ts';
import type { GameMeasures } from './play.ts';
import { type Difference, pairedDifference } from './statistics.ts';

export interface ArmReport {
  readonly label: string;
  readonly options: Readonly<Record<string, OptionValue>>;
  readonly players: number;
  readonly bots: readonly string[];
  readonly metrics: ArmMetrics;
}

/** One step of the option sweep against the base arm, on the same deals. */
export interface SweepLine {
  readonly option: string;
  readonly label: string;
  readonly games: number;
  /** The primary measure (win rate, or the first mover's) of the base arm and of this one. */
  readonly primary: Difference;
  readonly moves: Difference;
}

export interface ExperimentReport {
  readonly game: string;
  readonly seed: Seed;
  readonly games: number;
  readonly arms: readonly ArmReport[];
  readonly comparison?: Comparison;
  readonly skill?: SkillLadder;
  readonly sweep?: readonly SweepLine[];
  /** The game's own answers to its designer's questions (a designer report only). */
  readonly analyses?: readonly GameAnswer[];
}

export interface GameAnswer extends Analysis {
  readonly id: string;
  readonly title: string;
}

/** What the game answers from its own rules (`GameModule.analyses`), for a designer report. */
export function gameAnswers(module: AnyGameModule): GameAnswer[] {
  return (module.analyses ?? []).map((a) => ({ id: a.id, title: a.title, ...a.run() }));
}

/** The measures of each arm, in game order. */
export function byArm(plan: ExperimentPlan, measures: readonly GameMeasures[]): GameMeasures[][] {
  const out = plan.arms.map((): GameMeasures[] => []);
  for (const m of measures) out[m.arm]?.push(m);
  for (const games of out) games.sort((a, b) => a.index - b.index);
  return out;
}

function armReport(arm: Arm, games: readonly GameMeasures[]): ArmReport {
  const { label, options, players, bots } = arm;
  return { label, options, players, bots, metrics: armMetrics(games) };
}

function sweepLine(arm: Arm, base: readonly GameMeasures[], games: readonly GameMeasures[]): SweepLine {
  const pair = (value: (g: GameMeasures) => number) => {
    const other = new Map(games.map((g) => [g.index, value(g)]));
    const xs: number[] = [];
    const ys: number[] = [];
    for (const g of base) {
      const y = other.get(g.index);
      if (y !== undefined) {
        xs.push(value(g));
        ys.push(y);
      }
    }
    return { xs, ys };
  };
  const primary = pair(primaryValue);
  const moves = pair((g) => g.moves);
  const solo = arm.players === 1;
  return {
    option: arm.label.split('=')[0] ?? arm.label,
    label: arm.label,
    games: games.length,
    primary: pairedDifference(solo ? 'win rate' : 'first mover win rate', primary.xs, primary.ys),
    moves: pairedDifference('moves per game', moves.xs, moves.ys),
  };
}

/** The report of a finished experiment: the same measures give the same report, in whatever order they came. */
export function buildReport(plan: ExperimentPlan, measures: readonly GameMeasures[]): ExperimentReport {
  const games = byArm(plan, measures);
  const of = (role: Arm['role']) =>
    plan.arms.flatMap((arm, i) => (arm.role === role ? [{ arm, games: games[i] ?? [] }] : []));
  const main = of('main');
  const arms = main.map(({ arm, games: g }) => armReport(arm, g));
  const [a, b] = main;
  const skill = of('skill');
  const sweep = of('sweep');
  return {
    game: plan.game,
    seed: plan.seed,
    games: plan.games,
    arms,
    ...(a && b ? { comparison: compareArms({ a: a.arm.label, b: b.arm.label }, a.games, b.games) } : {}),
    ...(skill.length > 0 ? { skill: skillLadder(skill) } : {}),
    ...(sweep.length > 0 && a ? { sweep: sweep.map((s) => sweepLine(s.arm, a.games, s.games)) } : {}),
  };
}

function skillLadder(arms: readonly { arm: Arm; games: readonly GameMeasures[] }[]): SkillLadder {
  const solo = arms.every((s) => s.arm.players === 1);
  const pairs = solo ? [] : arms.map((s) => skillPair(s.arm.label, s.arm.bots, s.games));
  const rungs = solo ? arms.map((s) => skillRung(s.arm.label, s.games)) : [];
  return { pairs, rungs, index: skillIndex(pairs, rungs) };
}
