/**
 * The lab's pages: the games to pick; a game's form, whose choices become
 * the address that reopens them; and a link that names an experiment, which
 * runs it on opening, to its numbers, figures and exports.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import Lab from '../../src/pages/Lab.tsx';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('the lab pages', () => {
  it('/lab offers every game', () => {
    render(<Lab game={null} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Designer’s lab' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the lab for Domino Run' }).getAttribute('href')).toBe(
      '/lab/domino-run',
    );
    expect(screen.getAllByRole('link', { name: /^Open the lab for / })).toHaveLength(5);
  });

  it('an unknown game is a clear "no such game"', async () => {
    render(<Lab game="chess" />);
    expect(await screen.findByRole('heading', { name: 'No such game' })).toBeTruthy();
  });

  it('the form: two arms show arm B’s options; a bad count is refused before anything runs', async () => {
    window.history.replaceState(null, '', '/lab/digit-dash');
    render(<Lab game="digit-dash" />);
    await screen.findByLabelText('Games per arm', {}, { timeout: 10_000 });
    expect(screen.queryByRole('group', { name: 'Arm B’s options' })).toBeNull();
    fireEvent.click(screen.getByLabelText('Two arms'));
    const armB = screen.getByRole('group', { name: 'Arm B’s options' });
    expect(within(armB).getAllByRole('spinbutton').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Add a bot' }));
    fireEvent.change(screen.getByLabelText('Bot 2'), { target: { value: 'random' } });
    fireEvent.change(screen.getByLabelText('Games per arm'), { target: { value: '0' } });
    expect(screen.getByRole('alert').textContent).toContain('Those options are not valid for this game.');
    expect((screen.getByRole('button', { name: 'Run the experiment' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('a link with an experiment runs it on opening: progress, numbers, figures, exports and the same link', async () => {
    const query = 'games=3&seed=5&players=1&bots=random';
    window.history.replaceState(null, '', `/lab/domino-run?${query}`);
    render(<Lab game="domino-run" />);
    expect(await screen.findByText('Done: 3 games played.', {}, { timeout: 20_000 })).toBeTruthy();
    expect((screen.getByLabelText('Games per arm') as HTMLInputElement).value).toBe('3');
    expect(screen.getByLabelText('3 of 3 games played')).toBeTruthy();
    const numbers = screen.getByRole('table');
    expect(within(numbers).getByRole('columnheader', { name: 'Arm A' })).toBeTruthy();
    expect(within(numbers).getByRole('rowheader', { name: 'Games won' })).toBeTruthy();
    for (const title of ['Win rate', 'Game length', 'Legal moves']) {
      const figure = screen.getByRole('figure', { name: title });
      await waitFor(() => expect(figure.querySelector('svg')).toBeTruthy());
    }
    expect(screen.getByRole('button', { name: 'Download JSON' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download the figures (PNG)' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Link to this experiment' }).getAttribute('href') ?? '';
    expect(new URL(link).pathname).toBe('/lab/domino-run');
    expect(new URL(link).search).toBe(`?${query}`);
    expect(window.location.search).toBe(`?${query}`);
  });
});
