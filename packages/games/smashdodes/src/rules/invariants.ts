/**
 * Smashdodes' invariants, checked after every move of every battery playout:
 * the dice in their sets' order, every die in play lying as it reads (SD-4,
 * SD-5), the Referee and the Joker where the options put them (SD-12), and
 * a game that ends when a D20 is KO, and (physics models 2 and 3, SD-14) no die
 * inside the board or another die.
 */
import { boardDepth, overlapDepth } from '../physics/overlap.ts';
import { classify, faceValue } from '../physics/read.ts';
import { modelOf } from '../physics/versions.ts';
import type { Dode, SmashState } from '../types.ts';
import { d20Index } from './dice.ts';
import { playerSet } from './setup.ts';

function dieProblems(d: Dode, i: number): string[] {
  if (d.place.at !== 'play') return [];
  const { pose, value, inTarget } = d.place;
  if (![...pose.p, ...pose.q].every(Number.isFinite)) return [`die ${i} has a broken pose`];
  const lie = classify(d.kind, pose);
  if (lie.at !== 'play') return [`die ${i} is in play but lies ${lie.at}`];
  const problems: string[] = [];
  if (lie.inTarget !== inTarget) problems.push(`die ${i} is marked ${inTarget ? '' : 'not '}in the target`);
  const expected = d.role === 'joker' ? null : faceValue(d.kind, pose.q);
  if (value !== expected) problems.push(`die ${i} shows ${value} but reads ${expected}`);
  return problems;
}

/**
 * SD-14: no die lies inside the board or another die (deeper than the
 * model's tolerance): a position with one is an engine fault, never a state.
 */
function overlaps(state: SmashState): string[] {
  const limit = modelOf(state.options.physics).maxOverlap;
  if (limit === null) return [];
  const mm = (m: number) => `${(m * 1000).toFixed(2)} mm`;
  const problems: string[] = [];
  const inPlay = state.dice.flatMap((d, i) =>
    d.place.at === 'play' ? [{ i, kind: d.kind, pose: d.place.pose }] : [],
  );
  inPlay.forEach((a, k) => {
    const board = boardDepth(a);
    if (board > limit)
      problems.push(`die ${a.i} lies ${mm(board)} inside the board (an engine fault, SD-14)`);
    for (const b of inPlay.slice(k + 1)) {
      const depth = overlapDepth(a, b);
      if (depth > limit)
        problems.push(`dice ${a.i} and ${b.i} overlap by ${mm(depth)} (an engine fault, SD-14)`);
    }
  });
  return problems;
}

export function checkInvariants(state: SmashState): string[] {
  const problems: string[] = [];
  const { dice, options, stage } = state;
  const expected = 14 + (options.referee ? 1 : 0) + (options.joker ? 1 : 0);
  if (dice.length !== expected) problems.push(`${dice.length} dice instead of ${expected}`);
  dice.forEach((d, i) => {
    if (
      i < 14 &&
      (d.owner !== Math.floor(i / 7) || d.kind !== playerSet(options)[i % 7] || d.role !== 'dode')
    )
      problems.push(`die ${i} is not in its set's order`);
    problems.push(...dieProblems(d, i));
  });
  const referee = dice[14];
  if (referee && referee.place.at === 'hand' && stage.kind !== 'refereeDrop')
    problems.push('the Referee is off the board');
  const joker = dice[15];
  if (joker && joker.place.at !== 'hand' && referee?.place.at !== 'ko')
    problems.push('the Joker is out before the Referee is KO');
  const koD20 = [0, 1].filter((p) => dice[d20Index(p)]?.place.at === 'ko');
  if (stage.kind !== 'over' && koD20.length > 0) problems.push('a D20 is KO but the game goes on');
  problems.push(...overlaps(state));
  if (stage.kind === 'turn') {
    if (stage.misses < 0 || stage.misses > 2) problems.push(`${stage.misses} misses`);
    if ((stage.locked === null) !== (stage.misses === 0))
      problems.push('the die to shoot again and the misses disagree');
  }
  return problems;
}
