/**
 * The log's live region: a screen reader hears each new line once, all the
 * lines that arrived together, even one the same as the line before; not
 * the history that was there when the page opened.
 */
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LogLine } from '../../src/games/board.ts';
import { LogPanel } from '../../src/kit/LogPanel.tsx';

const line = (index: number, text: string): LogLine => ({ index, player: 0, move: null, text });
const seats = [{ seat: 0, name: 'You', kind: 'you' as const }];

describe('the log panel', () => {
  it('announces the lines that arrive, each arrival once, and not the history it opened with', () => {
    const { container, rerender } = render(<LogPanel lines={[line(0, 'Dealt.')]} seats={seats} />);
    const live = () => container.querySelector('[aria-live=polite]');
    expect(live()?.textContent).toBe('');
    rerender(
      <LogPanel lines={[line(0, 'Dealt.'), line(1, 'P1 draws.'), line(2, 'P2 draws.')]} seats={seats} />,
    );
    expect(live()?.textContent).toBe('P1 draws. P2 draws.');
    const first = live()?.firstElementChild;
    rerender(
      <LogPanel
        lines={[line(0, 'Dealt.'), line(1, 'P1 draws.'), line(2, 'P2 draws.'), line(3, 'P2 draws.')]}
        seats={seats}
      />,
    );
    // The same words again are a new announcement: a new element.
    expect(live()?.textContent).toBe('P2 draws.');
    expect(live()?.firstElementChild).not.toBe(first);
  });
});
