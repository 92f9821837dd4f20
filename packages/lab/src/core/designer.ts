/**
 * The extra arms of a designer report: the skill ladder (the game's levels
 * against each other, or each alone in a solo game: how much skill decides,
 * against luck) and the option sweep (each rule parameter moved one step
 * from its default, with the same bots: what a rule change does).
 */
import {
  type AnyGameModule,
  itemAt,
  LEVELS,
  type OptionSpec,
  type OptionValue,
  offeredOptions,
  parseOptionValues,
} from '@gameshelf/engine';
import type { ArmRequest } from './experiment.ts';
import { winShare } from './measures.ts';
import type { GameMeasures } from './play.ts';
import { type Rate, rate, round } from './statistics.ts';

/** A rung of the skill ladder: a name a person reads and the bot spec it plays. */
export interface Rung {
  readonly name: string;
  readonly spec: string;
}

/** `random`, then the game's levels from the weakest, each spec once. */
export function skillRungs(module: AnyGameModule): Rung[] {
  const rungs: Rung[] = [{ name: 'random', spec: 'random' }];
  for (const level of LEVELS) {
    const spec = module.levels?.[level];
    if (spec !== undefined && !rungs.some((r) => r.spec === spec)) rungs.push({ name: level, spec });
  }
  return rungs;
}

/** The pairs to play, stronger first: each rung against the one below, and the top against the bottom. */
export function skillPairs(rungs: readonly Rung[]): [Rung, Rung][] {
  const pairs: [Rung, Rung][] = [];
  for (let i = rungs.length - 1; i > 0; i--) pairs.push([itemAt(rungs, i), itemAt(rungs, i - 1)]);
  const top = rungs[rungs.length - 1];
  const bottom = rungs[0];
  if (rungs.length > 2 && top && bottom) pairs.push([top, bottom]);
  return pairs;
}

/** The skill ladder's arms: pairs of rungs at the table, or in a solo game each rung alone. */
export function skillArms(module: AnyGameModule, base: ArmRequest, players: number): ArmRequest[] {
  const rungs = skillRungs(module);
  const common = { ...(base.options ? { options: base.options } : {}), players, role: 'skill' as const };
  if (players === 1) return rungs.map((r) => ({ ...common, bots: [r.spec], label: r.name }));
  return skillPairs(rungs).map(([hi, lo]) => ({
    ...common,
    bots: [hi.spec, lo.spec],
    label: `${hi.name} vs ${lo.name}`,
  }));
}

/** The values one step from an option's value (its default unless the base arm sets it) that a designer would try first. */
export function optionSteps(spec: OptionSpec, value: OptionValue = spec.default): OptionValue[] {
  switch (spec.kind) {
    case 'bool':
      return [!value];
    case 'enum':
      return spec.choices.filter((c) => c !== value);
    case 'int': {
      const base = typeof value === 'number' ? value : spec.default;
      const step = base <= 10 ? 1 : Math.max(1, Math.round(Math.abs(base) / 4));
      return [base - step, base + step].filter((v) => v >= spec.min && v <= spec.max);
    }
  }
}

/** The sweep's arms: each option moved one step, everything else as in the base arm; combinations the game refuses are left out. */
export function sweepArms(module: AnyGameModule, base: ArmRequest, players: number): ArmRequest[] {
  const baseOptions = parseOptionValues(module.game.options, base.options ?? {});
  if (!baseOptions.ok) return [];
  const out: ArmRequest[] = [];
  // Internal options are legacy switches (Smashdodes' physics model), not rules to design with.
  for (const spec of offeredOptions(module.game.options)) {
    for (const value of optionSteps(spec, baseOptions.value[spec.name])) {
      const options = { ...base.options, [spec.name]: value };
      const parsed = parseOptionValues(module.game.options, options);
      if (!parsed.ok || !module.game.checkSetup(players, parsed.value).ok) continue;
      out.push({ options, players, bots: base.bots, role: 'sweep', label: `${spec.name}=${String(value)}` });
    }
  }
  return out;
}

/** One rung pair's result: the stronger side's share of the wins against its fair share of them. */
export interface SkillPair {
  readonly label: string;
  readonly stronger: string;
  readonly weaker: string;
  /** Share of the games' wins taken by the stronger bot's seats. */
  readonly share: Rate;
  /** Its share if skill decided nothing: its seats over all seats. */
  readonly fair: number;
}

/** A solo rung: its win rate and mean score on the same deals as the others. */
export interface SkillRung {
  readonly label: string;
  readonly won: Rate;
  readonly meanScore: number;
}

export interface SkillLadder {
  readonly pairs: readonly SkillPair[];
  readonly rungs: readonly SkillRung[];
  /**
   * How much skill decides, from 0 (the best bot does no better than
   * chance would give it) to 1 (it always wins): for the top against the
   * bottom rung, (share − fair) / (1 − fair); in a solo game, the top rung's
   * win rate less the bottom's.
   */
  readonly index: number | null;
}

export function skillPair(label: string, bots: readonly string[], games: readonly GameMeasures[]): SkillPair {
  const [stronger = '', weaker = ''] = bots;
  let wins = 0;
  let seats = 0;
  let all = 0;
  for (const g of games) {
    g.seats.forEach((bot, seat) => {
      if (bot === stronger) {
        seats++;
        wins += winShare(g.winners, seat);
      }
      all++;
    });
  }
  const decided = games.filter((g) => g.winners.length > 0).length;
  return { label, stronger, weaker, share: rate(wins, decided), fair: all > 0 ? round(seats / all) : 0 };
}

export function skillRung(label: string, games: readonly GameMeasures[]): SkillRung {
  const won = rate(games.filter((g) => g.winners.length > 0).length, games.length);
  const total = games.reduce((s, g) => s + (g.scores[0] ?? 0), 0);
  return { label, won, meanScore: games.length > 0 ? round(total / games.length, 3) : 0 };
}

export function skillIndex(pairs: readonly SkillPair[], rungs: readonly SkillRung[]): number | null {
  if (rungs.length >= 2) {
    const top = rungs[rungs.length - 1];
    const bottom = rungs[0];
    return top && bottom ? round(top.won.rate - bottom.won.rate) : null;
  }
  const last = pairs[pairs.length - 1];
  if (!last || last.fair >= 1) return null;
  return round((last.share.rate - last.fair) / (1 - last.fair));
}
