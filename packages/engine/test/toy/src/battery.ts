/** The toy's plan for the shared battery: every player count, 300 playouts, the first 20 checked in depth. */
import type { BatteryPlan } from '../../../src/index.ts';

export function battery(): BatteryPlan[] {
  return [{ playouts: 300, deepPlayouts: 20 }];
}
