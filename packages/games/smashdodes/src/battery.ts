/**
 * Smashdodes' plan for the shared battery (`npm test` runs it as it is,
 * `npm run soak` scaled up).
 */
import { allConfigs, type BatteryPlan } from '@gameshelf/engine';
import { smashdodes } from './game.ts';

export function battery(): BatteryPlan[] {
  // Every shot runs the physics (a few milliseconds, more for a replayed or tampered record),
  // and a random game is 10-150 shots: a few playouts per configuration (referee, joker,
  // exact: six of them) keep the file near a minute on one core. The designer's dice mixes
  // change only which dice are set up, so one playout each of those suffices.
  const configs = allConfigs(smashdodes);
  return [
    {
      playouts: 4,
      deepPlayouts: 1,
      deepSample: 0.05,
      configs: configs.filter((c) => c.options.dice === 'standard'),
    },
    {
      playouts: 1,
      deepPlayouts: 1,
      deepSample: 0.05,
      configs: configs.filter((c) => c.options.dice !== 'standard' && !c.options.referee && !c.options.exact),
    },
  ];
}
