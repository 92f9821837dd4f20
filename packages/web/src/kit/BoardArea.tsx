/** Where a match page puts the board: a labelled region that keeps the keyboard's focus on the board (keep-focus.ts). */
import { type ReactNode, useRef } from 'react';
import { useKeepFocus } from './keep-focus.ts';

export function BoardArea({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  useKeepFocus(ref);
  return (
    <section className="match-board" aria-label={label} tabIndex={-1} ref={ref}>
      {children}
    </section>
  );
}
