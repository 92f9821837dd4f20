/** The leak detector itself: it must find planted secrets and not mistake public numbers for them. */

import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../src/index.ts';
import { findLeaks, leaksInText, privateItems, Vocabulary } from '../src/testing/secrets.ts';

const hidden = (suit: string) => ({ hidden: true, suit });

describe('leak detector', () => {
  it('takes the items behind hidden markers, hidden trays item by item, and extra list elements', () => {
    const mine = {
      viewer: 1,
      hands: [[hidden('o')], [17, 3]],
      tray: [
        [3, 5],
        [1, 2],
      ],
      peeked: [9, 4],
      turn: 0,
    };
    const spectator = {
      viewer: 'spectator',
      hands: [[hidden('o')], [hidden('o'), hidden('x')]],
      tray: { hidden: true, count: 2 },
      peeked: [],
      turn: 0,
    };
    expect(privateItems(mine, spectator)).toEqual([
      { key: 'hands', value: 17 },
      { key: 'hands', value: 3 },
      { key: 'tray', value: [3, 5] },
      { key: 'tray', value: [1, 2] },
      { key: 'peeked', value: 9 },
      { key: 'peeked', value: 4 },
    ]);
  });

  it('finds a secret under any field where such items live, and ignores the same number elsewhere', () => {
    const vocabulary = new Vocabulary();
    vocabulary.learn([
      { key: 'hands', value: 17 },
      { key: 'tile', value: 4 },
      { key: 'domino', value: [3, 5] },
    ]);
    const secrets = new Set([17, [3, 5]].map((v) => canonicalJson(v)));
    const frame = {
      seq: 17,
      view: { turnNumber: 17, hands: [[1, 2], [hidden('o')]], slot: [3, 5] },
      log: [{ index: 17, move: { type: 'drawTile', tile: 17 } }, { move: { domino: [3, 5] } }],
    };
    expect(findLeaks(frame, secrets, vocabulary).map((l) => l.path)).toEqual([
      '.log[0].move.tile',
      '.log[1].move.domino',
    ]);
    expect(leaksInText('you cannot discard [3,5]', secrets)).toEqual(['[3,5]']);
    expect(leaksInText('tile 17 is not yours', secrets)).toEqual([]);
  });
});
