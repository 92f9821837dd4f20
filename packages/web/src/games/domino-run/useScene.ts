/**
 * Plays the film of scene.ts: when a new view arrives after a move, the
 * line shows each frame in turn (the cubes stepping, the back crumbling)
 * and then the new position; `busy` meanwhile, so nothing is offered on a
 * line that is still moving. A view from the past (a replay stepping back)
 * or reduced motion (`--speed` 0) shows the new position at once.
 */
import type { DominoRunView } from '@gameshelf/domino-run';
import { useEffect, useRef, useState } from 'react';
import { type Frame, filmBetween, type Scene, settled, timing } from './scene.ts';

/** The site's animation speed (`--speed` in global.css, 0 under reduced motion), in milliseconds. */
export function motionMs(): number {
  if (typeof document === 'undefined') return 0;
  const raw = getComputedStyle(document.documentElement).getPropertyValue('--speed').trim();
  const value = Number.parseFloat(raw);
  if (!Number.isFinite(value) || value <= 0) return 0;
  return raw.endsWith('ms') ? value : raw.endsWith('s') ? value * 1000 : value;
}

interface Film {
  /** The view shown before this one: the panels keep showing it while the line still moves. */
  readonly from: DominoRunView;
  readonly view: DominoRunView;
  /** Moves in the log when the view came: a longer log means the game went forward. */
  readonly moves: number;
  readonly frames: readonly Frame[];
  readonly last: Scene;
}

/** A turn's worth of log (the end of a move, the dominoes placed, the roll): a longer jump (a replay's last move) is shown at once. */
const FILM_MOVES = 16;

function nextFilm(film: Film | null, view: DominoRunView, moves: number, speed: number): Film {
  if (film === null) return { from: view, view, moves, frames: [], last: settled(view, 0) };
  const forward = moves > film.moves && moves - film.moves <= FILM_MOVES && speed > 0;
  const { frames, base } = filmBetween(film.last, film.view.timesCaught, view, timing(speed));
  return { from: film.view, view, moves, frames: forward ? frames : [], last: settled(view, base) };
}

export interface Shown {
  readonly scene: Scene;
  /** The view the rest of the table shows: the one before while the line still moves (the dice roll after the black cube). */
  readonly shown: DominoRunView;
  /** Frames are still playing: nothing is offered. */
  readonly busy: boolean;
  /** The site's animation speed in milliseconds (0 under reduced motion). */
  readonly speed: number;
}

export function useScene(view: DominoRunView, moves: number): Shown {
  const speed = useRef<number | null>(null);
  speed.current ??= motionMs();
  const film = useRef<Film | null>(null);
  // A new view starts a new film (kept by view, so a second render of the same view reuses it).
  if (film.current?.view !== view) film.current = nextFilm(film.current, view, moves, speed.current);
  const { frames, last, from } = film.current;
  const [at, setAt] = useState<{ view: DominoRunView | null; frame: number }>({ view: null, frame: 0 });
  const index = at.view === view ? at.frame : 0;
  const frame = frames[index];
  useEffect(() => {
    if (!frame) return;
    const timer = setTimeout(() => setAt({ view, frame: index + 1 }), frame.ms);
    return () => clearTimeout(timer);
  }, [frame, view, index]);
  return {
    scene: frame?.scene ?? last,
    shown: frame ? from : view,
    busy: frame !== undefined,
    speed: speed.current,
  };
}
