/**
 * Passkeys (issue #22) through SimpleWebAuthn: registration and sign-in
 * options, and the checks of the browser's answers. The relying party is
 * the server's public address (`PUBLIC_URL`: its origin, and its host name
 * as the RP id), or outside production the address a request was made to.
 * A ceremony's challenge is stored (account_ceremonies) and taken once, so
 * any process may get the answer; it lasts 5 minutes.
 */
import { randomBytes } from 'node:crypto';
import type { PasskeyAssertion, PasskeyRegistration } from '@gameshelf/protocol';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { PasskeyRow } from '../store/account-store.ts';

export const CEREMONY_MS = 5 * 60_000;
const RP_NAME = 'Gameshelf';

export interface RelyingParty {
  readonly origin: string;
  readonly id: string;
}

export function relyingParty(origin: string): RelyingParty {
  return { origin, id: new URL(origin).hostname };
}

export function newCeremonyId(): string {
  return randomBytes(18).toString('base64url');
}

export function registrationOptions(
  rp: RelyingParty,
  account: { id: string; name: string },
  exclude: readonly string[],
) {
  return generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.id,
    userName: account.name,
    userDisplayName: account.name,
    userID: new TextEncoder().encode(account.id),
    attestationType: 'none',
    excludeCredentials: exclude.map((id) => ({ id })),
    // A discoverable credential: signing in asks for no name.
    // The passkey is the account's only key: the device must verify its user (PIN, fingerprint,
    // face), not only be at hand (WebAuthn's user verification, required on both ceremonies).
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
}

export function signInOptions(rp: RelyingParty) {
  return generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required', allowCredentials: [] });
}

/** The passkey a registration answer creates for `account`, or null if it does not verify. */
export async function verifiedRegistration(
  rp: RelyingParty,
  challenge: string,
  response: PasskeyRegistration,
  account: string,
  now: number,
): Promise<PasskeyRow | null> {
  try {
    const checked = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
    if (!checked.verified) return null;
    const { credential } = checked.registrationInfo;
    return {
      id: credential.id,
      account,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
      createdAt: now,
      usedAt: null,
    };
  } catch {
    return null;
  }
}

/** The passkey's new counter if a sign-in answer verifies against it, else null. */
export async function verifiedAssertion(
  rp: RelyingParty,
  challenge: string,
  response: PasskeyAssertion,
  passkey: PasskeyRow,
): Promise<number | null> {
  try {
    const checked = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
      },
    });
    return checked.verified ? checked.authenticationInfo.newCounter : null;
  } catch {
    return null;
  }
}
