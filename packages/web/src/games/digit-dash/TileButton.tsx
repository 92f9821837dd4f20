/** A tile a person may touch: selected, offered (it can be part of a legal move) or idle. */
import type { ViewTile } from '@gameshelf/digit-dash';
import type { DragEvent } from 'react';
import { useWords } from '../../i18n/use-words.ts';
import { TileFace } from './Tile.tsx';
import { tileWords } from './words.ts';

export interface TileButtonProps {
  readonly tile: ViewTile;
  readonly selected?: boolean;
  readonly offered?: boolean;
  /** Part of the move a hint suggests: lit. */
  readonly hinted?: boolean;
  /** Whether it can be touched at all (it is part of some legal move); by default when offered or selected. */
  readonly enabled?: boolean;
  readonly onTouch?: () => void;
  readonly onDragStart?: (event: DragEvent<HTMLElement>) => void;
  readonly size?: 'small' | 'normal';
  readonly className?: string;
  /** Extra words for screen readers (who placed it). */
  readonly note?: string;
}

export function TileButton({
  tile,
  selected,
  offered,
  hinted,
  enabled,
  onTouch,
  onDragStart,
  size,
  className,
  note,
}: TileButtonProps) {
  const { t } = useWords('digit-dash');
  const classes = [
    'dd-tile',
    size === 'small' ? 'small' : '',
    selected ? 'selected' : '',
    offered ? 'offered' : '',
    hinted ? 'hinted' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const label = note ? t('board.tile.noted', { tile: tileWords(tile, t), note }) : tileWords(tile, t);
  if (!onTouch) {
    return (
      <span className={classes} role="img" aria-label={label}>
        <TileFace tile={tile} />
      </span>
    );
  }
  return (
    <button
      type="button"
      className={classes}
      aria-label={label}
      aria-pressed={selected ?? false}
      disabled={!(enabled ?? (offered || selected))}
      onClick={onTouch}
      draggable={Boolean(onDragStart) && (enabled ?? (offered || selected))}
      onDragStart={onDragStart}
      data-roving
    >
      <TileFace tile={tile} />
    </button>
  );
}
