/** The rules pages (`/rules/<game-id>`) and the match page's Rules drawer. */
import { rulesWord } from '@gameshelf/engine/rules-text';
import { loadRules } from '@gameshelf/shelf/catalog';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../src/app/App.tsx';
import { GAMES } from '../../src/catalog/games.ts';
import { i18n } from '../../src/i18n/i18n.ts';
import { RulesButton } from '../../src/rules/RulesDrawer.tsx';

afterEach(async () => {
  window.history.replaceState(null, '', '/');
  await act(() => i18n.changeLanguage('en'));
});

describe('the rules pages', () => {
  it("every home card links to its game's rules", () => {
    render(<App />);
    for (const game of GAMES) {
      const tile = within(screen.getByRole('article', { name: game.name }));
      expect(tile.getByRole('link', { name: `Rules of ${game.name}` }).getAttribute('href')).toBe(
        `/rules/${game.id}`,
      );
    }
  });

  it("Digit Dash's rules show its sections in order, its turn step by step, and name the page in the title", async () => {
    window.history.replaceState(null, '', '/rules/digit-dash');
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rules of Digit Dash' })).toBeTruthy();
    const turn = await screen.findByRole('region', { name: 'A turn' });
    const steps = within(turn).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(steps[0]?.textContent).toMatch(/^Draw a random tile from the stockpile/);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'The goal',
      'The tiles',
      'Setting up',
      'A turn',
      'Melds',
      'Power tiles',
      'The end and scoring',
      'Variants',
    ]);
    expect(document.title).toBe('Rules of Digit Dash · Gameshelf');
  });

  it("DIGIT's rules read in Italian when Italian is chosen", async () => {
    await act(() => i18n.changeLanguage('it'));
    window.history.replaceState(null, '', '/rules/digit');
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Regole di DIGIT' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'I bastoncini e le carte' })).toBeTruthy();
  });

  it("DIGIT's worked examples are drawn by its own board, read-only, under their captions", async () => {
    window.history.replaceState(null, '', '/rules/digit');
    render(<App />);
    const caption = await screen.findByText('A starting figure: five sticks in a straight line.');
    const figure = caption.closest('figure');
    expect(figure).not.toBeNull();
    if (!figure) return;
    await waitFor(() => expect(figure.querySelector('.rules-example-board svg')).not.toBeNull(), {
      timeout: 10_000,
    });
    expect(figure.querySelector('.rules-example-board')?.hasAttribute('inert')).toBe(true);
    expect(screen.getAllByRole('figure')).toHaveLength(2);
  });

  for (const game of GAMES) {
    it(`${game.name}'s components are drawn with its board's pictures, each named`, async () => {
      const rules = await loadRules(game.id);
      if (!rules) throw new Error(`no rules for ${game.id}`);
      const components = rules.sections.find((s) => s.id === 'components');
      const pieces = components?.blocks.flatMap((b) => (b.type === 'pieces' ? b.pieces : [])) ?? [];
      expect(pieces.length).toBeGreaterThan(0);
      window.history.replaceState(null, '', `/rules/${game.id}`);
      render(<App />);
      const title = rulesWord(rules.words.en, 'components.title') ?? '';
      const section = await screen.findByRole('region', { name: title });
      const names = pieces.map((p) => rulesWord(rules.words.en, p.key));
      expect([...section.querySelectorAll('.rules-piece-name')].map((n) => n.textContent)).toEqual(names);
      await waitFor(
        () => {
          const pictures = [...section.querySelectorAll('.rules-piece-picture')];
          expect(pictures.filter((p) => p.querySelector('svg[viewBox]'))).toHaveLength(pieces.length);
        },
        { timeout: 10_000 },
      );
      // A picture, not a control: nothing in it can be focused or pressed.
      expect(section.querySelector('.rules-pieces button')).toBeNull();
    });
  }

  it("Smashdodes' worked examples are flat pictures of the board, with no 3D view", async () => {
    window.history.replaceState(null, '', '/rules/smashdodes');
    render(<App />);
    const attack = await screen.findByText(/It may attack Player B's blue D10, which shows 3/);
    const bounds = await screen.findByText(/touches the inner octagon's border: knocked out/);
    for (const caption of [attack, bounds]) {
      const figure = caption.closest('figure');
      expect(figure).not.toBeNull();
      await waitFor(
        () => expect(figure?.querySelector('.rules-example-picture svg polygon')).not.toBeNull(),
        {
          timeout: 10_000,
        },
      );
    }
    expect(within(screen.getByRole('region', { name: 'A turn' })).getAllByRole('figure')).toHaveLength(1);
    expect(within(screen.getByRole('region', { name: 'Special rules' })).getAllByRole('figure')).toHaveLength(
      1,
    );
    expect(document.querySelector('canvas')).toBeNull();
  });

  it("DIGIT's special rules: an empty deck gives nothing, and another player's card leaves their hand at once", async () => {
    window.history.replaceState(null, '', '/rules/digit');
    render(<App />);
    const special = await screen.findByRole('region', { name: 'Special rules' });
    const items = within(special)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toContain(
      'When the deck is empty, a player who should draw gets nothing, and play goes on.',
    );
    expect(
      items.some((i) =>
        i?.startsWith("Another player's card that your figure matches leaves their hand at once"),
      ),
    ).toBe(true);
    expect(special.textContent).not.toMatch(/\bDG-\d/);
  });

  it('a game not on the shelf has no rules page', async () => {
    window.history.replaceState(null, '', '/rules/chess');
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'This page does not exist' })).toBeTruthy();
  });
});

describe('the Rules drawer', () => {
  it('opens beside the board with focus on its heading, and Escape closes it and gives focus back', async () => {
    render(<RulesButton game="domino-run" />);
    const button = screen.getByRole('button', { name: 'Rules' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await act(async () => {
      fireEvent.click(button);
    });
    const panel = screen.getByRole('complementary', { name: 'Rules of Domino Run' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(within(panel).getByRole('heading', { name: 'Rules of Domino Run' }));
    expect(
      await within(panel).findByRole('heading', { level: 3, name: 'Keys, treasures and the enemy' }),
    ).toBeTruthy();
    await act(async () => {
      fireEvent.keyDown(panel, { key: 'Escape' });
    });
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('the close button closes it too', async () => {
    render(<RulesButton game="smashdodes" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Rules' }));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Close the rules' }));
    });
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
