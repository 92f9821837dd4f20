/** The shell: the home page lists the five games; a wrong address says so; navigation needs no reload. */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../src/app/App.tsx';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the shell', () => {
  it('the home page shows every game with its picture, players and how to play', () => {
    render(<App />);
    const games = screen.getAllByRole('article');
    expect(games).toHaveLength(5);
    const dd = within(screen.getByRole('article', { name: 'Digit Dash' }));
    expect(dd.getByRole('img', { name: /Digit Dash tiles/ })).toBeTruthy();
    expect(dd.getByText('2–4 players')).toBeTruthy();
    expect(dd.getByText('How to play')).toBeTruthy();
    expect(dd.getByRole('link', { name: 'Play Digit Dash' }).getAttribute('href')).toBe('/new/digit-dash');
    const smash = within(screen.getByRole('article', { name: 'Smashdodes' }));
    expect(smash.getByRole('link', { name: 'Play Smashdodes' }).getAttribute('href')).toBe('/new/smashdodes');
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
