/**
 * The rules of digit-dash as the rules page shows them: its sections, in order,
 * with their words in `../locales/rules/`. Data only, no rules imported (the
 * package's `./rules` entry), so a rules page loads none of the engine.
 */
import type { RulesText } from '@gameshelf/engine/rules-text';
import en from '../locales/rules/en.json' with { type: 'json' };
import it from '../locales/rules/it.json' with { type: 'json' };

export const digitDashRules: RulesText = {
  sections: [
    { id: 'goal', blocks: [{ type: 'paragraph', key: 'goal.p1' }] },
    {
      id: 'components',
      blocks: [
        { type: 'paragraph', key: 'components.p1' },
        {
          // Tiles are ids: suit × 10 + value - 1, the suit's power tile at 9 (circle, square, triangle, hexagon).
          type: 'pieces',
          pieces: [
            { key: 'components.pieces.circle', piece: { tile: 6 } },
            { key: 'components.pieces.square', piece: { tile: 12 } },
            { key: 'components.pieces.triangle', piece: { tile: 28 } },
            { key: 'components.pieces.hexagon', piece: { tile: 30 } },
            { key: 'components.pieces.power', piece: { tile: 9 } },
            { key: 'components.pieces.hidden', piece: { hidden: 'square' } },
          ],
        },
        { type: 'paragraph', key: 'components.p2' },
      ],
    },
    { id: 'setup', blocks: [{ type: 'paragraph', key: 'setup.p1' }] },
    { id: 'turn', blocks: [{ type: 'list', ordered: true, keys: ['turn.i1', 'turn.i2', 'turn.i3'] }] },
    {
      id: 'melds',
      blocks: [{ type: 'list', ordered: false, keys: ['melds.i1', 'melds.i2', 'melds.i3', 'melds.i4'] }],
    },
    {
      id: 'special',
      blocks: [
        { type: 'list', ordered: false, keys: ['special.i1', 'special.i2', 'special.i3', 'special.i4'] },
      ],
    },
    {
      id: 'scoring',
      blocks: [
        { type: 'paragraph', key: 'scoring.p1' },
        { type: 'paragraph', key: 'scoring.p2' },
      ],
    },
    { id: 'variants', blocks: [{ type: 'list', ordered: false, keys: ['variants.i1', 'variants.i2'] }] },
  ],
  examples: [
    {
      id: 'melds',
      section: 'melds',
      seed: 3,
      players: 2,
      moves: [
        { player: 0, move: { type: 'draw' } },
        { player: 0, move: { type: 'meld', tiles: [2, 3, 4] } },
        { player: 0, move: { type: 'meld', tiles: [18, 28] } },
      ],
    },
    {
      // DD-7 Steal: a stolen tile stops counting for whoever placed it, and counts for whoever lays it again.
      id: 'steal',
      section: 'special',
      seed: 10,
      players: 2,
      moves: [
        { player: 1, move: { type: 'draw' } },
        { player: 1, move: { type: 'meld', tiles: [8, 18, 28] } },
        { player: 1, move: { type: 'discard', tile: 4 } },
        { player: 0, move: { type: 'draw' } },
        { player: 0, move: { type: 'steal', tile: 28 } },
        { player: 0, move: { type: 'layOff', tile: 28, meld: 0 } },
      ],
    },
  ],
  words: { en, it },
};
