/**
 * Signing in and up with a password, as a page does it (`useSigning`): the
 * guest's seat tokens go with the request, a refusal shows its coded words
 * and leaves the page as it was, and an account signed in is known to the
 * whole app and opens the account page. The server is a stubbed fetch.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SignIn from '../../src/account/SignIn.tsx';
import SignUp from '../../src/account/SignUp.tsx';
import { useAccount } from '../../src/account/session.ts';
import { navigate } from '../../src/app/navigation.tsx';
import { holdSeat } from '../../src/store/seats.ts';

const ACCOUNT = { id: 'acc1', name: 'Ann', hasPassword: true, passkeys: [] };

/** Answers each request with the next answer, and keeps what was asked. */
function serve(...answers: { status: number; body: unknown }[]) {
  const asked: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      asked.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
      const answer = answers.shift() ?? { status: 500, body: {} };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return asked;
}

function Who() {
  const account = useAccount();
  return <output aria-label="who">{account ? account.name : 'guest'}</output>;
}

function fill(name: string, password: string) {
  fireEvent.change(screen.getByLabelText('Name others will see'), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('signing in with a password', () => {
  it('a refusal shows its words and signs nobody in; then the right password opens the account page', async () => {
    navigate('/signin');
    holdSeat({ match: 'GuestMatch00000001', game: 'digit', seat: 0, token: 'G'.repeat(43) });
    const asked = serve(
      // The app asks who is signed in once, first.
      { status: 200, body: { account: null } },
      { status: 401, body: { error: { code: 'account/bad-credentials', message: 'no' } } },
      { status: 200, body: { account: ACCOUNT, seatsMoved: 1 } },
    );
    render(
      <>
        <Who />
        <SignIn />
      </>,
    );
    await waitFor(() => expect(asked.length).toBe(1));
    fill('Ann', 'wrong password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with the password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That name and password, or that passkey, did not sign you in.',
    );
    expect(window.location.pathname).toBe('/signin');
    expect(screen.getByLabelText('who').textContent).toBe('guest');
    expect(asked[1]).toEqual({
      url: '/api/v1/account/signin',
      body: { name: 'Ann', password: 'wrong password', seats: ['G'.repeat(43)] },
    });

    fill('Ann', 'right password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with the password' }));
    await waitFor(() => expect(window.location.pathname).toBe('/account'));
    expect(screen.getByLabelText('who').textContent).toBe('Ann');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('signing up with a password', () => {
  it('a name taken shows its words and stays on the page', async () => {
    navigate('/signup');
    const asked = serve({ status: 409, body: { error: { code: 'account/name-taken', message: 'taken' } } });
    render(<SignUp />);
    fill('Ann', 'a long password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up with a password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Someone already has that name; pick another.',
    );
    expect(window.location.pathname).toBe('/signup');
    expect(asked.map((a) => a.url)).toEqual(['/api/v1/account/signup']);
  });
});
