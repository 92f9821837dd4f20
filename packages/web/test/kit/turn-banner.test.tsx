/** The whose-turn banner: a bot to act is thinking; a table ended otherwise (a tutorial's end) says so instead. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TurnBanner, type TurnBannerProps } from '../../src/kit/TurnBanner.tsx';

const props: TurnBannerProps = {
  seat: 0,
  toAct: [1],
  seats: [
    { seat: 0, kind: 'you', name: 'You' },
    { seat: 1, kind: 'bot', name: 'Bot' },
  ],
  over: false,
  pending: false,
  connection: 'open',
};

describe('the turn banner', () => {
  it('names the bot that must act while the game goes on', () => {
    render(<TurnBanner {...props} />);
    expect(screen.getByRole('status').textContent).toBe('Bot is thinking…');
  });

  it('says what ended the table instead, and is not the viewer’s turn, even with a move to make', () => {
    render(<TurnBanner {...props} toAct={[0]} ended="Tutorial finished" />);
    const banner = screen.getByRole('status');
    expect(banner.textContent).toBe('Tutorial finished');
    expect(banner.className).toContain('over');
    expect(banner.className).not.toContain('mine');
  });
});
