/**
 * The lab's words: the same keys in English and Italian, and the figures
 * told in the language asked for (the web lab's), English by default (the
 * HTML report's).
 */
import { wordsProblems } from '@gameshelf/engine/testing';
import { describe, expect, it } from 'vitest';
import {
  buildReport,
  gameJobs,
  LAB_LOCALES,
  labWords,
  planExperiment,
  playMeasured,
  reportFigures,
} from '../src/core/index.ts';
import { countModule } from './count-game.ts';

describe("the lab's words", () => {
  it('have the same keys in English and Italian, none empty, with the same {{values}}', () => {
    expect(wordsProblems(LAB_LOCALES)).toEqual([]);
  });

  it('fill in values, and read an unknown key as itself', () => {
    expect(labWords('en')('figures.seat', { n: 2 })).toBe('seat 2');
    expect(labWords('it')('figures.seat', { n: 2 })).toBe('posto 2');
    expect(labWords()('figures.nope')).toBe('figures.nope');
  });

  it('tell the figures in the language asked for, in English by default', () => {
    const plan = planExperiment(countModule, {
      game: 'count',
      arms: [{ bots: ['plusone', 'plustwo'] }],
      games: 2,
      seed: 1,
    });
    if (!plan.ok) throw new Error(plan.error.message);
    const report = buildReport(
      plan.value,
      gameJobs(plan.value).map((job) => playMeasured(countModule, plan.value, job)),
    );
    expect(
      reportFigures(report)
        .map((f) => f.title)
        .slice(0, 3),
    ).toEqual(['Win rate by seat', 'Win rate by bot', 'Game length']);
    const italian = reportFigures(report, labWords('it'));
    expect(italian.map((f) => f.title).slice(0, 3)).toEqual([
      'Vittorie per posto',
      'Vittorie per bot',
      'Durata delle partite',
    ]);
    expect(italian.map((f) => f.id)).toEqual(reportFigures(report).map((f) => f.id));
  });
});
