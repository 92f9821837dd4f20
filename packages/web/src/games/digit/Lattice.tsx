/**
 * The figure on the lattice: the five sticks, the edge the last moved stick
 * left (dashed), and, once a stick is picked, the empty edges it may go to,
 * each one a legal move the board was given. Hovering or focusing an edge
 * shows the stick there. Arrow keys move between sticks and edges; Escape
 * lets go of the picked stick.
 */
import type { Stick } from '@gameshelf/digit/figures';
import { type KeyboardEvent, type MouseEvent, useEffect, useRef } from 'react';
import { useWords } from '../../i18n/use-words.ts';
import { arrowFocus } from '../../kit/a11y.ts';
import type { LogLine } from '../board.ts';
import { axes, centre, sameStick, UNITS } from './geometry.ts';
import { stickKey, stickMoveWords, stickWords } from './moves.ts';
import { StickPiece } from './StickPiece.tsx';
import { useFollowedFigure } from './tracking.ts';
import './Lattice.css';

export interface LatticeProps {
  readonly figure: readonly Stick[];
  readonly log: readonly LogLine[];
  /** The keys of the sticks that may be picked now. */
  readonly pickable: ReadonlySet<string>;
  readonly selected: Stick | null;
  /** The edges the picked stick may go to. */
  readonly targets: readonly Stick[];
  /** The stick move a hint suggests: the stick and its edge are lit. */
  readonly hinted?: { readonly from: Stick; readonly to: Stick } | null;
  readonly onStick: (stick: Stick) => void;
  readonly onEdge: (edge: Stick) => void;
  readonly onCancel: () => void;
}

export function Lattice({
  figure,
  log,
  pickable,
  selected,
  targets,
  hinted,
  onStick,
  onEdge,
  onCancel,
}: LatticeProps) {
  const { t } = useWords('digit');
  const followed = useFollowedFigure(figure, log);
  const offset = centre(figure);
  const frame = useRef<HTMLFieldSetElement>(null);
  // A stick picked from the keyboard sends the focus on to its first edge.
  const focusTargets = useRef(false);
  useEffect(() => {
    if (!focusTargets.current || targets.length === 0) return;
    focusTargets.current = false;
    frame.current?.querySelector<HTMLElement>('.dg-target')?.focus();
  }, [targets]);
  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (event.key === 'Escape' && selected) {
      event.preventDefault();
      onCancel();
    } else arrowFocus(event);
  };
  const pick = (stick: Stick) => (event: MouseEvent<HTMLButtonElement>) => {
    focusTargets.current = event.detail === 0;
    onStick(stick);
  };
  const { columns, rows } = axes(offset);
  const moved = followed.moved;
  return (
    <fieldset
      ref={frame}
      className={`dg-lattice ${selected ? 'picking' : ''}`}
      aria-label={t('board.lattice.label')}
      aria-describedby="dg-lattice-help"
      onKeyDown={onKeyDown}
    >
      <p id="dg-lattice-help" className="visually-hidden">
        {t('board.lattice.help')}
      </p>
      <svg className="dg-lattice-grid" viewBox={`0 0 ${UNITS} ${UNITS}`} aria-hidden="true">
        {columns.map((c, i) => (
          <text key={`c${c}`} className="dg-axis" x={i + 0.5} y="0.24" textAnchor="middle">
            {c}
          </text>
        ))}
        {rows.map((r, j) => (
          <text key={`r${r}`} className="dg-axis" x="0.14" y={j + 0.57} textAnchor="middle">
            {r}
          </text>
        ))}
        {columns.map((c, i) =>
          rows.map((r, j) => (
            <circle key={`${c},${r}`} className="dg-dot" cx={i + 0.5} cy={j + 0.5} r="0.055" />
          )),
        )}
      </svg>
      {moved ? (
        <StickPiece
          key={`was-${stickKey(moved.was)}-${moved.id}`}
          stick={moved.was}
          offset={offset}
          kind="ghost"
        />
      ) : null}
      {followed.sticks.map(({ id, stick }) => {
        const key = stickKey(stick);
        const isSelected = selected !== null && sameStick(selected, stick);
        const state = [
          isSelected ? 'selected' : pickable.has(key) && !selected ? 'offered' : '',
          moved?.id === id ? 'moved' : '',
          hinted && sameStick(hinted.from, stick) ? 'hinted' : '',
        ].join(' ');
        return (
          <StickPiece
            key={id}
            stick={stick}
            offset={offset}
            kind="stick"
            state={state}
            label={
              moved?.id === id
                ? t('board.stick.movedLast', { stick: stickWords(stick, t) })
                : stickWords(stick, t)
            }
            pressed={isSelected}
            disabled={!pickable.has(key)}
            onTouch={pick(stick)}
          />
        );
      })}
      {selected
        ? targets.map((edge) => (
            <StickPiece
              key={`to-${stickKey(edge)}`}
              stick={edge}
              offset={offset}
              kind="target"
              {...(hinted && sameStick(hinted.to, edge) && sameStick(hinted.from, selected)
                ? { state: 'hinted' }
                : {})}
              label={stickMoveWords(selected, edge, t)}
              onTouch={() => onEdge(edge)}
            />
          ))
        : null}
      {hinted && !selected ? (
        <StickPiece
          key={`hint-${stickKey(hinted.to)}`}
          stick={hinted.to}
          offset={offset}
          kind="ghost"
          state="hinted"
        />
      ) : null}
    </fieldset>
  );
}
