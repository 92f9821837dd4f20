/**
 * The rules of domino-havoc as the rules page shows them: its sections, in order,
 * with their words in `../locales/rules/`. Data only, no rules imported (the
 * package's `./rules` entry), so a rules page loads none of the engine.
 */
import type { RulesText } from '@gameshelf/engine/rules-text';
import en from '../locales/rules/en.json' with { type: 'json' };
import it from '../locales/rules/it.json' with { type: 'json' };

export const dominoHavocRules: RulesText = {
  sections: [
    { id: 'goal', blocks: [{ type: 'paragraph', key: 'goal.p1' }] },
    {
      id: 'components',
      blocks: [
        { type: 'paragraph', key: 'components.p1' },
        {
          type: 'pieces',
          pieces: [
            { key: 'components.pieces.domino', piece: { domino: [3, 5] } },
            { key: 'components.pieces.double', piece: { domino: [6, 6] } },
            { key: 'components.pieces.high', piece: { domino: [10, 12] } },
            { key: 'components.pieces.back', piece: { domino: null } },
          ],
        },
        { type: 'list', ordered: false, keys: ['components.i2', 'components.i3', 'components.i4'] },
      ],
    },
    { id: 'setup', blocks: [{ type: 'paragraph', key: 'setup.p1' }] },
    { id: 'turn', blocks: [{ type: 'list', ordered: true, keys: ['turn.i1', 'turn.i2', 'turn.i3'] }] },
    {
      id: 'special',
      blocks: [
        { type: 'paragraph', key: 'special.p1' },
        { type: 'list', ordered: false, keys: ['special.i2', 'special.i3', 'special.i4'] },
        { type: 'paragraph', key: 'special.p2' },
        { type: 'list', ordered: false, keys: ['special.i5', 'special.i6'] },
      ],
    },
    { id: 'scoring', blocks: [{ type: 'paragraph', key: 'scoring.p1' }] },
    {
      id: 'variants',
      blocks: [{ type: 'list', ordered: false, keys: ['variants.i1', 'variants.i2', 'variants.i3'] }],
    },
  ],
  examples: [
    {
      id: 'double',
      section: 'special',
      seed: 3,
      players: 2,
      moves: [
        { player: 0, move: { type: 'drawBoneyard' } },
        { player: 1, move: { type: 'takeDouble' } },
      ],
    },
    {
      // A replacement that is a double (DH-9 (b), amended): the replacer is its originator.
      id: 'replace',
      section: 'special',
      seed: 239,
      players: 3,
      moves: [
        { player: 0, move: { type: 'drawBoneyard' } },
        { player: 2, move: { type: 'replaceDouble', domino: [3, 7] } },
      ],
    },
  ],
  words: { en, it },
};
