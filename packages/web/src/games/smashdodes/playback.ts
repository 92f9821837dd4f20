/**
 * A shot as a film, from the trajectory the state records (`last.trajectory`,
 * 30 frames a second, see the game's physics/trajectory.ts), never by
 * simulating again. Each frame lists only the dice moving then; a die keeps
 * its last listed pose, and before it is first listed it rests where it is
 * first listed (a die starts to move only when struck). Between two frames
 * a pose is interpolated (positions linearly, rotations by slerp), so the
 * film is drawn at the screen's rate (60 fps) from 30 fps data.
 */
import { impossible, itemAt } from '@gameshelf/engine';
import type { Pose, SmashView } from '@gameshelf/smashdodes';
import { decodeTrajectory, type Trajectory } from '@gameshelf/smashdodes/trajectory';

export interface Film {
  /** Recorded frames per second (30). */
  readonly fps: number;
  readonly frames: number;
  /** How long the film lasts, in seconds: the time from the first frame to the last. */
  readonly seconds: number;
  /** For each die the shot moved, its pose at every recorded frame. */
  readonly tracks: ReadonlyMap<number, readonly Pose[]>;
}

/** The screen rate a film is drawn at. */
export const DRAW_FPS = 60;

export function filmOf(trajectory: Trajectory): Film {
  const frames = decodeTrajectory(trajectory);
  const listed = new Map<number, (Pose | null)[]>();
  frames.forEach((entries, f) => {
    for (const { die, pose } of entries) {
      let track = listed.get(die);
      if (!track) {
        track = new Array<Pose | null>(frames.length).fill(null);
        listed.set(die, track);
      }
      track[f] = pose;
    }
  });
  const tracks = new Map<number, Pose[]>();
  for (const [die, track] of listed) {
    // A die is listed from the frame it first appears in, so its track has a pose.
    let held = track.find((p) => p !== null) ?? impossible('a listed die has a pose');
    tracks.set(
      die,
      track.map((p) => {
        held = p ?? held;
        return held;
      }),
    );
  }
  const fps = trajectory.fps;
  return { fps, frames: frames.length, seconds: Math.max(0, frames.length - 1) / fps, tracks };
}

/** The film of the view's last shot, or null when there is none (or it has no frames). */
export function lastFilm(view: SmashView): Film | null {
  const t = view.last?.trajectory;
  if (!t || t.frames === 0) return null;
  return filmOf(t);
}

type Quat = readonly [number, number, number, number];

function slerp(a: Quat, b: Quat, t: number): Quat {
  let dot = a[0] * b[0] + a[1] * b[1] + a[2] * b[2] + a[3] * b[3];
  // q and -q are the same rotation: take the short way round.
  const sign = dot < 0 ? -1 : 1;
  dot *= sign;
  let wa = 1 - t;
  let wb = t * sign;
  if (dot < 0.9995) {
    const theta = Math.acos(Math.min(1, dot));
    const s = Math.sin(theta);
    wa = Math.sin((1 - t) * theta) / s;
    wb = (Math.sin(t * theta) / s) * sign;
  }
  const q: Quat = [
    wa * a[0] + wb * b[0],
    wa * a[1] + wb * b[1],
    wa * a[2] + wb * b[2],
    wa * a[3] + wb * b[3],
  ];
  const n = Math.hypot(...q) || 1;
  return [q[0] / n, q[1] / n, q[2] / n, q[3] / n];
}

/** A die's pose `seconds` into its track (clamped to the film), interpolated between recorded frames. */
export function poseAt(track: readonly Pose[], fps: number, seconds: number): Pose {
  const f = Math.min(Math.max(0, seconds * fps), track.length - 1);
  const i = Math.floor(f);
  const a = itemAt(track, i);
  const b = itemAt(track, Math.min(i + 1, track.length - 1));
  const t = f - i;
  if (t === 0 || a === b) return a;
  const along = (k: 0 | 1 | 2): number => a.p[k] + (b.p[k] - a.p[k]) * t;
  return { p: [along(0), along(1), along(2)], q: slerp(a.q, b.q, t) };
}

/** Every moving die's pose `seconds` into the film. */
export function posesAt(film: Film, seconds: number): Map<number, Pose> {
  const out = new Map<number, Pose>();
  for (const [die, track] of film.tracks) out.set(die, poseAt(track, film.fps, seconds));
  return out;
}

/** The times the film is drawn at, at `rate` frames a second (its last frame included). */
export function drawTimes(film: Film, rate = DRAW_FPS): number[] {
  const n = Math.round(film.seconds * rate);
  return Array.from({ length: n + 1 }, (_, k) => k / rate);
}
