/**
 * The rules of smashdodes as the rules page shows them: its sections, in order,
 * with their words in `../locales/rules/`. Data only, no rules imported (the
 * package's `./rules` entry), so a rules page loads none of the engine.
 */
import type { RulesText } from '@gameshelf/engine/rules-text';
import en from '../locales/rules/en.json' with { type: 'json' };
import it from '../locales/rules/it.json' with { type: 'json' };

export const smashdodesRules: RulesText = {
  sections: [
    { id: 'goal', blocks: [{ type: 'paragraph', key: 'goal.p1' }] },
    {
      id: 'components',
      blocks: [
        { type: 'paragraph', key: 'components.p1' },
        { type: 'paragraph', key: 'components.p2' },
        {
          type: 'pieces',
          pieces: [
            { key: 'components.pieces.board', piece: { board: { dice: [] } } },
            { key: 'components.pieces.d4', piece: { die: 'd4', owner: 0, value: 4 } },
            { key: 'components.pieces.d8', piece: { die: 'd8', owner: 0, value: 8 } },
            { key: 'components.pieces.d10', piece: { die: 'd10', owner: 0, value: 9 } },
            { key: 'components.pieces.d20', piece: { die: 'd20', owner: 0, value: 20 } },
            { key: 'components.pieces.referee', piece: { die: 'd12', owner: 'neutral', value: 12 } },
            { key: 'components.pieces.joker', piece: { die: 'd6', owner: 'neutral', value: null } },
          ],
        },
      ],
    },
    { id: 'setup', blocks: [{ type: 'paragraph', key: 'setup.p1' }] },
    {
      id: 'turn',
      blocks: [
        { type: 'paragraph', key: 'turn.p1' },
        { type: 'list', ordered: false, keys: ['turn.i2', 'turn.i3', 'turn.i4'] },
        {
          // SD-7: an attack on a die of higher value is refused before it is shot. Millimetres from the centre.
          type: 'picture',
          picture: {
            key: 'examples.attack',
            piece: {
              board: {
                dice: [
                  { die: 'd8', owner: 0, value: 5, x: -70, z: 40 },
                  { die: 'd10', owner: 1, value: 3, x: 60, z: 100 },
                  { die: 'd20', owner: 1, value: 17, x: 40, z: -90 },
                ],
                shots: [
                  { from: 0, to: 1 },
                  { from: 0, to: 2, refused: true },
                ],
              },
            },
          },
        },
      ],
    },
    {
      id: 'special',
      blocks: [
        {
          type: 'list',
          ordered: false,
          keys: ['special.i1', 'special.i2', 'special.i5', 'special.i3', 'special.i4'],
        },
        {
          // SD-5: in play inside the inbounds octagon (21 cm half-width), OoB across its border, OoP off the board.
          type: 'picture',
          picture: {
            key: 'examples.bounds',
            piece: {
              board: {
                dice: [
                  { die: 'd10', owner: 0, value: 6, x: -60, z: -50 },
                  { die: 'd4', owner: 0, value: 2, x: 205, z: 30, out: true },
                  { die: 'd8', owner: 1, value: 7, x: -262, z: 130 },
                ],
              },
            },
          },
        },
      ],
    },
    { id: 'scoring', blocks: [{ type: 'paragraph', key: 'scoring.p1' }] },
    {
      id: 'variants',
      blocks: [{ type: 'list', ordered: false, keys: ['variants.i1', 'variants.i2', 'variants.i3'] }],
    },
  ],
  examples: [],
  words: { en, it },
};
