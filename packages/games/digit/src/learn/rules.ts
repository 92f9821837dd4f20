/**
 * The rules of digit as the rules page shows them: its sections, in order,
 * with their words in `../locales/rules/`. Data only, no rules imported (the
 * package's `./rules` entry), so a rules page loads none of the engine.
 */
import type { RulesText } from '@gameshelf/engine/rules-text';
import en from '../locales/rules/en.json' with { type: 'json' };
import it from '../locales/rules/it.json' with { type: 'json' };

export const digitRules: RulesText = {
  sections: [
    { id: 'goal', blocks: [{ type: 'paragraph', key: 'goal.p1' }] },
    {
      id: 'components',
      blocks: [
        { type: 'paragraph', key: 'components.p1' },
        {
          type: 'pieces',
          pieces: [
            {
              key: 'components.pieces.sticks',
              piece: {
                sticks: [
                  [0, 0, 0, 1],
                  [0, 0, 1, 0],
                  [1, 0, 2, 0],
                  [2, 0, 3, 0],
                  [3, 0, 4, 0],
                ],
              },
            },
            { key: 'components.pieces.card', piece: { card: 12 } },
            { key: 'components.pieces.back', piece: { card: null } },
          ],
        },
        { type: 'paragraph', key: 'components.p2' },
      ],
    },
    { id: 'setup', blocks: [{ type: 'paragraph', key: 'setup.p1' }] },
    {
      id: 'turn',
      blocks: [
        { type: 'paragraph', key: 'turn.p1' },
        { type: 'list', ordered: false, keys: ['turn.i2', 'turn.i3', 'turn.i4'] },
      ],
    },
    {
      // DG-4, DG-9, DG-5 (as amended: another player's card leaves their hand at once), DG-6, DG-7.
      id: 'special',
      blocks: [
        {
          type: 'list',
          ordered: false,
          keys: [
            'special.i1',
            'special.i2',
            'special.i3',
            'special.i4',
            'special.i5',
            'special.i6',
            'special.i7',
          ],
        },
      ],
    },
    { id: 'scoring', blocks: [{ type: 'paragraph', key: 'scoring.p1' }] },
    {
      id: 'variants',
      blocks: [
        { type: 'list', ordered: false, keys: ['variants.i1', 'variants.i2', 'variants.i3', 'variants.i4'] },
      ],
    },
  ],
  examples: [
    { id: 'start', section: 'setup', seed: 7, players: 2, moves: [] },
    {
      id: 'move',
      section: 'turn',
      seed: 7,
      players: 2,
      moves: [{ player: 0, move: { type: 'move', from: [4, 0, 5, 0], to: [0, 0, 0, 1] } }],
    },
  ],
  words: { en, it },
};
