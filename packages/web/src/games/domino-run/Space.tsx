/**
 * One space of the line: the stand above it, where a cube stands, and the
 * domino half below. A button when it can be touched (lit as the landing
 * of a move, a place some die can reach, or picked), else a picture with
 * its words.
 */
import type { Slot } from '@gameshelf/domino-run';
import { Cube } from './Cube.tsx';
import { HalfFace } from './Half.tsx';

export type SpaceLook = 'target' | 'reach' | 'selected' | null;

export interface SpaceProps {
  readonly space: number;
  readonly slot: Slot;
  readonly half: 0 | 1;
  readonly player: boolean;
  readonly enemy: boolean;
  readonly look: SpaceLook;
  /** What a screen reader says. */
  readonly label: string;
  readonly onTouch?: (() => void) | undefined;
}

export function Space({ space, slot, half, player, enemy, look, label, onTouch }: SpaceProps) {
  const body = (
    <>
      <span className="dr-stand">
        {enemy ? (
          <span className="dr-cube enemy" data-flip="cube:enemy">
            <Cube kind="enemy" />
          </span>
        ) : null}
        {player ? (
          <span className="dr-cube player" data-flip="cube:player">
            <Cube kind="player" />
          </span>
        ) : null}
        {look === 'target' && !player ? (
          <span className="dr-cube ghost">
            <Cube kind="player" ghost />
          </span>
        ) : null}
      </span>
      <span className={`dr-half half-${half}`}>
        <HalfFace slot={slot} half={half} />
      </span>
    </>
  );
  const classes = `dr-space ${look ?? ''} ${player && enemy ? 'both' : ''}`;
  if (!onTouch || look === null) {
    return (
      <span className={classes} role="img" aria-label={label} data-space={space}>
        {body}
      </span>
    );
  }
  return (
    <button
      type="button"
      className={classes}
      aria-label={label}
      aria-pressed={look === 'selected'}
      title={label}
      data-space={space}
      data-roving
      onClick={onTouch}
    >
      {body}
    </button>
  );
}
