/**
 * The chance events (SD-6, SD-13): the D20 roll-off, and the execution of
 * each shot. A shot is aimed exactly, but the table is not perfect: every
 * shot's aim turns by a small angle about the vertical, its power (speed and
 * spin) scales, and its release point shifts. One standard deviation: 2° of
 * aim, 5% of power, 3 mm of position. A die released from the hand also
 * tumbles into a uniformly random orientation: that is what makes a
 * drop-roll a roll.
 *
 * The outcomes are integers recorded in the log, so a replay never
 * recomputes them. They are drawn with integer and IEEE arithmetic only (no
 * log or cos), so a record replays on any platform: normal deviates are
 * Irwin-Hall sums of twelve uniforms (exact mean and variance, and bounded
 * at six standard deviations), and orientations are rejection-sampled from
 * the 4-ball.
 */
import type { Rng } from '@gameshelf/engine';
import type { Execute, RollOff, SmashState } from '../types.ts';

/** One standard deviation of each error, in the units of `Execute`. */
export const ERROR_SD = { aim: 200, power: 500, offset: 300 } as const;
/** Irwin-Hall deviates never exceed 6 standard deviations. */
const SIGMAS = 6;
export const TUMBLE_SCALE = 1_000_000;

/** A standard normal deviate, approximately: the sum of 12 uniforms, less 6. */
function deviate(rng: Rng): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += rng.float();
  return sum - 6;
}

/** A uniformly random rotation as a quaternion scaled by 10⁶ (uniform on the 3-sphere). */
export function sampleTumble(rng: Rng): [number, number, number, number] {
  for (;;) {
    const uniform = () => rng.float() * 2 - 1;
    const [x, y, z, w] = [uniform(), uniform(), uniform(), uniform()];
    const n2 = x * x + y * y + z * z + w * w;
    if (n2 > 1 || n2 < 0.01) continue;
    const n = Math.sqrt(n2);
    const scaled = (c: number) => Math.round((c / n) * TUMBLE_SCALE);
    return [scaled(x), scaled(y), scaled(z), scaled(w)];
  }
}

/** How much of SD-13's error the table adds: none when shots are exact, else the `noise` variant's share (1 in the rules). */
export function noiseScale(options: SmashState['options']): number {
  return options.exact ? 0 : (options.noise ?? 100) / 100;
}

/** The execution of the shot waiting in `state`. */
export function sampleExecute(state: SmashState, rng: Rng, fromHand: boolean): Execute {
  const scale = noiseScale(state.options);
  // The rules' table draws each deviate as before; another noise scales it.
  const draw = (sd: number) => (scale === 0 ? 0 : Math.round(deviate(rng) * sd * scale));
  const error = {
    aim: draw(ERROR_SD.aim),
    power: draw(ERROR_SD.power),
    dx: draw(ERROR_SD.offset),
    dz: draw(ERROR_SD.offset),
  };
  return fromHand ? { type: 'execute', ...error, tumble: sampleTumble(rng) } : { type: 'execute', ...error };
}

export function sampleRollOff(rng: Rng): RollOff {
  return { type: 'rollOff', rolls: [rng.range(1, 20), rng.range(1, 20)] };
}

/** Why `move` cannot be how the waiting shot was executed, or null (chance outcomes out of range are refused). */
export function executeRefusal(state: SmashState, move: Execute, fromHand: boolean): string | null {
  if (fromHand !== (move.tumble !== undefined))
    return fromHand
      ? 'a die released from the hand needs a tumble'
      : 'a die attacking from the board has no tumble';
  const scale = noiseScale(state.options);
  if (scale === 0 && (move.aim !== 0 || move.power !== 0 || move.dx !== 0 || move.dz !== 0))
    return 'shots are exact in this game (SD-13)';
  const within = (v: number, sd: number) => Math.abs(v) <= Math.round(SIGMAS * sd * scale);
  if (!within(move.aim, ERROR_SD.aim) || !within(move.power, ERROR_SD.power))
    return 'the aim or power error is out of range';
  if (!within(move.dx, ERROR_SD.offset) || !within(move.dz, ERROR_SD.offset))
    return 'the position error is out of range';
  if (move.tumble) {
    const t = move.tumble;
    if (!t.every((c) => Math.abs(c) <= TUMBLE_SCALE)) return 'tumble components are at most 10⁶';
    if (t[0] * t[0] + t[1] * t[1] + t[2] * t[2] + t[3] * t[3] < (TUMBLE_SCALE / 10) ** 2)
      return 'tumble is too short';
  }
  return null;
}
