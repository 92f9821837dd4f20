/**
 * The accounts' API (`/api/v1/account`), through the app's one `call`: every
 * answer checked with the protocol's schemas, every failure a coded error.
 * The session is an HttpOnly cookie the browser sends by itself; the seat
 * tokens this browser holds go with each sign-up and sign-in, so the guest's
 * seats move to the account.
 */
import {
  AccountInfo,
  AccountSeats,
  type PasskeyAssertionJson,
  PasskeyCreationCeremony,
  type PasskeyRegistrationJson,
  PasskeyRequestCeremony,
  SignedIn,
  TakenSeat,
} from '@gameshelf/protocol';
import { z } from 'zod';
import { call } from '../net/api.ts';
import { heldSeats } from '../store/seats.ts';

const seats = () => heldSeats().map((s) => s.token);

export const accountApi = {
  me: () => call('GET', '/account', z.object({ account: AccountInfo.nullable() })),
  signUp: (name: string, password: string) =>
    call('POST', '/account/signup', SignedIn, { body: { name, password, seats: seats() } }),
  signIn: (name: string, password: string) =>
    call('POST', '/account/signin', SignedIn, { body: { name, password, seats: seats() } }),
  passkeySignUpOptions: (name: string) =>
    call('POST', '/account/passkey/signup-options', PasskeyCreationCeremony, { body: { name } }),
  passkeySignUp: (ceremony: string, response: PasskeyRegistrationJson) =>
    call('POST', '/account/passkey/signup', SignedIn, { body: { ceremony, response, seats: seats() } }),
  passkeySignInOptions: () =>
    call('POST', '/account/passkey/signin-options', PasskeyRequestCeremony, { body: {} }),
  passkeySignIn: (ceremony: string, response: PasskeyAssertionJson) =>
    call('POST', '/account/passkey/signin', SignedIn, { body: { ceremony, response, seats: seats() } }),
  passkeyAddOptions: () =>
    call('POST', '/account/passkey/add-options', PasskeyCreationCeremony, { body: {} }),
  passkeyAdd: (ceremony: string, response: PasskeyRegistrationJson) =>
    call('POST', '/account/passkey/add', z.object({ account: AccountInfo }), {
      body: { ceremony, response },
    }),
  seats: () => call('GET', '/account/seats', AccountSeats),
  takeSeat: (match: string, seat: number) =>
    call('POST', '/account/seats/take', TakenSeat, { body: { match, seat } }),
  signOut: () => call('POST', '/account/signout', z.object({ signedOut: z.boolean() }), { body: {} }),
};
