/**
 * Domino Run's plan for the shared battery (`npm test` runs it as it is,
 * `npm run soak` scaled up).
 */
import type { BatteryPlan } from '@gameshelf/engine';

export function battery(): BatteryPlan[] {
  // The turn limit is an int option, so the battery would only try its default: also play
  // without a limit, and with a limit of 3 turns so the loss by time (DR-10) is reached.
  return [
    { playouts: 1000, configs: [0, 3, 300].map((turnLimit) => ({ players: 1, options: { turnLimit } })) },
  ];
}
