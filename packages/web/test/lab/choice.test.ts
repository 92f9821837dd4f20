/**
 * The lab's form as an experiment: the request the choices make (the command
 * line's for the same flags), the link that reopens it, and what a link
 * says that the game refuses.
 */
import { digitModule } from '@gameshelf/digit';
import { digitDashModule } from '@gameshelf/digit-dash';
import { dominoRunModule } from '@gameshelf/domino-run';
import type { AnyGameModule } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { defaultChoice, type LabChoice, parseSeed, planChoice } from '../../src/lab/choice.ts';
import { withMode, withOption } from '../../src/lab/LabForm.tsx';
import { choiceFromQuery, choiceQuery } from '../../src/lab/link.ts';

const planned = (module: AnyGameModule, choice: LabChoice) => {
  const p = planChoice(module, choice);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
};

describe('the lab form as an experiment', () => {
  it('by default asks for what `gameshelf lab <game> --games 100 --seed 1` asks for: the medium level in every seat', () => {
    const { request, plan } = planned(digitDashModule, defaultChoice(digitDashModule));
    expect(request.game).toBe('digit-dash');
    expect(request.games).toBe(100);
    expect(request.seed).toBe(1);
    expect(request.arms).toHaveLength(1);
    expect(request.arms[0]).toMatchObject({ label: 'A', bots: ['medium'], players: 2 });
    expect(plan.arms[0]?.options).toEqual(defaultChoice(digitDashModule).options);
  });

  it('reads the seed as the command line does: digits are a number, anything else a string', () => {
    expect(parseSeed('42')).toEqual({ ok: true, value: 42 });
    expect(parseSeed(' spring ')).toEqual({ ok: true, value: 'spring' });
    expect(parseSeed('').ok).toBe(false);
    expect(parseSeed('x'.repeat(201)).ok).toBe(false);
  });

  it('two arms: B is A with the options that differ (`--vs`), on the same seeds', () => {
    const base = defaultChoice(digitDashModule);
    const choice = { ...base, mode: 'compare' as const, vs: { ...base.options, blockLimit: 45 } };
    const { request } = planned(digitDashModule, choice);
    expect(request.arms.map((a) => a.label)).toEqual(['A', 'B']);
    expect(request.arms[1]?.options).toMatchObject({ blockLimit: 45 });
    // Arm B follows arm A's options except where it was made to differ.
    const moved = withOption(choice, 'target', 125);
    expect(moved.vs).toMatchObject({ target: 125, blockLimit: 45 });
    expect(withOption(moved, 'blockLimit', 30).vs).toMatchObject({ blockLimit: 45 });
  });

  it('the designer report adds the skill ladder and the option sweep, as `--report` does', () => {
    const { plan } = planned(dominoRunModule, { ...defaultChoice(dominoRunModule), mode: 'report' });
    expect(plan.arms.map((a) => a.role)).toEqual(expect.arrayContaining(['main', 'skill', 'sweep']));
    expect(plan.arms.filter((a) => a.role === 'skill').map((a) => a.label)).toEqual([
      'random',
      'medium',
      'hard',
    ]);
  });

  it('the designer report plays the hard level as `--report` does, unless other bots were chosen', () => {
    const base = defaultChoice(dominoRunModule);
    const report = withMode(dominoRunModule, base, 'report');
    expect(report.bots).toEqual(['hard']);
    expect(planned(dominoRunModule, report).request.arms[0]).toMatchObject({ label: 'A', bots: ['hard'] });
    expect(withMode(dominoRunModule, report, 'one').bots).toEqual(['medium']);
    const chosen = { ...base, bots: ['greedy'] };
    expect(withMode(dominoRunModule, chosen, 'report').bots).toEqual(['greedy']);
    // A link to a report that names no bots is the command line's `--report` without `--bots`.
    expect(choiceFromQuery(dominoRunModule, '?mode=report&games=10').bots).toEqual(['hard']);
    expect(choiceFromQuery(dominoRunModule, '?games=10').bots).toEqual(['medium']);
  });

  it('refuses what the game refuses, with codes', () => {
    const base = defaultChoice(digitModule);
    const code = (c: LabChoice) => {
      const p = planChoice(digitModule, c);
      return p.ok ? 'ok' : p.error.code;
    };
    expect(code({ ...base, games: 0 })).toBe('options/invalid');
    expect(code({ ...base, seed: '' })).toBe('options/invalid');
    expect(code({ ...base, options: { ...base.options, version: 'solitaire' } })).toBe(
      'setup/bad-player-count',
    );
    expect(code({ ...base, bots: ['nobody'] })).toBe('bot/unknown');
  });
});

describe('the link that reopens an experiment', () => {
  it('round-trips every choice: mode, players, bots, options, arm B, games, seed', () => {
    const dash = defaultChoice(digitDashModule);
    const choices: LabChoice[] = [
      dash,
      { ...dash, players: 3, bots: ['hard', 'random', 'greedy'], games: 250, seed: 'spring tournament' },
      {
        ...dash,
        mode: 'compare',
        options: { ...dash.options, target: 125 },
        vs: { ...dash.options, target: 125, blockLimit: 45, match: true },
      },
      { ...dash, mode: 'report', seed: '7' },
    ];
    for (const choice of choices) {
      const query = choiceQuery(digitDashModule, choice);
      expect(choiceFromQuery(digitDashModule, `?${query}`)).toEqual(choice);
    }
    const solo = {
      ...defaultChoice(digitModule),
      players: 1,
      options: { ...defaultChoice(digitModule).options, version: 'solitaire' },
    };
    expect(choiceFromQuery(digitModule, choiceQuery(digitModule, { ...solo, vs: solo.options }))).toEqual({
      ...solo,
      vs: solo.options,
    });
  });

  it('says options in the command line’s words, leaving defaults out', () => {
    const dash = defaultChoice(digitDashModule);
    const query = new URLSearchParams(
      choiceQuery(digitDashModule, { ...dash, mode: 'compare', vs: { ...dash.options, blockLimit: 45 } }),
    );
    expect(query.getAll('option')).toEqual([]);
    expect(query.getAll('vs')).toEqual(['blockLimit=45']);
    expect(query.get('mode')).toBe('compare');
    expect(query.get('bots')).toBe('medium');
  });

  it('drops what the game refuses and keeps the rest', () => {
    const choice = choiceFromQuery(
      digitDashModule,
      '?games=-3&seed=&players=9&bots=martian,random&option=nope%3D1&option=target%3D125&option=blockLimit%3Dlots&mode=chaos',
    );
    const fallback = defaultChoice(digitDashModule);
    expect(choice).toEqual({
      ...fallback,
      options: { ...fallback.options, target: 125 },
      vs: { ...fallback.options, target: 125 },
      bots: ['random'],
    });
  });
});
