/**
 * An experiment's arms as a person asks for them: one base arm, a second
 * that differs by some options (`--vs`, the web lab's second arm), and for a
 * designer report the skill ladder and the option sweep. The command line
 * and the web lab both build their requests here, so the same choices give
 * the same request, and so the same report.
 */
import { type AnyGameModule, type GameError, ok, type Result } from '@gameshelf/engine';
import { skillArms, sweepArms } from './designer.ts';
import { type ArmRequest, planExperiment } from './experiment.ts';

/**
 * The bots a lab arm plays by default: the game's medium level in every
 * seat; in a designer report, its hard level (its best planner), since the
 * report's headline is what the game is worth played as well as the shelf
 * can play it (Domino Run's win probability of the best planner).
 */
export function defaultBots(module: AnyGameModule, report = false): string[] {
  if (report && module.levels?.hard) return ['hard'];
  if (module.levels?.medium) return ['medium'];
  return [module.bots.greedy ? 'greedy' : 'random'];
}

/** The base arm (A), the arm that differs by `vs` (B), and for a designer report the skill ladder and the option sweep. */
export function experimentArms(
  module: AnyGameModule,
  base: ArmRequest,
  vs: Readonly<Record<string, unknown>> | null,
  report: boolean,
): Result<ArmRequest[], GameError> {
  const arms: ArmRequest[] = [{ ...base, label: 'A' }];
  if (vs) arms.push({ ...base, options: { ...base.options, ...vs }, label: 'B' });
  if (!report) return ok(arms);
  // The extra arms sit at the base arm's table: its player count, once checked.
  const checked = planExperiment(module, { game: module.game.id, arms: [base], games: 1, seed: 1 });
  if (!checked.ok) return checked;
  const players = checked.value.arms[0]?.players ?? module.game.players.default;
  return ok([...arms, ...skillArms(module, base, players), ...sweepArms(module, base, players)]);
}
