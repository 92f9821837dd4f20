/** The shell: the home page lists every game on the shelf; a wrong address says so; navigation needs no reload. */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../src/app/App.tsx';
import { GAMES, howToSteps, playerCount } from '../src/catalog/games.ts';
import { translate } from '../src/i18n/i18n.ts';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the shell', () => {
  it('the home page shows every game with its picture, players and how to play', () => {
    render(<App />);
    expect(screen.getAllByRole('article')).toHaveLength(GAMES.length);
    for (const game of GAMES) {
      const tile = within(screen.getByRole('article', { name: game.name }));
      expect(tile.getByRole('img'), game.id).toBeTruthy();
      expect(tile.getByText(playerCount(game, translate))).toBeTruthy();
      expect(tile.getByText('How to play')).toBeTruthy();
      const steps = howToSteps(game, 'en');
      expect(steps.length).toBeGreaterThan(0);
      for (const step of steps) expect(tile.getByText(step)).toBeTruthy();
      expect(tile.getByRole('link', { name: `Play ${game.name}` }).getAttribute('href')).toBe(
        `/new/${game.id}`,
      );
    }
    const dd = within(screen.getByRole('article', { name: 'Digit Dash' }));
    expect(dd.getByRole('img', { name: /Digit Dash tiles/ })).toBeTruthy();
    expect(dd.getByText('2–4 players')).toBeTruthy();
  });

  it('a wrong address is a clear "not found"', () => {
    window.history.replaceState(null, '', '/no/such/page');
    render(<App />);
    expect(screen.getByRole('heading', { name: 'This page does not exist' })).toBeTruthy();
  });

  it('links navigate without reloading', async () => {
    render(<App />);
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'My games' }));
    });
    expect(window.location.pathname).toBe('/my-games');
    expect(await screen.findByRole('heading', { name: 'My games' }, { timeout: 10_000 })).toBeTruthy();
  });
});
