/**
 * Accounts on the wire (issue #22): signing up and in with a password or a
 * passkey (WebAuthn), the session's account, signing out. Names and
 * passwords are checked here, once, by `checkName` and `checkPassword`, with
 * their own codes (`account/invalid-name`, `account/weak-password`); the
 * bodies' shapes by the strict schemas below. A passkey ceremony is two
 * requests: the options (with a `ceremony` id) and the browser's answer to them.
 */
import { err, ok, type Result } from '@gameshelf/engine';
import { z } from 'zod';
import { MatchId, Seat, SeatToken } from './common.ts';
import { type WireError, wireError } from './errors.ts';

export const ACCOUNT_NAME_MIN = 3;
export const ACCOUNT_NAME_MAX = 24;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
/** Letters and digits of any script, and single spaces, `.`, `_` or `-` between them. */
const NAME = /^[\p{L}\p{N}]+(?:[ ._-][\p{L}\p{N}]+)*$/u;

/** A display name and its case-folded key (unique among accounts). */
export interface CheckedName {
  readonly name: string;
  readonly key: string;
}

export function nameKey(name: string): string {
  return name.normalize('NFKC').toLowerCase();
}

export function checkName(raw: string): Result<CheckedName, WireError> {
  const name = raw.normalize('NFC').trim();
  const length = [...name].length;
  if (length < ACCOUNT_NAME_MIN || length > ACCOUNT_NAME_MAX || !NAME.test(name)) {
    return err(
      wireError(
        'account/invalid-name',
        `a name is ${ACCOUNT_NAME_MIN}-${ACCOUNT_NAME_MAX} letters or digits, with single spaces, dots, _ or - between them`,
      ),
    );
  }
  return ok({ name, key: nameKey(name) });
}

export function checkPassword(password: string): Result<string, WireError> {
  const length = [...password].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) {
    return err(
      wireError('account/weak-password', `a password is ${PASSWORD_MIN} to ${PASSWORD_MAX} characters long`),
    );
  }
  return ok(password);
}

/** The guest's seat tokens (from the browser's storage) whose seats move to the account. */
const Seats = z.array(SeatToken).max(100).exactOptional();
/** Strings the routes check with checkName and checkPassword; only their size is bounded here. */
const RawName = z.string().max(200);
const RawPassword = z.string().max(1024);

export const PasswordSignUpRequest = z.strictObject({ name: RawName, password: RawPassword, seats: Seats });
export const PasswordSignInRequest = PasswordSignUpRequest;
export const PasskeySignUpOptionsRequest = z.strictObject({ name: RawName });

const Base64Url = z
  .string()
  .regex(/^[A-Za-z0-9_-]*$/, 'base64url')
  .max(16_384);
// A transport's name (usb, nfc, ble, hybrid, internal, ...): kept as the browser says it.
const Transport = z.string().regex(/^[a-z-]{1,32}$/);
// The server uses no extension's result: whatever the browser reports is dropped.
const Extensions = z.unknown().transform((): Record<string, never> => ({}));
const CeremonyId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'a ceremony id');

/** The browser's answer to a registration (SimpleWebAuthn's `RegistrationResponseJSON`). */
export const PasskeyRegistration = z.strictObject({
  id: Base64Url,
  rawId: Base64Url,
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).exactOptional(),
  clientExtensionResults: Extensions,
  response: z.strictObject({
    clientDataJSON: Base64Url,
    attestationObject: Base64Url,
    authenticatorData: Base64Url.exactOptional(),
    transports: z.array(Transport).max(8).exactOptional(),
    publicKeyAlgorithm: z.int().exactOptional(),
    publicKey: Base64Url.exactOptional(),
  }),
});

/** The browser's answer to a sign-in (SimpleWebAuthn's `AuthenticationResponseJSON`). */
export const PasskeyAssertion = z.strictObject({
  id: Base64Url,
  rawId: Base64Url,
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).exactOptional(),
  clientExtensionResults: Extensions,
  response: z.strictObject({
    clientDataJSON: Base64Url,
    authenticatorData: Base64Url,
    signature: Base64Url,
    userHandle: Base64Url.exactOptional(),
  }),
});

export const PasskeySignUpRequest = z.strictObject({
  ceremony: CeremonyId,
  response: PasskeyRegistration,
  seats: Seats,
});
export const PasskeySignInRequest = z.strictObject({
  ceremony: CeremonyId,
  response: PasskeyAssertion,
  seats: Seats,
});
/** Adding a passkey to the signed-in account. */
export const PasskeyAddRequest = z.strictObject({ ceremony: CeremonyId, response: PasskeyRegistration });

const Descriptor = z.object({
  id: Base64Url,
  type: z.string(),
  transports: z.array(z.string()).max(8).exactOptional(),
});
const Requirement = z.enum(['discouraged', 'preferred', 'required']);

/** The options a passkey registration starts from (WebAuthn's `PublicKeyCredentialCreationOptionsJSON`). */
export const PasskeyCreationOptions = z.object({
  rp: z.object({ name: z.string(), id: z.string().exactOptional() }),
  user: z.object({ id: Base64Url, name: z.string(), displayName: z.string() }),
  challenge: Base64Url,
  pubKeyCredParams: z.array(z.object({ alg: z.int(), type: z.literal('public-key') })),
  timeout: z.number().exactOptional(),
  excludeCredentials: z.array(Descriptor).exactOptional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(['platform', 'cross-platform']).exactOptional(),
      requireResidentKey: z.boolean().exactOptional(),
      residentKey: Requirement.exactOptional(),
      userVerification: Requirement.exactOptional(),
    })
    .exactOptional(),
  attestation: z.enum(['direct', 'enterprise', 'indirect', 'none']).exactOptional(),
});

/** The options a passkey sign-in starts from (WebAuthn's `PublicKeyCredentialRequestOptionsJSON`). */
export const PasskeyRequestOptions = z.object({
  challenge: Base64Url,
  timeout: z.number().exactOptional(),
  rpId: z.string().exactOptional(),
  allowCredentials: z.array(Descriptor).exactOptional(),
  userVerification: Requirement.exactOptional(),
});

/** A passkey ceremony's first answer: its id (sent back with the browser's answer) and the options. */
export const PasskeyCreationCeremony = z.object({ ceremony: CeremonyId, options: PasskeyCreationOptions });
export const PasskeyRequestCeremony = z.object({ ceremony: CeremonyId, options: PasskeyRequestOptions });

/** A seat the signed-in account holds, taken in this browser: a new token (the old one stops holding it). */
export const TakeSeatRequest = z.strictObject({ match: MatchId, seat: Seat });
/** The account's seats in live matches, from any browser. */
export const AccountSeats = z.strictObject({
  seats: z.array(z.strictObject({ match: MatchId, seat: Seat, game: z.string() })),
});
export const TakenSeat = z.strictObject({ match: MatchId, seat: Seat, token: SeatToken });

/** The signed-in account, as `GET /api/v1/account` and every sign-up and sign-in answer it. */
export const AccountInfo = z.strictObject({
  id: z.string(),
  name: z.string(),
  hasPassword: z.boolean(),
  passkeys: z.array(z.strictObject({ id: z.string(), createdAt: z.int(), usedAt: z.int().nullable() })),
});
export const SignedIn = z.strictObject({
  account: AccountInfo,
  /** How many of the guest's seats moved to the account. */
  seatsMoved: z.int().min(0),
});

export type PasswordSignUpRequest = z.infer<typeof PasswordSignUpRequest>;
export type PasswordSignInRequest = z.infer<typeof PasswordSignInRequest>;
export type PasskeySignUpOptionsRequest = z.infer<typeof PasskeySignUpOptionsRequest>;
export type PasskeyRegistration = z.infer<typeof PasskeyRegistration>;
export type PasskeyAssertion = z.infer<typeof PasskeyAssertion>;
/** A browser's answers as sent (their extension results are dropped once read). */
export type PasskeyRegistrationJson = z.input<typeof PasskeyRegistration>;
export type PasskeyAssertionJson = z.input<typeof PasskeyAssertion>;
export type PasskeySignUpRequest = z.infer<typeof PasskeySignUpRequest>;
export type PasskeySignInRequest = z.infer<typeof PasskeySignInRequest>;
export type PasskeyAddRequest = z.infer<typeof PasskeyAddRequest>;
export type AccountInfo = z.infer<typeof AccountInfo>;
export type AccountSeat = z.infer<typeof AccountSeats>['seats'][number];
export type SignedIn = z.infer<typeof SignedIn>;
