// The shared battery for domino-run; its plan (configurations, playouts and why) is in src/battery.ts.
import { battery } from '@gameshelf/engine/testing/vitest';
import { batteryOf } from '../../src/battery.ts';

const { game, plans, foreign } = batteryOf('domino-run');
const moves = foreign();
for (const plan of plans) battery(game, plan, moves);
