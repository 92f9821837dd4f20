/** The battery as a Vitest suite: one `describe` per game and plan, one test per configuration. */
import { describe, expect, it } from 'vitest';
import { allConfigs, type BatteryPlan } from '../battery-plan.ts';
import type { AnyGame } from '../game.ts';
import type { AnyGameModule } from '../module.ts';
import { checkSetupRefusals, configLabel, runBattery } from './battery.ts';
import { foreignMoves } from './foreign.ts';

export function battery(game: AnyGame, plan: BatteryPlan, foreign: readonly unknown[] = []): void {
  describe(`battery: ${game.name} (${game.id})`, () => {
    it('refuses bad player counts and options with a code', () => {
      checkSetupRefusals(game);
    });
    const configs = plan.configs ?? allConfigs(game);
    it('has at least one configuration', () => {
      expect(configs.length).toBeGreaterThan(0);
    });
    for (const config of configs) {
      it(`${plan.playouts} random playouts with ${configLabel(config)}`, () => {
        const summary = runBattery(game, config, plan, foreign);
        expect(summary.playouts).toBe(plan.playouts);
      });
    }
  });
}

/**
 * The battery of every game of a shelf (or of those named in `only`), each by
 * its own plan (`module.battery()`) and fuzzed with the other games' moves.
 */
export function shelfBattery(shelf: readonly AnyGameModule[], only?: readonly string[]): void {
  const games = shelf.map((m) => m.game);
  const tested = only ? shelf.filter((m) => only.includes(m.game.id)) : shelf;
  const cases = tested.map((module): [string, AnyGameModule] => [module.game.id, module]);
  describe.each(cases)('%s', (id, module) => {
    const foreign = foreignMoves(games, id);
    for (const plan of module.battery()) battery(module.game, plan, foreign);
  });
}
