/**
 * How good a position is for one player, after a shot: the shooter bot's
 * evaluation. Winning and losing dominate; then dice knocked out; then the
 * danger each D20 is in (can an opponent die attack it, and how close is it
 * to the border); then smaller things: dice the opponent can attack, dice
 * sitting in the target (where drop-rolls land, whatever the values, SD-7),
 * and a die that must be shot again after a miss (SD-9).
 */
import type { Player } from '@gameshelf/engine';
import { INBOUNDS_HALF, octagonalRadius } from '../board.ts';
import { attackRefusal, d20Index, other } from '../rules/dice.ts';
import type { Dode, SmashState } from '../types.ts';

export const WEIGHTS = {
  win: 1000,
  knockedOut: 12,
  d20Attackable: 25,
  d20NearBorder: 30,
  dieAttackable: 2,
  inTarget: 1.5,
  miss: 8,
} as const;

/** 0 near the centre, rising to 1 at the inbounds border. */
function borderCloseness(d: Dode): number {
  if (d.place.at !== 'play') return 0;
  const r = octagonalRadius(d.place.pose.p[0], d.place.pose.p[2]) / INBOUNDS_HALF;
  return Math.max(0, (r - 0.4) / 0.6) ** 2;
}

/** Whether any die of `attacker` in play may attack die `target` now. */
function attackable(state: SmashState, attacker: Player, target: number): boolean {
  return state.dice.some((_, i) => attackRefusal(state, attacker, i, target) === null);
}

/** The side of the score that depends on one player's dice: higher is better for `player`. */
function side(state: SmashState, player: Player): number {
  const foe = other(player);
  let score = 0;
  state.dice.forEach((d, i) => {
    if (d.owner !== player) return;
    if (d.place.at === 'ko') score -= WEIGHTS.knockedOut;
    if (d.place.at !== 'play') return;
    const exposed = attackable(state, foe, i);
    if (i === d20Index(player)) {
      score -= WEIGHTS.d20NearBorder * borderCloseness(d) * (exposed ? 2 : 1);
      if (exposed) score -= WEIGHTS.d20Attackable;
    } else if (exposed) score -= WEIGHTS.dieAttackable;
    if (d.place.inTarget) score -= WEIGHTS.inTarget;
  });
  return score;
}

export function score(state: SmashState, player: Player): number {
  const s = state.stage;
  if (s.kind === 'over') return s.winner === player ? WEIGHTS.win : -WEIGHTS.win;
  let total = side(state, player) - side(state, other(player));
  if (s.kind === 'turn' && s.player === player) total -= WEIGHTS.miss * s.misses;
  return total;
}

/**
 * The score as each player's rough chance to win, in [0, 1], for search bots
 * that cut rollouts short (every rollout step is a simulated shot, so they
 * must). A lead of 30 points, about one exposed D20, is worth roughly 3:1.
 */
export function evaluate(state: SmashState): readonly number[] {
  const first = 1 / (1 + Math.exp(-score(state, 0) / 27));
  return [first, 1 - first];
}
