/**
 * One stick on the lattice, or one empty edge a stick may go to, placed by
 * its first end and turned to stand when it stands. A stick that moves keeps
 * its element, so CSS glides it to the new edge (turning it if it must):
 * sticks are always buttons, disabled while they may not be picked. Every
 * button has its words for screen readers.
 */
import type { Stick } from '@gameshelf/digit/figures';
import type { CSSProperties, MouseEvent } from 'react';
import { type Offset, percent } from './geometry.ts';
import { isFlat } from './moves.ts';

export type PieceKind = 'stick' | 'target' | 'ghost';

export interface StickPieceProps {
  readonly stick: Stick;
  readonly offset: Offset;
  readonly kind: PieceKind;
  /** Classes for its state: `offered`, `selected`, `moved`. */
  readonly state?: string;
  readonly label?: string;
  readonly pressed?: boolean;
  readonly onTouch?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** A stick that may not be picked now (not the viewer's turn, or no legal move uses it). */
  readonly disabled?: boolean;
}

export function placeStyle(stick: Stick, offset: Offset): CSSProperties {
  return {
    left: `${percent(stick[0], offset.x)}%`,
    top: `${percent(stick[1], offset.y)}%`,
    transform: `translateY(-50%) rotate(${isFlat(stick) ? 0 : 90}deg)`,
  };
}

function Body() {
  return (
    <svg viewBox="0 0 100 56" className="dg-piece-svg" aria-hidden="true" preserveAspectRatio="none">
      <rect className="dg-piece-body" x="8" y="20" width="84" height="16" rx="8" />
      <rect className="dg-piece-shine" x="16" y="23" width="60" height="4" rx="2" />
    </svg>
  );
}

export function StickPiece({
  stick,
  offset,
  kind,
  state,
  label,
  pressed,
  onTouch,
  disabled,
}: StickPieceProps) {
  const className = `dg-piece dg-${kind} ${state ?? ''}`.trim();
  const style = placeStyle(stick, offset);
  if (!onTouch) {
    return (
      <span
        className={className}
        style={style}
        {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      >
        <Body />
      </span>
    );
  }
  return (
    <button
      type="button"
      className={className}
      style={style}
      aria-label={label}
      aria-pressed={kind === 'stick' && !disabled ? (pressed ?? false) : undefined}
      disabled={disabled}
      onClick={onTouch}
      data-roving={disabled ? undefined : true}
    >
      <Body />
    </button>
  );
}
