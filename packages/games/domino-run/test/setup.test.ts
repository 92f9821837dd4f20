/** DR-4 setup and the mulligan; the FAQ on doubles dealt at setup. */
import { Match, unwrap } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { dominoRun } from '../src/game.ts';
import { slotsAhead } from '../src/rules/line.ts';
import { setup } from '../src/rules/setup.ts';
import { chance, expectRefused, lineText, play, position } from './helpers.ts';

const fresh = () => setup({ players: 1, options: { turnLimit: 300 } });
const deal = (tiles: number[]) => chance(fresh(), ...tiles.map((tile) => ({ type: 'place' as const, tile })));

describe('DR-4 setup', () => {
  it('DR-4 chance places five tiles by the placement rule, then the player may keep or mulligan', () => {
    const s = fresh();
    expect(dominoRun.actors(s)).toEqual({ kind: 'chance' });
    expect(s.pile).toHaveLength(28);
    const dealt = deal([24, 5, 15, 36, 11]);
    expect(lineText(dealt)).toBe('24 05 51 36 11');
    expect(dealt.pile).toHaveLength(23);
    expect(dealt.phase).toBe('mulligan');
    expect(dominoRun.legalMoves(dealt, 0)).toEqual([{ type: 'mulligan' }, { type: 'keep' }]);
  });

  it('DR-4 the black cube starts on space 0 and the white cube on space 5, two tiles ahead of it', () => {
    const dealt = deal([24, 5, 15, 36, 11]);
    expect(dealt.enemy).toBe(0);
    expect(dealt.player).toBe(5);
    expect(slotsAhead(dealt.line, dealt.player)).toBe(2);
  });

  it('DR-4 keeping the line starts turn 1 with a roll of the two dice', () => {
    const kept = play(deal([24, 5, 15, 36, 11]), { type: 'keep' });
    expect(kept.phase).toBe('roll');
    const rolled = chance(kept, { type: 'roll', dice: [4, 2] });
    expect(rolled.turn).toBe(1);
    expect(rolled.dice).toEqual([4, 2]);
  });

  it('DR-4 a mulligan returns the five tiles, reshuffles, deals five new ones, and is offered once', () => {
    const dealt = deal([24, 5, 15, 36, 11]);
    const back = play(dealt, { type: 'mulligan' });
    expect(back.line).toEqual([]);
    expect(back.pile).toHaveLength(28);
    // The reshuffled pile may deal some of the same tiles again.
    const redealt = chance(back, ...[11, 2, 34, 45, 56].map((tile) => ({ type: 'place' as const, tile })));
    expect(lineText(redealt)).toBe('11 02 34 45 56');
    expect(redealt.phase).toBe('roll');
    expect(dominoRun.legalMoves(redealt, 0)).toEqual([]);
    expectRefused(redealt, { type: 'mulligan' }, 'move/not-your-turn');
  });

  it('DR-4 a match deals from its seed, and the same seed deals the same line', () => {
    const a = unwrap(Match.create(dominoRun, { seed: 'dr4' }));
    const b = unwrap(Match.create(dominoRun, { seed: 'dr4' }));
    expect(a.state.phase).toBe('mulligan');
    expect(a.state.line).toHaveLength(5);
    expect(a.state).toEqual(b.state);
  });

  it('DR-4 the setup refuses anything but one player', () => {
    expect(dominoRun.checkSetup(2, { turnLimit: 300 })).toMatchObject({
      ok: false,
      error: { code: 'setup/bad-player-count' },
    });
  });
});

describe('FAQ: a double dealt at setup', () => {
  it('FAQ a double behind the white cube at setup cannot be reached: the player only moves forward', () => {
    // The 1:1 is the second tile; the white cube starts on the front half of the third.
    const s = position({ line: '24 11 35 46 12', enemy: 0, player: 5, dice: [6, 6] });
    const moves = dominoRun.legalMoves(s, 0).filter((m) => m.type !== 'endMove');
    expect(moves.length).toBeGreaterThan(0);
    for (const move of moves) {
      const after = play(s, move);
      expect(after.player).toBeGreaterThan(5);
      expect(after.line[1]).toEqual({ kind: 'tile', first: 1, second: 1, faceDown: false });
    }
  });

  it('FAQ once the enemy passes a setup double, it goes back to the pile and may be drawn again', () => {
    const s = position({ line: '24 11 35 46 12 23 34', enemy: 2, player: 9, dice: [] });
    const after = play(s, { type: 'endMove' });
    // The enemy moves 2 to space 4: the 2:4 and the 1:1 lie entirely behind it and go back.
    expect(lineText(after)).toBe('35 46 12 23 34');
    expect(after.enemy).toBe(0);
    expect(after.player).toBe(5);
    expect(after.pile).toContain(11);
    expect(after.pile).toContain(24);
  });
});
