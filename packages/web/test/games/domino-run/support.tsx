/** Scripted Domino Run views and the board rendered with them, for the board's tests. */
import { type DominoRunMove, type DominoRunView, dominoRun, type Slot } from '@gameshelf/domino-run';
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { BoardProps, LogLine } from '../../../src/games/board.ts';
import Board from '../../../src/games/domino-run/Board.tsx';
import { isDisabled } from '../../elements.ts';
import { logLines, renderBoard } from '../render-board.tsx';

/** `'23 33* __'`: a tile with 2 on its back space and 3 on its front, a claimed key face down, a pit. */
export function lineOf(spec: string): Slot[] {
  return spec.split(/\s+/).map((t): Slot => {
    if (t === '__') return { kind: 'pit' };
    return { kind: 'tile', first: Number(t[0]), second: Number(t[1]), faceDown: t.endsWith('*') };
  });
}

export const ALL_TILES = Array.from({ length: 7 }, (_, a) =>
  Array.from({ length: 7 - a }, (_, i) => 10 * a + a + i),
).flat();

type Spec = Partial<Omit<DominoRunView, 'line'>> & { line: string };

/** A position in the move phase of turn 3 unless told; the pile is every tile seen nowhere else. */
export function table(spec: Spec): DominoRunView {
  const line = lineOf(spec.line);
  const used = new Set<number>([...(spec.abilities ?? []), ...(spec.keys ?? [])]);
  for (const s of line)
    if (s.kind === 'tile') used.add(Math.min(s.first, s.second) * 10 + Math.max(s.first, s.second));
  return {
    options: { turnLimit: 300 },
    phase: 'move',
    turn: 3,
    enemy: 0,
    player: 5,
    pile: ALL_TILES.filter((t) => !used.has(t)),
    pool: 2,
    abilities: [],
    keys: [],
    rolled: spec.dice ?? [],
    dice: [],
    combined: false,
    abilitiesUsed: [],
    pendingTreasures: 0,
    setAside: [],
    toDeal: 0,
    mulliganed: true,
    treasuresTaken: 0,
    timesCaught: 0,
    loss: null,
    ...spec,
    line,
  };
}

/** The scripted legal list is exactly what the engine lists for that view. */
export function checked(view: DominoRunView, legal: DominoRunMove[]): DominoRunMove[] {
  expect(dominoRun.legalMoves(view, 0)).toEqual(legal);
  return legal;
}

export const logOf = (n: number): LogLine[] => logLines(n, { type: 'endMove' }, 'you …');

export function show(
  view: DominoRunView,
  legal: DominoRunMove[] | null,
  more: Partial<BoardProps<DominoRunView, DominoRunMove>> = {},
) {
  return renderBoard(Board, {
    view,
    legal,
    seat: 0,
    seats: [{ seat: 0, name: 'You', kind: 'you' }],
    log: logOf(10),
    pending: false,
    ...more,
  });
}

export const button = (name: string | RegExp) => screen.getByRole('button', { name });
export const line = () => screen.getByRole('toolbar', { name: 'The line of dominoes, back to front' });
/** The spaces that are buttons now, by their place in the line. */
export const spaceButtons = (look?: string) =>
  within(line())
    .queryAllByRole('button')
    .filter((b) => !look || b.classList.contains(look))
    .map((b) => Number(b.getAttribute('data-space')));
export const dieButtons = () =>
  within(screen.getByRole('toolbar', { name: 'Dice to use' })).getAllByRole('button');
export const litDice = () =>
  dieButtons()
    .filter((b) => b.classList.contains('offered') && !isDisabled(b))
    .map((b) => b.getAttribute('aria-label'));
export const cubeAt = (container: HTMLElement, kind: 'player' | 'enemy') => {
  const cube = container.querySelector(`.dr-cube.${kind}`);
  if (cube?.closest('.dr-start')) return -1;
  return Number(cube?.closest('[data-space]')?.getAttribute('data-space'));
};
export const enabled = (container: HTMLElement) =>
  [...container.querySelectorAll('button')]
    .filter((b) => !b.disabled)
    .map((b) => b.getAttribute('aria-label') ?? b.textContent);

// You stand on the 6 of 5:6 (space 5); ahead: 1 2 | 3 0 | 0 4 | 4 4 (a key) | 4 6.
export const LINE = '23 35 56 12 30 04 44 46';
