/**
 * Accounts on the wire (issue #22): the rules for display names and
 * passwords, each refused with its own code, and the strict shapes of the
 * sign-up, sign-in and passkey requests.
 */
import { describe, expect, it } from 'vitest';
import {
  checkName,
  checkPassword,
  nameKey,
  PasskeySignInRequest,
  PasswordSignUpRequest,
  parseWith,
} from '../src/index.ts';

describe('display names', () => {
  it.each([
    ['Ada', 'ada'],
    ['  Bea Lo  ', 'bea lo'],
    ['Zoë_99', 'zoë_99'],
    ['Łukasz.K', 'łukasz.k'],
    ['小明小明', '小明小明'],
  ])('accepts %j (its key %j)', (raw, key) => {
    const checked = checkName(raw);
    expect(checked.ok && checked.value.key).toBe(key);
  });

  it.each(['ab', 'x'.repeat(25), 'two  spaces', '-lead', 'trail_', 'a<b>c', 'tab\there', ''])(
    'refuses %j with account/invalid-name',
    (raw) => {
      const checked = checkName(raw);
      expect(!checked.ok && checked.error.code).toBe('account/invalid-name');
    },
  );

  it('folds case and compatibility forms into one key: ADA, Ada and Ａｄａ are one name', () => {
    expect(new Set(['ADA', 'Ada', 'Ａｄａ'].map(nameKey))).toEqual(new Set(['ada']));
  });
});

describe('passwords', () => {
  it('are 8 to 256 characters, counted as characters, not bytes', () => {
    expect(checkPassword('12345678').ok).toBe(true);
    expect(checkPassword('🎲'.repeat(256)).ok).toBe(true);
    const short = checkPassword('1234567');
    expect(!short.ok && short.error.code).toBe('account/weak-password');
    const long = checkPassword('x'.repeat(257));
    expect(!long.ok && long.error.code).toBe('account/weak-password');
  });
});

describe('requests', () => {
  it('a password sign-up takes a name, a password and at most 100 seat tokens, nothing else', () => {
    const seats = ['b'.repeat(43)];
    expect(parseWith(PasswordSignUpRequest, { name: 'Ada', password: 'p'.repeat(8), seats }).ok).toBe(true);
    const extra = parseWith(PasswordSignUpRequest, { name: 'Ada', password: 'p'.repeat(8), admin: true });
    expect(!extra.ok && extra.error.code).toBe('net/invalid');
    const many = parseWith(PasswordSignUpRequest, {
      name: 'Ada',
      password: 'p'.repeat(8),
      seats: Array(101).fill(seats[0]),
    });
    expect(many.ok).toBe(false);
  });

  it("a passkey sign-in carries the ceremony and the browser's answer; its extension results are dropped", () => {
    const response = {
      id: 'abc',
      rawId: 'abc',
      type: 'public-key',
      clientExtensionResults: { credProps: { rk: true } },
      response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
    };
    const parsed = parseWith(PasskeySignInRequest, { ceremony: 'C'.repeat(24), response });
    expect(parsed.ok && parsed.value.response.clientExtensionResults).toEqual({});
    const wrongType = parseWith(PasskeySignInRequest, {
      ceremony: 'C'.repeat(24),
      response: { ...response, type: 'password' },
    });
    expect(wrongType.ok).toBe(false);
  });
});
