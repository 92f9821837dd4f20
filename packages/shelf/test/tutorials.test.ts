/**
 * Every game's tutorial on the shelf: it has steps, every word its steps
 * ask for is in English and Italian, and its locales are held to what every
 * other locale is (packages/shelf/test/locales.test.ts): the same keys in
 * both languages (Italian with none English lacks), none empty, the same
 * `{{values}}` in each sentence.
 */
import { missingTutorialWords, wordsProblems } from '@gameshelf/engine/testing';
import { describe, expect, it } from 'vitest';
import { CATALOG, loadTutorial } from '../src/catalog.ts';

describe('tutorials on the shelf', () => {
  it.each(CATALOG.map((entry) => entry.meta.id))(
    '%s has a tutorial with all its words in English and Italian',
    async (id) => {
      const learn = await loadTutorial(id);
      if (learn === null) throw new Error(`no tutorial for ${id}`);
      expect(learn.tutorial.steps.length).toBeGreaterThan(0);
      expect(missingTutorialWords(learn.tutorial, learn.locales)).toEqual([]);
    },
  );

  it.each(CATALOG.map((entry) => entry.meta.id))(
    "%s's tutorial words have the same keys in both languages, none empty, with the same {{values}}",
    async (id) => {
      const learn = await loadTutorial(id);
      if (learn === null) throw new Error(`no tutorial for ${id}`);
      expect(wordsProblems(learn.locales)).toEqual([]);
    },
  );

  it('finds no tutorial for a game not on the shelf', () => {
    expect(loadTutorial('chess')).toBeNull();
  });
});
