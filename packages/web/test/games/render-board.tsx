/**
 * Renders a game's board as the match page would, for the board tests: the
 * props a test gives, an `onMove` spy, and a `rerender` that changes some
 * props and keeps the rest.
 */
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import type { BoardProps, LogLine } from '../../src/games/board.ts';

export function renderBoard<V, M>(
  Board: ComponentType<BoardProps<V, M>>,
  given: Omit<BoardProps<V, M>, 'onMove'>,
) {
  const onMove = vi.fn<(move: M) => void>();
  const props: BoardProps<V, M> = { ...given, onMove };
  const utils = render(<Board {...props} />);
  const rerender = (next: Partial<BoardProps<V, M>>) => utils.rerender(<Board {...props} {...next} />);
  return { onMove, rerender, container: utils.container };
}

/** A log of `n` lines, all the same move, for boards that show where the game stands by its length. */
export const logLines = (n: number, move: unknown, text: string): LogLine[] =>
  Array.from({ length: n }, (_, index) => ({ index, player: 0, move, text }));
