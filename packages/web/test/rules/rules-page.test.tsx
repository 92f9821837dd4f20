/** The rules pages (`/rules/<game-id>`) and the match page's Rules drawer. */
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
