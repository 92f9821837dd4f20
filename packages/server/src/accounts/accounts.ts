/**
 * What accounts do (issue #22), apart from HTTP: sign up and in with a
 * password or a passkey, the signed-in account's page, and a guest's seats
 * moving to the account. Every refusal is a coded error; a sign-in refusal
 * says the same thing whether the name exists or not (`account/bad-credentials`),
 * and only sign-up may say that a name is taken.
 */
import { randomBytes } from 'node:crypto';
import { err, ok, type Result } from '@gameshelf/engine';
import {
  type AccountInfo,
  checkName,
  checkPassword,
  nameKey,
  type PasskeyAssertion,
  type PasskeyRegistration,
  type WireError,
  wireError,
} from '@gameshelf/protocol';
import { hashToken, newSeatToken } from '../ids.ts';
import type { MatchService } from '../service/match-service.ts';
import type { AccountRow, AccountStore, PasskeyRow } from '../store/account-store.ts';
import {
  CEREMONY_MS,
  newCeremonyId,
  type RelyingParty,
  registrationOptions,
  signInOptions,
  verifiedAssertion,
  verifiedRegistration,
} from './passkeys.ts';
import { hashPassword, passwordMatches } from './passwords.ts';

const BAD_CREDENTIALS = wireError(
  'account/bad-credentials',
  'that name and password (or passkey) do not sign in',
);
const NAME_TAKEN = wireError('account/name-taken', 'an account already has this name');
const EXPIRED = wireError(
  'account/ceremony-expired',
  'these passkey options are used or expired: ask for new ones',
);

/** What a ceremony's stored payload says it is for. */
type Purpose =
  | { readonly kind: 'sign-up'; readonly account: string; readonly name: string }
  | { readonly kind: 'sign-in' }
  | { readonly kind: 'add'; readonly account: string };

export function newAccountId(): string {
  return randomBytes(16).toString('base64url');
}

export class Accounts {
  private readonly service: MatchService;

  constructor(service: MatchService) {
    this.service = service;
  }

  private get store(): AccountStore {
    return this.service.store.accounts;
  }

  async signUpWithPassword(rawName: string, rawPassword: string): Promise<Result<AccountRow, WireError>> {
    const name = checkName(rawName);
    if (!name.ok) return name;
    const password = checkPassword(rawPassword);
    if (!password.ok) return password;
    if (await this.store.accountByNameKey(name.value.key)) return err(NAME_TAKEN);
    const account: AccountRow = {
      id: newAccountId(),
      name: name.value.name,
      nameKey: name.value.key,
      passwordHash: await hashPassword(password.value),
      createdAt: this.service.now(),
    };
    return (await this.store.createAccount(account, null)) ? ok(account) : err(NAME_TAKEN);
  }

  async signInWithPassword(rawName: string, password: string): Promise<Result<AccountRow, WireError>> {
    const account = await this.store.accountByNameKey(nameKey(rawName.normalize('NFC').trim()));
    const matches = await passwordMatches(account?.passwordHash ?? null, password);
    return account && matches ? ok(account) : err(BAD_CREDENTIALS);
  }

  /** Options to register a passkey for a new account named `rawName`. */
  async signUpOptions(rp: RelyingParty, rawName: string) {
    const name = checkName(rawName);
    if (!name.ok) return name;
    if (await this.store.accountByNameKey(name.value.key)) return err(NAME_TAKEN);
    const account = newAccountId();
    const options = await registrationOptions(rp, { id: account, name: name.value.name }, []);
    const purpose: Purpose = { kind: 'sign-up', account, name: name.value.name };
    return ok({ ceremony: await this.ceremony(options.challenge, purpose), options });
  }

  async signUpWithPasskey(
    rp: RelyingParty,
    ceremony: string,
    response: PasskeyRegistration,
  ): Promise<Result<AccountRow, WireError>> {
    const taken = await this.take(ceremony);
    if (taken?.purpose.kind !== 'sign-up') return err(EXPIRED);
    const { account: id, name } = taken.purpose;
    const now = this.service.now();
    const passkey = await verifiedRegistration(rp, taken.challenge, response, id, now);
    if (!passkey) return err(wireError('account/passkey-refused', 'the passkey did not verify'));
    const account: AccountRow = { id, name, nameKey: nameKey(name), passwordHash: null, createdAt: now };
    return (await this.store.createAccount(account, passkey)) ? ok(account) : err(NAME_TAKEN);
  }

  async signInOptions(rp: RelyingParty) {
    const options = await signInOptions(rp);
    return { ceremony: await this.ceremony(options.challenge, { kind: 'sign-in' }), options };
  }

  async signInWithPasskey(
    rp: RelyingParty,
    ceremony: string,
    response: PasskeyAssertion,
  ): Promise<Result<AccountRow, WireError>> {
    const taken = await this.take(ceremony);
    if (taken?.purpose.kind !== 'sign-in') return err(EXPIRED);
    const passkey = await this.store.passkeyById(response.id);
    if (!passkey) return err(BAD_CREDENTIALS);
    const counter = await verifiedAssertion(rp, taken.challenge, response, passkey);
    if (counter === null) return err(BAD_CREDENTIALS);
    await this.store.usePasskey(passkey.id, counter, this.service.now());
    const account = await this.store.accountById(passkey.account);
    return account ? ok(account) : err(BAD_CREDENTIALS);
  }

  /** Options to add a passkey to a signed-in account (its passkeys excluded). */
  async addOptions(rp: RelyingParty, account: { id: string; name: string }) {
    const exclude = (await this.store.passkeysOf(account.id)).map((p) => p.id);
    const options = await registrationOptions(rp, account, exclude);
    return {
      ceremony: await this.ceremony(options.challenge, { kind: 'add', account: account.id }),
      options,
    };
  }

  async addPasskey(
    rp: RelyingParty,
    account: string,
    ceremony: string,
    response: PasskeyRegistration,
  ): Promise<Result<PasskeyRow, WireError>> {
    const taken = await this.take(ceremony);
    if (taken?.purpose.kind !== 'add' || taken.purpose.account !== account) return err(EXPIRED);
    const passkey = await verifiedRegistration(rp, taken.challenge, response, account, this.service.now());
    if (!passkey) return err(wireError('account/passkey-refused', 'the passkey did not verify'));
    if (await this.store.passkeyById(passkey.id))
      return err(wireError('account/passkey-refused', 'this passkey is registered already'));
    await this.store.addPasskey(passkey);
    return ok(passkey);
  }

  async info(account: AccountRow | { id: string }): Promise<AccountInfo | null> {
    const row = 'nameKey' in account ? account : await this.store.accountById(account.id);
    if (!row) return null;
    const passkeys = await this.store.passkeysOf(row.id);
    return {
      id: row.id,
      name: row.name,
      hasPassword: row.passwordHash !== null,
      passkeys: passkeys.map((p) => ({ id: p.id, createdAt: p.createdAt, usedAt: p.usedAt })),
    };
  }

  /**
   * Moves a guest's seats to `account`: only the human seats these tokens
   * hold now and no account holds. The live matches learn their seats again.
   */
  async adoptSeats(account: string, tokens: readonly string[]): Promise<number> {
    if (tokens.length === 0) return 0;
    const moved = await this.store.adoptSeats(account, tokens.map(hashToken));
    for (const match of new Set(moved.map((m) => m.match))) {
      await this.service.inMatch(match, () => this.service.seatsChanged(match).then(() => ok(null)));
    }
    return moved.length;
  }

  /** The account's seats in live matches (from any browser). */
  seats(account: string) {
    return this.store.seatsOf(account);
  }

  /**
   * A new token for a seat the account holds, for this browser: the token
   * another browser had stops holding it (its followers are cut off as when a seat is left).
   */
  async takeSeatHere(
    account: string,
    match: string,
    seat: number,
  ): Promise<Result<{ match: string; seat: number; token: string }, WireError>> {
    const token = newSeatToken();
    return this.service.inMatch(match, async () => {
      if (!(await this.store.reissueSeat(match, seat, account, hashToken(token))))
        return err(wireError('auth/bad-token', 'this account holds no such seat'));
      await this.service.seatsChanged(match);
      return ok({ match, seat, token });
    });
  }

  private async ceremony(challenge: string, purpose: Purpose): Promise<string> {
    const id = newCeremonyId();
    const expiresAt = this.service.now() + CEREMONY_MS;
    await this.store.putCeremony({ id, challenge, payload: JSON.stringify(purpose), expiresAt });
    return id;
  }

  private async take(id: string): Promise<{ challenge: string; purpose: Purpose } | null> {
    const row = await this.store.takeCeremony(id, this.service.now());
    if (!row) return null;
    const purpose: Purpose = JSON.parse(row.payload);
    return { challenge: row.challenge, purpose };
  }
}
