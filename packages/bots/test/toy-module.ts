import type { AnyGameModule } from '@gameshelf/engine';
import { makeToy } from '../../engine/test/toy.ts';

/** The engine tests' toy game, as a module, for testing bots without a real game. */
export const toyModule: AnyGameModule = {
  game: makeToy(),
  bots: {},
  battery: () => [{ playouts: 300, deepPlayouts: 20 }],
  text: {
    render: (view) => JSON.stringify(view),
    describe: (move) => JSON.stringify(move),
    menuPath: (move) => [JSON.stringify(move)],
  },
};
