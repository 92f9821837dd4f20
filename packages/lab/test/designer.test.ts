import { findGame } from '@gameshelf/shelf';
import { describe, expect, it } from 'vitest';
import { defaultBots, experimentArms } from '../src/core/arms.ts';
import { optionSteps, skillRungs, sweepArms } from '../src/core/designer.ts';

const module = (id: string) => {
  const found = findGame(id);
  if (!found.ok) throw new Error(found.error.message);
  return found.value;
};

describe('the designer report’s extra arms', () => {
  it('an option is moved one step from its value: a flag flipped, a choice changed, a number up and down', () => {
    expect(optionSteps({ kind: 'bool', name: 'b', description: '', default: false })).toEqual([true]);
    expect(
      optionSteps({ kind: 'enum', name: 'e', description: '', choices: ['x', 'y', 'z'], default: 'x' }, 'y'),
    ).toEqual(['x', 'z']);
    const int = { kind: 'int', name: 'n', description: '', min: 1, max: 100, default: 60 } as const;
    expect(optionSteps(int)).toEqual([45, 75]);
    expect(optionSteps(int, 5)).toEqual([4, 6]);
    expect(optionSteps(int, 1)).toEqual([2]);
  });

  it('the sweep leaves out what the game refuses and what the base arm already is', () => {
    const digit = module('digit');
    const solo = sweepArms(digit, { bots: ['planner'], options: { version: 'solitaire' } }, 1);
    // Standard and Plus are not for one player; open and games are refused in Solitaire.
    expect(solo.map((a) => a.label)).toEqual(['handSize=4', 'handSize=6']);
    const dash = sweepArms(module('digit-dash'), { bots: ['greedy'] }, 2).map((a) => a.label);
    expect(dash).toContain('match=true');
    expect(dash).toContain('blockLimit=45');
    expect(dash).toContain('blockLimit=75');
  });

  it("the sweep moves no internal option (Smashdodes' physics model is for old records, not a rule)", () => {
    const smash = sweepArms(module('smashdodes'), { bots: ['greedy'] }, 2).map((a) => a.label);
    expect(smash).toContain('exact=true');
    expect(smash.filter((label) => label?.startsWith('physics='))).toEqual([]);
  });

  it('the skill ladder climbs from random through the game’s levels', () => {
    expect(skillRungs(module('smashdodes')).map((r) => r.spec)).toEqual([
      'random',
      'shooter:8',
      'shooter:40',
    ]);
    expect(skillRungs(module('domino-run')).map((r) => r.name)).toEqual(['random', 'medium', 'hard']);
  });

  it('a designer report’s headline plays the hard level (the best planner) unless bots are named', () => {
    const run = module('domino-run');
    expect(defaultBots(run)).toEqual(['medium']);
    expect(defaultBots(run, true)).toEqual(['hard']);
    const arms = experimentArms(run, { bots: defaultBots(run, true) }, null, true);
    if (!arms.ok) throw new Error(arms.error.message);
    expect(arms.value[0]).toMatchObject({ label: 'A', bots: ['hard'] });
    // The sweep moves the options under the same bots as the headline.
    expect(arms.value.filter((a) => a.role === 'sweep').every((a) => a.bots[0] === 'hard')).toBe(true);
    // A game without levels keeps its own greedy bot or random.
    const { levels: _, ...plain } = run;
    expect(defaultBots(plain, true)).toEqual(['greedy']);
  });
});
