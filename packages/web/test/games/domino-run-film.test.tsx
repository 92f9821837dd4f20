/**
 * The Domino Run board's film between two views: the cubes stepping, the
 * back of the line crumbling, matched across a sweep by its tiles.
 */
import { type DominoRunMove, type DominoRunView, dominoRun } from '@gameshelf/domino-run';
import { CHANCE, unwrap } from '@gameshelf/engine';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { filmBetween, settled, shiftBetween, timing } from '../../src/games/domino-run/scene.ts';
import { elementOf } from '../elements.ts';
import { cubeAt, enabled, LINE, lineOf, litDice, logOf, show, table } from './domino-run/support.tsx';

function after(view: DominoRunView, moves: DominoRunMove[], chance: DominoRunMove[] = []): DominoRunView {
  let s = view;
  for (const m of moves) s = unwrap(dominoRun.apply(s, 0, m));
  for (const m of chance) s = unwrap(dominoRun.apply(s, CHANCE, m));
  return s;
}

describe('Domino Run board: the film between two views', () => {
  const time = timing(100);

  it('the line is matched across a sweep by its tiles; a new line is not', () => {
    expect(shiftBetween(lineOf(LINE), lineOf('30 04 44 46 15'))).toBe(4);
    expect(shiftBetween(lineOf('23 35 44*'), lineOf('35 __'))).toBe(1);
    expect(shiftBetween(lineOf(LINE), lineOf('01 16 66'))).toBe(null);
  });

  it('the white cube walks every space of its move, and a key turns face down as it passes', () => {
    const before = table({ line: LINE, player: 9, dice: [6, 6] });
    const next = after(before, [{ type: 'combineDice', faces: [6, 6], spaces: 4 }]);
    const { frames } = filmBetween(settled(before, 0), 0, next, time);
    expect(frames.map((f) => f.scene.player)).toEqual([10, 11, 12]);
    expect(frames.every((f) => f.scene.line[6]?.kind === 'tile' && !f.scene.line[6].faceDown)).toBe(true);
    expect(next.line[6]).toEqual({ kind: 'tile', first: 4, second: 4, faceDown: true });
  });

  it('DR-8 the black cube steps up to you, and the swept back of the line crumbles', () => {
    const before = table({ line: LINE, player: 9, enemy: 0 });
    const next = after(before, [{ type: 'endMove' }], [{ type: 'roll', dice: [3, 1] }]);
    expect([next.enemy, next.player, next.line.length]).toEqual([0, 7, 7]);
    const { frames, base } = filmBetween(settled(before, 0), 0, next, time);
    expect(frames.map((f) => [f.scene.enemy, f.scene.leaving])).toEqual([
      [1, 0],
      [2, 0],
      [2, 1],
    ]);
    expect(base).toBe(1);
  });

  it('DR-8 a catch: the black cube reaches your space, then goes back to the pit', () => {
    const before = table({ line: LINE, player: 9, enemy: 7, pool: 3 });
    const next = after(before, [{ type: 'endMove' }], [{ type: 'roll', dice: [4, 4] }]);
    expect([next.enemy, next.timesCaught, next.pool]).toEqual([-1, 1, 2]);
    const { frames } = filmBetween(settled(before, 0), 0, next, time);
    expect(frames.map((f) => [f.scene.enemy, f.scene.caught])).toEqual([
      [8, false],
      [9, true],
    ]);
  });

  it('DR-8 a claimed key stepped on falls into a pit before the back crumbles', () => {
    const before = table({ line: '23 35 56 11* 30 04 44 46', player: 9, enemy: 5 });
    const next = after(before, [{ type: 'endMove' }], [{ type: 'roll', dice: [2, 2] }]);
    expect(next.keys).toEqual([11]);
    const { frames } = filmBetween(settled(before, 0), 0, next, time);
    expect(frames.map((f) => [f.scene.enemy, f.scene.line[3]?.kind, f.scene.leaving])).toEqual([
      [6, 'tile', 0],
      [6, 'pit', 0],
      [6, 'pit', 3],
    ]);
  });

  describe('on the board', () => {
    afterEach(() => {
      vi.useRealTimers();
      document.documentElement.style.removeProperty('--speed');
    });

    it('plays the black cube’s steps after End the move, offering nothing until the line is still', () => {
      document.documentElement.style.setProperty('--speed', '100ms');
      vi.useFakeTimers();
      const before = table({ line: LINE, player: 9, enemy: 0, dice: [], rolled: [4, 2] });
      const next = after(before, [{ type: 'endMove' }], [{ type: 'roll', dice: [3, 1] }]);
      const { container, rerender } = show(before, dominoRun.legalMoves(before, 0), { log: logOf(10) });
      const board = () => elementOf(HTMLElement, container.querySelector('.dr-board'));
      const firstTile = () => container.querySelector('.dr-slot')?.getAttribute('data-flip');
      expect(firstTile()).toBe('slot:0');
      rerender({ view: next, legal: dominoRun.legalMoves(next, 0), log: logOf(12) });
      expect(cubeAt(container, 'enemy')).toBe(1);
      expect(board().getAttribute('data-step')).toBe('wait');
      expect(board().getAttribute('aria-busy')).toBe('true');
      expect(enabled(container)).toEqual([]);
      // The new roll waits until the black cube has moved: the dice still show this turn's, all used.
      expect(screen.getByRole('region', { name: 'Dice' }).textContent).toContain('All used');
      act(() => vi.advanceTimersByTime(100));
      expect(cubeAt(container, 'enemy')).toBe(2);
      act(() => vi.advanceTimersByTime(100));
      expect(container.querySelector('.dr-slot')?.classList.contains('dr-leaving')).toBe(true);
      act(() => vi.advanceTimersByTime(200));
      // The new position: the 2:3 is gone, the 3:5 keeps its key, the cubes stand where the engine put them.
      expect(firstTile()).toBe('slot:1');
      expect([cubeAt(container, 'enemy'), cubeAt(container, 'player')]).toEqual([0, 7]);
      expect(board().getAttribute('data-step')).toBe('move');
      expect(board().getAttribute('aria-busy')).toBe('false');
      expect(litDice()).toEqual(['Die showing 3', 'Die showing 1']);
    });

    it('a replay stepping back shows the earlier position at once', () => {
      document.documentElement.style.setProperty('--speed', '100ms');
      const before = table({ line: LINE, player: 9, enemy: 0 });
      const next = after(before, [{ type: 'endMove' }], [{ type: 'roll', dice: [3, 1] }]);
      const { container, rerender } = show(next, null, { log: logOf(12), seat: null });
      rerender({ view: before, log: logOf(10) });
      expect([cubeAt(container, 'enemy'), cubeAt(container, 'player')]).toEqual([0, 9]);
      // The 2:3 comes back in front of the 3:5, which keeps its key.
      expect(container.querySelector('.dr-slot')?.getAttribute('data-flip')).toBe('slot:-1');
    });
  });
});
