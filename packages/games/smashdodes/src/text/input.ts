/**
 * Typed shots for people (the CLI offers this next to the menu of sampled
 * shots): a line of words becomes a move, which still goes through
 * `parseMove` and `apply`. Dice are named as on the map (`C`, `a`), by label
 * (`A-d8a`, `B-d20`, `Ref`, `Joker`) or by index. Headings are degrees
 * counter-clockwise from the right of the map (board.ts); without one, an
 * attack goes straight at its target. Converting a heading uses Math.cos
 * and Math.sin: only the resulting integers are the move, so records stay
 * exact.
 */
import { fail, type GameError, ok, type Result } from '@gameshelf/engine';
import { dieLabel, marker } from '../rules/dice.ts';
import type { SmashMove, SmashView } from '../types.ts';

export const INPUT_HELP = [
  'drop DIE X Z [HEIGHT [SX SY SZ]]  drop-roll over (X, Z) mm from the centre, from HEIGHT mm (20-150, default 80), spin in rad/s',
  'attack DIE TARGET [SPEED [HEADING [LIFT]]]  launch at SPEED mm/s (up to 3000, default 1500), HEADING degrees (default: at the target), lifted LIFT mm (0-150)',
  'skip',
  'DIE and TARGET: the letter on the map (C, a), a label (A-d8a, B-d20, Joker) or an index',
].join('\n');

const bad = (why: string) => fail('input/invalid', why);

function dieNamed(view: SmashView, word: string): number | null {
  for (let i = 0; i < view.dice.length; i++) {
    if (marker(i) === word || dieLabel(i).toLowerCase() === word.toLowerCase() || String(i) === word)
      return i;
  }
  return null;
}

function integers(words: readonly string[]): number[] | null {
  const out = words.map((w) => (/^-?\d+$/.test(w) ? Number(w) : Number.NaN));
  return out.every(Number.isSafeInteger) ? out : null;
}

const toInt = (v: number): number => Math.trunc(v) || 0;

function drop(view: SmashView, words: readonly string[]): Result<SmashMove, GameError> {
  const die = dieNamed(view, words[0] ?? '');
  const nums = integers(words.slice(1));
  if (die === null) return bad(`no die ${JSON.stringify(words[0] ?? '')}`);
  const [x, z, height = 80, sx = 0, sy = 0, sz = 0] = nums ?? [];
  if (!nums || ![2, 3, 6].includes(nums.length) || x === undefined || z === undefined)
    return bad('drop DIE X Z [HEIGHT [SX SY SZ]] with whole numbers');
  return ok({ type: 'drop', die, x, z, height, spin: [sx, sy, sz] });
}

function attack(view: SmashView, words: readonly string[]): Result<SmashMove, GameError> {
  const die = dieNamed(view, words[0] ?? '');
  const target = dieNamed(view, words[1] ?? '');
  const nums = integers(words.slice(2));
  if (die === null || target === null)
    return bad(`no die ${JSON.stringify(die === null ? words[0] : words[1])}`);
  if (!nums || nums.length > 3) return bad('attack DIE TARGET [SPEED [HEADING [LIFT]]] with whole numbers');
  const [speed = 1500, heading, lift = 0] = nums;
  const from = view.dice[die]?.place;
  const to = view.dice[target]?.place;
  let ux: number;
  let uz: number;
  if (heading !== undefined) {
    const radians = (heading * Math.PI) / 180;
    [ux, uz] = [Math.cos(radians), -Math.sin(radians)];
  } else if (from?.at === 'play' && to?.at === 'play') {
    const dx = to.pose.p[0] - from.pose.p[0];
    const dz = to.pose.p[2] - from.pose.p[2];
    const len = Math.sqrt(dx * dx + dz * dz) || 1;
    [ux, uz] = [dx / len, dz / len];
  } else return bad('both dice must be in play to aim at the target');
  return ok({
    type: 'attack',
    die,
    target,
    velocity: [toInt(speed * ux), 0, toInt(speed * uz)],
    lift,
    spin: [0, 0, 0],
  });
}

export function parseInput(text: string, view: SmashView): Result<SmashMove, GameError> {
  const [verb, ...words] = text.trim().split(/\s+/);
  switch (verb?.toLowerCase()) {
    case 'skip':
      return words.length === 0 ? ok({ type: 'skip' }) : bad('skip takes nothing');
    case 'drop':
      return drop(view, words);
    case 'attack':
      return attack(view, words);
    default:
      return bad(`type a shot:\n${INPUT_HELP}`);
  }
}
