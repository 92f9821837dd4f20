/**
 * The language: the header's picker switches the whole interface and the
 * page's `lang`, and remembers the choice; the document title names the
 * page (and says whose turn it is on a match page, see match-view.test).
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../src/app/App.tsx';
import { i18n, LANGUAGE_KEY } from '../../src/i18n/i18n.ts';
import { listWords, localeOf } from '../../src/i18n/translate.ts';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  window.history.replaceState(null, '', '/');
});

describe('the language', () => {
  it('the picker switches the interface to Italian, sets <html lang> and remembers the choice', async () => {
    render(<App />);
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('link', { name: 'My games' })).toBeTruthy();
    const picker = screen.getByRole('combobox', { name: 'Language' });
    await act(async () => {
      fireEvent.change(picker, { target: { value: 'it' } });
    });
    // The games' words load in the new language first.
    await waitFor(() => expect(document.documentElement.lang).toBe('it'));
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('it');
    expect(screen.getByRole('link', { name: 'Le mie partite' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Cinque giochi da tavolo fatti in casa, sul tuo schermo',
    );
    // The games' own words too: DIGIT's tagline, in the words of its Italian rules.
    expect(screen.getByText(/Sposta uno dei cinque bastoncini/)).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Lingua' })).toBeTruthy();
    expect(document.title).toBe('Gameshelf: cinque giochi da tavolo fatti in casa');
  });

  it('lists and dates follow the language, whatever the browser calls it', () => {
    expect(listWords(['A', 'B', 'C'], 'en-US@posix')).toBe('A, B and C');
    expect(listWords(['A', 'B', 'C'], 'it')).toBe('A, B e C');
    expect(localeOf('it-IT')).toBe('it-IT');
    expect(localeOf('fr')).toBe('en-GB');
  });

  it('a page names itself in the title', async () => {
    window.history.replaceState(null, '', '/no/such/page');
    render(<App />);
    expect(document.title).toBe('Page not found · Gameshelf');
  });
});
