// The shared battery for smashdodes; its plan (configurations, playouts and why) is in src/battery.ts.
import { battery } from '@gameshelf/engine/testing/vitest';
import { batteryOf } from '../../src/battery.ts';

const { game, plans, foreign } = batteryOf('smashdodes');
const moves = foreign();
for (const plan of plans) battery(game, plan, moves);
