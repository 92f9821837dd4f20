/**
 * Which shot the stage is playing. A view that comes after a new shot (the
 * log went forward a little) queues that shot's film; the films play one
 * after another (yours, then the bot's answer), and meanwhile the rest of
 * the board shows the view from before the film, so nothing is offered on
 * dice that are still rolling. Stepping back in a replay, a long jump, or
 * reduced motion shows the new position at once; "replay" plays the last
 * shot again on request.
 */
import type { SmashView } from '@gameshelf/smashdodes';
import { useReducer, useRef } from 'react';
import { type Film, lastFilm } from './playback.ts';

export interface Showing {
  readonly key: number;
  readonly film: Film;
  /** The position the film ends in. */
  readonly view: SmashView;
  /** The position before it: what the rest of the board shows while it plays. */
  readonly before: SmashView;
}

/** At most this many log entries between two views for the second to be filmed (a shot is two: aim and execution). */
const FILM_MOVES = 6;
/** Films waiting at most (older ones are dropped when the table runs ahead). */
const QUEUE = 2;

export function motionWanted(): boolean {
  return typeof matchMedia !== 'function' || !matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Tells one shot from another: the trajectory itself, with the turn it ended. */
const shotKey = (view: SmashView): string | null =>
  view.last ? `${view.turns}/${view.last.trajectory.frames}/${view.last.trajectory.data}` : null;

export interface Films {
  readonly playing: Showing | null;
  /** The view the rest of the board shows now. */
  readonly shown: SmashView;
  readonly ended: () => void;
  readonly replay: () => void;
  /** Plays a shot that was not made: the film of a preview's position, after which the board is where it was. */
  readonly preview: (previewed: SmashView) => void;
}

export function useFilms(view: SmashView, moves: number): Films {
  const queue = useRef<Showing[]>([]);
  const seen = useRef<{ view: SmashView; moves: number; shot: string | null } | null>(null);
  const keys = useRef(0);
  const [, redraw] = useReducer((n: number) => n + 1, 0);

  const before = seen.current;
  if (before?.view !== view) {
    const shot = shotKey(view);
    if (before && moves < before.moves) queue.current = [];
    else if (before && shot !== null && shot !== before.shot && moves - before.moves <= FILM_MOVES) {
      const film = lastFilm(view);
      if (film && motionWanted()) {
        const showing = { key: ++keys.current, film, view, before: before.view };
        queue.current = [...queue.current, showing].slice(-QUEUE);
      }
    }
    seen.current = { view, moves, shot };
  }

  const playing = queue.current[0] ?? null;
  return {
    playing,
    shown: playing ? playing.before : view,
    ended: () => {
      queue.current = queue.current.slice(1);
      redraw();
    },
    replay: () => {
      const film = lastFilm(view);
      if (!film || queue.current.length > 0) return;
      queue.current = [{ key: ++keys.current, film, view, before: view }];
      redraw();
    },
    preview: (previewed) => {
      const film = lastFilm(previewed);
      if (!film || queue.current.length > 0) return;
      // The film ends where the preview ends; then the board shows the position as it is.
      queue.current = [{ key: ++keys.current, film, view: previewed, before: view }];
      redraw();
    },
  };
}
