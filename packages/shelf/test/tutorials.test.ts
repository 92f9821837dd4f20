import { missingTutorialWords } from '@gameshelf/engine/testing';
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

  it('finds no tutorial for a game not on the shelf', () => {
    expect(loadTutorial('chess')).toBeNull();
  });
});
