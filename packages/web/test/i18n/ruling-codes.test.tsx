/**
 * No ruling code (DD-11, SD-1) reaches a player (issue #20): not in the
 * interface's own words, in either language, nor in any option a page shows.
 * The lab lists every option of every game, internal ones too (Smashdodes'
 * physics model), each with the game's own label and help; the games' own
 * locale files are scanned whole with the shelf (packages/shelf/test/refusals.test.ts).
 */
import { LANGUAGES } from '@gameshelf/engine';
import { CATALOG } from '@gameshelf/shelf/catalog';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, WEB_WORDS } from '../../src/i18n/i18n.ts';
import { defaultChoice } from '../../src/lab/choice.ts';
import { LabForm } from '../../src/lab/LabForm.tsx';

const RULING_CODE = /\b(DD|DH|DG|DR|SD)-\d+/;

/** Every string of a tree of words, `path: words`. */
function strings(words: unknown, path: string): string[] {
  if (typeof words === 'string') return [`${path}: ${words}`];
  if (typeof words !== 'object' || words === null) return [];
  return Object.entries(words).flatMap(([key, inner]) => strings(inner, `${path}.${key}`));
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('ruling codes never reach a player', () => {
  it("the interface's own words cite none, in either language", () => {
    for (const language of LANGUAGES) {
      const all = strings(WEB_WORDS[language], language);
      expect(all.length).toBeGreaterThan(300);
      expect(all.filter((line) => RULING_CODE.test(line))).toEqual([]);
    }
  });

  it.each(CATALOG.map((entry) => ({ id: entry.meta.id, entry })))(
    "$id: the lab shows every option, internal ones too, with the game's label and help in each language, citing no ruling",
    async ({ entry }) => {
      const module = await entry.load();
      for (const language of LANGUAGES) {
        await act(() => i18n.changeLanguage(language));
        const choice = { ...defaultChoice(module), mode: 'compare' as const };
        const { container, unmount } = render(
          <LabForm
            module={module}
            choice={choice}
            onChange={() => {}}
            onRun={() => {}}
            onCancel={() => {}}
            running={false}
            problem={null}
          />,
        );
        const arms = [...container.querySelectorAll('.lab-options')];
        expect(arms, language).toHaveLength(module.game.options.length > 0 ? 2 : 0);
        for (const arm of arms) {
          const helps = [...arm.querySelectorAll(':scope > .field')].map(
            (field) => field.querySelector('.hint')?.textContent ?? '',
          );
          expect(helps, language).toHaveLength(module.game.options.length);
          for (const [i, spec] of module.game.options.entries()) {
            expect(helps[i]?.length, `${spec.name} ${language}: its help`).toBeGreaterThan(10);
            expect(helps[i], `${spec.name} ${language}`).not.toBe(spec.description);
          }
        }
        expect(container.textContent).not.toMatch(RULING_CODE);
        unmount();
      }
    },
  );
});
