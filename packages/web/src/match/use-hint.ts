/**
 * The hint on the match page: asked for by the person whose turn it is, in
 * a game with a bot seat, from the table (which computes it off the page's
 * thread), and kept only for the position it was asked at: once the table
 * moves on, it is gone.
 */
import type { Player } from '@gameshelf/engine';
import { useEffect, useRef, useState } from 'react';
import type { HintAnswer, Table, TableState } from '../session/table.ts';

export type HintState =
  | { readonly status: 'idle' }
  | { readonly status: 'thinking' }
  | { readonly status: 'shown'; readonly answer: HintAnswer };

/** Whether a hint may be asked for now: the viewer's turn, in a game with a bot, at a table that can give one. */
export function hintOffered(table: Table, state: TableState): boolean {
  const { position } = state;
  return (
    typeof table.hint === 'function' &&
    position !== null &&
    position.seat !== null &&
    position.result === null &&
    state.handoff === null &&
    position.toAct.includes(position.seat) &&
    (position.legal?.length ?? 0) > 0 &&
    state.seats.some((s) => s.kind === 'bot')
  );
}

export function useHint(
  table: Table,
  state: TableState,
): { readonly hint: HintState; readonly ask: () => void } {
  const at = state.position ? { seq: state.position.seq, seat: state.position.seat } : null;
  const [hint, setHint] = useState<{ seq: number; seat: Player | null; state: HintState } | null>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  const current =
    hint && at && hint.seq === at.seq && hint.seat === at.seat ? hint.state : { status: 'idle' as const };
  const ask = () => {
    if (!at || !table.hint || current.status === 'thinking') return;
    setHint({ ...at, state: { status: 'thinking' } });
    table.hint().then((answer) => {
      if (alive.current) setHint({ ...at, state: { status: 'shown', answer } });
    });
  };
  return { hint: current, ask };
}
