/**
 * The tutorial page: the game's real board under the step's words and its
 * progress; a move through the board moves the tutorial on; restart goes
 * back to the first step.
 */

import { havocTutorial } from '@gameshelf/domino-havoc/learn';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Learn from '../../src/learn/Learn.tsx';

/** The script's own length: the page counts its steps, whatever the script holds. */
const steps = havocTutorial.steps.length;

describe('the tutorial page', () => {
  it('shows step 1 of the Havoc tutorial on the real board, moves on after the draw, and restarts', async () => {
    render(<Learn game="domino-havoc" />);
    expect(await screen.findByText(`Step 1 of ${steps}`, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(/Draw a domino from the boneyard\./)).toBeTruthy();
    // The script runs in the tutorial's host (here in this thread, in a browser a worker): the board comes after.
    const [draw] = await screen.findAllByRole('button', { name: /^Draw/ }, { timeout: 5000 });
    if (draw === undefined) throw new Error('no draw button');
    fireEvent.click(draw);
    expect(await screen.findByText(`Step 2 of ${steps}`)).toBeTruthy();
    expect(screen.getByText(/You drew 3:5\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Restart' }));
    expect(await screen.findByText(`Step 1 of ${steps}`)).toBeTruthy();
  });
});
