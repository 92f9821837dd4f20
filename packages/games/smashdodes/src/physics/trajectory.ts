/**
 * A shot's trajectory, compact enough to travel in the state to every viewer
 * so a 3D view can animate the shot without re-simulating it. 30 frames per
 * second; each frame lists only the dice moving at that moment (the others
 * stay where they were last listed), and a last frame gives every die that
 * moved its final pose.
 *
 * Encoding (little-endian bytes, then base64): per frame one byte for the
 * number of entries, then per entry 15 bytes: the die index (u8), its
 * position in tenths of a millimetre (3 × i16, so ±3.27 m) and its rotation
 * quaternion x, y, z, w scaled by 32767 (4 × i16). A viewer renormalises
 * the quaternion; 1/32767 is far below what a screen can show.
 */
import { FPS } from './model.ts';
import type { Pose } from './read.ts';

export interface Trajectory {
  readonly fps: number;
  readonly frames: number;
  /** base64 of the frames, as above. */
  readonly data: string;
}

export interface FrameEntry {
  readonly die: number;
  readonly pose: Pose;
}

const ENTRY_BYTES = 15;
const POSITION_SCALE = 10_000;
const QUAT_SCALE = 32767;

const clamp16 = (v: number) => Math.max(-32768, Math.min(32767, Math.round(v)));

/** Collects frames during a simulation and encodes them at the end. */
export class TrajectoryWriter {
  private readonly bytes: number[] = [];
  private count = 0;
  private pending: FrameEntry[] = [];

  add(die: number, pose: Pose): void {
    this.pending.push({ die, pose });
  }

  endFrame(): void {
    const entries = this.pending;
    this.pending = [];
    this.bytes.push(entries.length);
    for (const { die, pose } of entries) {
      this.bytes.push(die);
      for (const v of pose.p) this.push16(clamp16(v * POSITION_SCALE));
      for (const v of pose.q) this.push16(clamp16(v * QUAT_SCALE));
    }
    this.count++;
  }

  finish(): Trajectory {
    return { fps: FPS, frames: this.count, data: toBase64(this.bytes) };
  }

  private push16(v: number): void {
    const u = v & 0xffff;
    this.bytes.push(u & 0xff, u >> 8);
  }
}

/** The frames of a trajectory, for viewers and tests. */
export function decodeTrajectory(t: Trajectory): FrameEntry[][] {
  const bytes = fromBase64(t.data);
  const read16 = (i: number) => {
    const u = (bytes[i] ?? 0) | ((bytes[i + 1] ?? 0) << 8);
    return u >= 0x8000 ? u - 0x10000 : u;
  };
  const frames: FrameEntry[][] = [];
  let i = 0;
  for (let f = 0; f < t.frames; f++) {
    const n = bytes[i++] ?? 0;
    const frame: FrameEntry[] = [];
    for (let k = 0; k < n; k++, i += ENTRY_BYTES) {
      const at = (o: number) => read16(i + o) / POSITION_SCALE;
      const turn = (o: number) => read16(i + o) / QUAT_SCALE;
      frame.push({
        die: bytes[i] ?? 0,
        pose: { p: [at(1), at(3), at(5)], q: [turn(7), turn(9), turn(11), turn(13)] },
      });
    }
    frames.push(frame);
  }
  return frames;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Plain base64 (no Buffer or btoa, so it runs the same in Node and browsers). */
export function toBase64(bytes: readonly number[]): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] ?? 0;
    const b = bytes[i + 1];
    const c = bytes[i + 2];
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    out += ALPHABET[n >> 18];
    out += ALPHABET[(n >> 12) & 63];
    out += b === undefined ? '=' : ALPHABET[(n >> 6) & 63];
    out += c === undefined ? '=' : ALPHABET[n & 63];
  }
  return out;
}

export function fromBase64(text: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < text.length; i += 4) {
    const sextet = (k: number) => ALPHABET.indexOf(text[i + k] ?? '=');
    const [a, b, c, d] = [sextet(0), sextet(1), sextet(2), sextet(3)];
    const n = (a << 18) | (b << 12) | (Math.max(0, c) << 6) | Math.max(0, d);
    out.push(n >> 16);
    if (c >= 0) out.push((n >> 8) & 255);
    if (d >= 0) out.push(n & 255);
  }
  return out;
}
