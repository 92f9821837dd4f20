/**
 * The new-game form: options and player counts as the game's module declares
 * them, checked by the engine's `checkSetup`; seats by where the game is played.
 */
import { digitModule } from '@gameshelf/digit';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { translate } from '../src/i18n/i18n.ts';
import NewGame from '../src/pages/NewGame.tsx';
import { dealFrom, dealHref } from '../src/pages/new-game/deal.ts';
import { nearestCount, playableCounts } from '../src/pages/new-game/player-counts.ts';
import { fitSeats } from '../src/pages/new-game/seats.ts';
import { localMatches } from '../src/store/local-matches.ts';
import { elementOf, isDisabled } from './elements.ts';

describe('the new-game form', () => {
  it('offers only the player counts the engine accepts with the options (DIGIT Solitaire is solo)', () => {
    expect(playableCounts(digitModule.game, { version: 'solitaire' })).toEqual([1]);
    expect(playableCounts(digitModule.game, { version: 'standard' }).length).toBeGreaterThan(1);
    expect(nearestCount([1], 2)).toBe(1);
    expect(nearestCount([2, 3, 4], 1)).toBe(2);
    expect(nearestCount([2, 3], 3)).toBe(3);
  });

  it('moves to a player count the options allow, and seats follow', async () => {
    render(<NewGame game="digit" />);
    const version = await screen.findByLabelText('Version', {}, { timeout: 10_000 });
    expect(elementOf(HTMLSelectElement, screen.getByLabelText('Players')).value).toBe('2');
    fireEvent.change(version, { target: { value: 'solitaire' } });
    expect(elementOf(HTMLSelectElement, screen.getByLabelText('Players')).value).toBe('1');
    expect(screen.queryByLabelText('P2')).toBeNull();
    expect(isDisabled(screen.getByRole('button', { name: 'Start the game' }))).toBe(false);
  });

  it("words the options as the game's meta does, not the command line's rule codes", async () => {
    render(<NewGame game="domino-havoc" />);
    const set = elementOf(
      HTMLSelectElement,
      await screen.findByLabelText('Domino set', {}, { timeout: 10_000 }),
    );
    expect([...set.options].map((o) => [o.value, o.text])).toEqual([
      ['double-12', 'Double-12'],
      ['double-9', 'Double-9'],
    ]);
    expect(screen.getByText(translate('domino-havoc:options.rounds.help'))).toBeTruthy();
    expect(screen.getByText(translate('meta:domino-havoc.tagline'))).toBeTruthy();
  });

  it("offers no internal option: Smashdodes' physics model is for old records, not a player's choice", async () => {
    render(<NewGame game="smashdodes" />);
    expect(await screen.findByLabelText('Exact', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByLabelText('Dice')).toBeTruthy();
    const options = screen.getByRole('group', { name: 'Options' });
    expect(options.querySelector('#option-physics')).toBeNull();
    expect(screen.queryByLabelText(/physics/i)).toBeNull();
    expect(screen.queryByText(/physics/i)).toBeNull();
  });

  it('seats: people here or bots on this device; friends or bots online', () => {
    const levels = ['easy', 'medium', 'hard'] as const;
    expect(fitSeats([], 3, 'here', [...levels])).toEqual(['me', 'bot:medium', 'bot:medium']);
    expect(fitSeats(['me', 'person', 'bot:easy'], 3, 'online', [...levels])).toEqual([
      'me',
      'friend',
      'bot:easy',
    ]);
    expect(fitSeats(['me', 'friend'], 2, 'here', [])).toEqual(['me', 'person']);
  });

  it('a deal in the address is a plain seed, or no deal at all', () => {
    expect(dealFrom('?deal=run-7_B')).toBe('run-7_B');
    expect(dealFrom('')).toBeNull();
    expect(dealFrom('?deal=')).toBeNull();
    expect(dealFrom('?deal=a%20b')).toBeNull();
    expect(dealFrom(`?deal=${'x'.repeat(65)}`)).toBeNull();
    expect(dealHref('domino-run', 'run-7')).toBe('/new/domino-run?deal=run-7');
  });

  it('?deal= starts the game on this device from that seed, and says so', async () => {
    window.history.replaceState(null, '', dealHref('domino-run', 'same-deal'));
    try {
      render(<NewGame game="domino-run" />);
      expect(await screen.findByText(/dealt from “same-deal”/, {}, { timeout: 10_000 })).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Start the game' }));
      expect(localMatches()[0]?.setup.seed).toBe('same-deal');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('an unknown game is a clear "no such game"', async () => {
    render(<NewGame game="nope" />);
    expect(await screen.findByRole('heading', { name: 'No such game' })).toBeTruthy();
  });
});
