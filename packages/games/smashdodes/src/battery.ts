/**
 * Smashdodes' plan for the shared battery (`npm test` runs it as it is,
 * `npm run soak` scaled up).
 */
import type { BatteryPlan } from '@gameshelf/engine';

export function battery(): BatteryPlan[] {
  // Every shot runs the physics (a few milliseconds, more for a replayed or tampered record),
  // and a random game is 10-150 shots: a few playouts per configuration (referee, joker,
  // exact: six of them) keep the file near a minute on one core.
  return [{ playouts: 4, deepPlayouts: 1, deepSample: 0.05 }];
}
