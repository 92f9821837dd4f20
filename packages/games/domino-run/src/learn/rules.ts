/**
 * The rules of domino-run as the rules page shows them: its sections, in order,
 * with their words in `../locales/rules/`. Data only, no rules imported (the
 * package's `./rules` entry), so a rules page loads none of the engine.
 */
import type { RulesText } from '@gameshelf/engine/rules-text';
import en from '../locales/rules/en.json' with { type: 'json' };
import it from '../locales/rules/it.json' with { type: 'json' };

export const dominoRunRules: RulesText = {
  sections: [
    { id: 'goal', blocks: [{ type: 'paragraph', key: 'goal.p1' }] },
    {
      id: 'components',
      blocks: [
        { type: 'paragraph', key: 'components.p1' },
        {
          type: 'pieces',
          pieces: [
            { key: 'components.pieces.tile', piece: { tile: [2, 5] } },
            { key: 'components.pieces.key', piece: { tile: [4, 4] } },
            { key: 'components.pieces.claimed', piece: { claimed: true } },
            { key: 'components.pieces.pit', piece: { pit: true } },
            { key: 'components.pieces.die', piece: { die: 5 } },
            { key: 'components.pieces.player', piece: { cube: 'player' } },
            { key: 'components.pieces.enemy', piece: { cube: 'enemy' } },
          ],
        },
        { type: 'paragraph', key: 'components.p2' },
      ],
    },
    { id: 'setup', blocks: [{ type: 'paragraph', key: 'setup.p1' }] },
    {
      id: 'turn',
      blocks: [{ type: 'list', ordered: true, keys: ['turn.i1', 'turn.i2', 'turn.i3', 'turn.i4'] }],
    },
    {
      id: 'special',
      blocks: [
        {
          type: 'list',
          ordered: false,
          keys: ['special.i1', 'special.i2', 'special.i3', 'special.i4', 'special.i5', 'special.i6'],
        },
      ],
    },
    { id: 'scoring', blocks: [{ type: 'paragraph', key: 'scoring.p1' }] },
    {
      id: 'variants',
      blocks: [{ type: 'list', ordered: false, keys: ['variants.i1', 'variants.i2', 'variants.i3'] }],
    },
  ],
  examples: [
    { id: 'start', section: 'setup', seed: 7, players: 1, moves: [{ player: 0, move: { type: 'keep' } }] },
    {
      // DR-5 and DR-6 as the seed's own dice-budget examples: one die pays one space, the other two, the second a key's front half.
      id: 'turn',
      section: 'turn',
      seed: 109,
      players: 1,
      moves: [
        { player: 0, move: { type: 'keep' } },
        { player: 0, move: { type: 'useDie', face: 3, spaces: 1 } },
        { player: 0, move: { type: 'useDie', face: 5, spaces: 2 } },
        { player: 0, move: { type: 'chooseTreasure', treasure: 'die' } },
      ],
    },
  ],
  words: { en, it },
};
