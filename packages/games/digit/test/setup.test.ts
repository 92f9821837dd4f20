import { Match, type OptionValue, unwrap } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { digitGame as game } from '../src/game.ts';
import { layoutOfCard } from '../src/rules/geometry/layouts.ts';

const create = (players: number | undefined, options: object) =>
  Match.create(game, { ...(players === undefined ? {} : { players }), options, seed: 'setup' });

describe('setup and options', () => {
  it('DG-3 the top card gives the starting figure and is set aside; each player gets 5 cards', () => {
    for (const players of [2, 3, 4]) {
      const match = unwrap(create(players, {}));
      const s = match.state;
      expect(match.log[0]?.player).toBe('chance');
      expect(s.start).not.toBeNull();
      if (s.start === null) return;
      expect(s.figure).toEqual(layoutOfCard(s.start).sticks);
      expect(s.hands.map((h) => h.length)).toEqual(new Array(players).fill(5));
      expect(s.deck).toHaveLength(55 - 1 - 5 * players);
      expect([...s.deck, ...s.hands.flat()]).not.toContain(s.start);
      expect(game.actors(s)).toEqual({ kind: 'players', players: [0] });
    }
  });

  it('DG-7 Solitaire: exactly 1 player, 5 cards face up, 49 left in the deck', () => {
    const s = unwrap(create(1, { version: 'solitaire' })).state;
    expect(s.hands[0]).toHaveLength(5);
    expect(s.deck).toHaveLength(49);
  });

  it('the default is Standard for 2 players; Solitaire defaults to 1 and refuses 2 with a clear code', () => {
    expect(unwrap(create(undefined, {})).players).toBe(2);
    expect(unwrap(create(undefined, { version: 'solitaire' })).players).toBe(1);
    expect(create(2, { version: 'solitaire' })).toMatchObject({
      ok: false,
      error: { code: 'setup/bad-player-count', message: expect.stringMatching(/exactly 1 player/) },
    });
  });

  it('Standard and Plus are for 2-4 players; Solitaire for 1', () => {
    const allowed = (options: Readonly<Record<string, OptionValue>>) =>
      [1, 2, 3, 4].filter((n) => game.checkSetup(n, options).ok);
    expect(allowed({ version: 'standard', open: false, games: 1 })).toEqual([2, 3, 4]);
    expect(allowed({ version: 'plus', open: true, games: 1 })).toEqual([2, 3, 4]);
    expect(allowed({ version: 'solitaire', open: false, games: 1 })).toEqual([1]);
    expect(game.checkSetup(1, { version: 'plus', open: false, games: 1 })).toMatchObject({
      ok: false,
      error: { code: 'setup/bad-player-count' },
    });
  });

  it('DG-8 Open and several games are refused for Solitaire', () => {
    expect(create(1, { version: 'solitaire', open: true })).toMatchObject({
      error: { code: 'options/invalid' },
    });
    expect(create(1, { version: 'solitaire', games: 3 })).toMatchObject({
      error: { code: 'options/invalid' },
    });
    expect(create(2, { version: 'plus', open: 'yes', games: '3' })).toMatchObject({ ok: true });
  });

  it('DG-3 the same seed deals the same game', () => {
    const a = unwrap(create(3, {})).state;
    const b = unwrap(create(3, {})).state;
    expect(a).toEqual(b);
  });
});
