// The shared battery of every game on the shelf, each by the plan in its own folder
// (`src/battery.ts`, `module.battery`), fuzzed with the other games' moves.
import { shelfBattery } from '@gameshelf/engine/testing/vitest';
import { SHELF } from '../src/index.ts';

shelfBattery(SHELF);
