/** The battery as a Vitest suite: one `describe` per game, one test per configuration. */
import { describe, expect, it } from 'vitest';
import type { AnyGame } from '../game.ts';
import { allConfigs, type BatteryPlan, checkSetupRefusals, configLabel, runBattery } from './battery.ts';

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
