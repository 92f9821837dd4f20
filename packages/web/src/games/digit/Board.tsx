/**
 * The DIGIT board: the figure on a lattice in the middle of the table, the
 * other players' cards and piles above it, yours below. Pick a stick, then one
 * of the highlighted edges it may go to; when the figure matches someone's
 * card out of turn, the card goes onto their pile at once (DG-5) and a note
 * says so. Every choice offered is one of the
 * legal moves the board was given (the kit's selection, by stick and edge);
 * the board never works out a move or a match itself.
 */

import type { DigitMove, DigitView } from '@gameshelf/digit';
import type { Stick } from '@gameshelf/digit/figures';
import { itemAt } from '@gameshelf/engine';
import { useMemo, useState } from 'react';
import { useWords } from '../../i18n/use-words.ts';
import { type Action, ActionBar } from '../../kit/ActionBar.tsx';
import { useFreshKeys } from '../../kit/anim.ts';
import { completeMoves, isUsable, movesWith, touch } from '../../kit/selection.ts';
import type { BoardProps } from '../board.ts';
import { Hand } from './Hand.tsx';
import { useLitCard } from './highlight.ts';
import { hintFor } from './hint.ts';
import { Lattice } from './Lattice.tsx';
import { MatchNote } from './MatchNote.tsx';
import { part, partsOf, stickKey } from './moves.ts';
import { handKey, pileKey, Seats } from './Seats.tsx';
import { TableInfo } from './TableInfo.tsx';
import './Board.css';
import './Cards.css';

export default function DigitBoard({
  view,
  legal,
  onMove,
  seat,
  seats,
  log,
  pending,
  suggested,
}: BoardProps<DigitView, DigitMove>) {
  const { t } = useWords(['digit', 'web']);
  const moves = useMemo(() => (pending || !legal ? [] : legal), [legal, pending]);
  // The selection belongs to the moves it was made from: a new position starts afresh.
  const [selection, setSelection] = useState<{ from: typeof legal; parts: string[] }>({
    from: legal,
    parts: [],
  });
  const selected = selection.from === legal ? selection.parts : [];
  const setSelected = (parts: string[]) => setSelection({ from: legal, parts });

  const picked = view.figure.find((s) => selected.includes(part.stick(s))) ?? null;
  const pickable = useMemo(
    () => new Set(view.figure.filter((s) => isUsable(moves, part.stick(s), partsOf)).map(stickKey)),
    [view.figure, moves],
  );
  const targets = useMemo(
    () =>
      picked
        ? movesWith(moves, [part.stick(picked)], partsOf).flatMap((m) => (m.type === 'move' ? [m.to] : []))
        : [],
    [moves, picked],
  );
  const play = (move: DigitMove) => {
    setSelected([]);
    onMove(move);
  };
  const onStick = (stick: Stick) => setSelected(touch(moves, selected, part.stick(stick), partsOf));
  const onEdge = (edge: Stick) => {
    const next = touch(moves, selected, part.edge(edge), partsOf);
    const complete = completeMoves(moves, next, partsOf);
    if (complete.length === 1) play(itemAt(complete, 0));
    else setSelected(next);
  };

  const lit = useLitCard(view);
  const fresh = useFreshKeys([
    ...view.hands.flatMap((hand, p) => hand.map((card, i) => handKey(p, card, i))),
    ...view.piles.flatMap((pile, p) => pile.map((card) => pileKey(p, card))),
  ]);
  const actions: Action[] = picked
    ? [{ key: 'clear', label: t('board.putBack'), onClick: () => setSelected([]) }]
    : [];

  return (
    <div className={`dg-board dg-${view.options.version}`} data-seen={log.length}>
      <Seats view={view} seat={seat} seats={seats} lit={lit} fresh={fresh} />
      <div className="dg-felt">
        <div className="dg-table">
          <Lattice
            figure={view.figure}
            log={log}
            pickable={pickable}
            selected={picked}
            targets={targets}
            hinted={suggested?.type === 'move' ? suggested : null}
            onStick={onStick}
            onEdge={onEdge}
            onCancel={() => setSelected([])}
          />
          <div className="dg-side">
            <TableInfo view={view} seats={seats} />
            <MatchNote lit={lit} view={view} seat={seat} seats={seats} />
          </div>
        </div>
      </div>
      {seat !== null ? <Hand view={view} seat={seat} lit={lit} fresh={fresh} /> : null}
      <ActionBar hint={pending ? t('web:turn.sending') : hintFor(view, legal, picked, t)} actions={actions} />
    </div>
  );
}
