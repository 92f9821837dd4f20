/**
 * A domino on the table: a picture when it is only to be seen, a button
 * when a person may touch it (offered: it is part of a legal move;
 * selected: it is part of the move being made).
 */
import type { DragEvent } from 'react';
import { DominoFace, type DominoFaceProps } from './Domino.tsx';

export interface DominoButtonProps extends DominoFaceProps {
  /** What a screen reader says: `3 and 5`, `face-down domino`. */
  readonly label: string;
  readonly size: 'big' | 'mid' | 'small' | 'tiny';
  readonly offered?: boolean;
  readonly selected?: boolean;
  /** It can be touched at all (part of some legal move); by default when offered or selected. */
  readonly enabled?: boolean;
  readonly onTouch?: () => void;
  readonly onDragStart?: (event: DragEvent<HTMLElement>) => void;
  readonly className?: string;
  /** A word under the domino: `fits` for a tray domino that can go on the train. */
  readonly tag?: string;
}

export function DominoButton(props: DominoButtonProps) {
  const { label, size, offered, selected, enabled, onTouch, onDragStart, className, tag, ...face } = props;
  const classes = [
    'dh-domino',
    size,
    face.standing ? 'standing' : 'lying',
    offered ? 'offered' : '',
    selected ? 'selected' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const body = (
    <>
      <DominoFace {...face} />
      {tag ? (
        <span className="dh-tag" aria-hidden="true">
          {tag}
        </span>
      ) : null}
    </>
  );
  if (!onTouch) {
    return (
      <span className={classes} role="img" aria-label={label}>
        {body}
      </span>
    );
  }
  const can = enabled ?? Boolean(offered || selected);
  return (
    <button
      type="button"
      className={classes}
      aria-label={label}
      aria-pressed={selected ?? false}
      disabled={!can}
      onClick={onTouch}
      draggable={Boolean(onDragStart) && can}
      onDragStart={onDragStart}
      data-roving
    >
      {body}
    </button>
  );
}
