/** DR-10 the end: seven keys win at once; a catch without treasure or the turn limit loses. */
import { describe, expect, it } from 'vitest';
import { dominoRun } from '../src/game.ts';
import { stats } from '../src/stats.ts';
import { chance, expectRefused, play, position } from './helpers.ts';

const SIX_KEPT = [0, 11, 22, 33, 44, 55];

describe('DR-10 the end', () => {
  it('DR-10 claiming the 7th key wins at once, mid-move, with no treasure to choose', () => {
    const s = position({
      line: '12 26 66 45 56',
      enemy: 0,
      player: 3,
      keys: SIX_KEPT,
      dice: [6, 6, 5],
      pool: 3,
    });
    const won = play(s, { type: 'combineDice', faces: [6, 6], spaces: 2 });
    expect(won.phase).toBe('won');
    expect(won.pendingTreasures).toBe(0);
    expect(dominoRun.actors(won)).toEqual({ kind: 'over' });
    expect(dominoRun.legalMoves(won, 0)).toEqual([]);
    expect(dominoRun.result(won)).toMatchObject({ scores: [7], winners: [0] });
    expectRefused(won, { type: 'useDie', face: 6, spaces: 1 }, 'move/game-over');
  });

  it('DR-10 six keys are not enough: the game goes on', () => {
    const s = position({
      line: '12 26 66 45 56',
      enemy: 0,
      player: 3,
      keys: SIX_KEPT.slice(1),
      dice: [6, 6],
    });
    expect(play(s, { type: 'combineDice', faces: [6, 6], spaces: 2 }).phase).toBe('treasure');
  });

  it('DR-10 being caught without a treasure loses, and nothing more can be played', () => {
    const s = position({ line: '12 23 34 45 56 16', enemy: 0, player: 1, dice: [] });
    const lost = play(s, { type: 'endMove' });
    expect(dominoRun.result(lost)).toMatchObject({ scores: [0], winners: [] });
    expect(dominoRun.result(lost)?.summary).toMatch(/caught/);
    expectRefused(lost, { type: 'roll', dice: [1, 1] }, 'move/game-over', 'chance');
  });

  it('DR-10 option: with a turn limit of 3 the player loses at the end of turn 3, not before', () => {
    const options = { turnLimit: 3 };
    const at = (turn: number) =>
      position({ line: '12 23 34 45 56 16 13 14', enemy: 0, player: 11, dice: [], turn, options });
    expect(play(at(2), { type: 'endMove' }).phase).not.toBe('lost');
    const out = play(at(3), { type: 'endMove' });
    expect(out).toMatchObject({ phase: 'lost', loss: 'time' });
    expect(dominoRun.result(out)).toMatchObject({ winners: [], scores: [0] });
    expect(dominoRun.result(out)?.summary).toMatch(/turn limit/);
  });

  it('DR-10 option: a turn limit of 0 means no limit', () => {
    const s = position({
      line: '12 23 34 45 56 16 13 14',
      enemy: 0,
      player: 11,
      dice: [],
      turn: 5000,
      options: { turnLimit: 0 },
    });
    const next = play(s, { type: 'endMove' });
    expect(next.phase).toBe('roll');
    expect(chance(next, { type: 'roll', dice: [2, 1] }).turn).toBe(5001);
  });

  it('DR-10 the default turn limit is 300, and the option is checked', () => {
    const spec = dominoRun.options.find((o) => o.name === 'turnLimit');
    expect(spec).toMatchObject({ kind: 'int', default: 300, min: 0 });
    expect(dominoRun.checkSetup(1, {})).toMatchObject({ ok: true, value: { options: { turnLimit: 300 } } });
    expect(dominoRun.checkSetup(1, { turnLimit: -1 })).toMatchObject({
      ok: false,
      error: { code: 'options/invalid' },
    });
  });

  it('DR-10 statistics report the keys, the turns, the treasures, the catches and how and when the game ended', () => {
    const s = position({
      line: '12 26 66 45 56',
      enemy: 0,
      player: 3,
      keys: SIX_KEPT,
      dice: [6, 6],
      turn: 23,
    });
    const won = play(
      { ...s, treasuresTaken: 5, timesCaught: 2 },
      { type: 'combineDice', faces: [6, 6], spaces: 2 },
    );
    expect(stats().finish(won)).toEqual({
      keys: 7,
      turns: 23,
      treasures: 5,
      caught: 2,
      mulliganed: 1,
      // The collector saw no move before `finish` here, only the final state (SIX_KEPT holds the 0:0).
      'faq: double dealt out of reach': 0,
      'faq: double blank claimed': 1,
      'faq: blanks entered after the dice': 0,
      'faq: stood on a knocked-out key': 0,
      end: 'escaped',
      'ends on turn': 'escaped, turn 21-25',
    });
  });
});
