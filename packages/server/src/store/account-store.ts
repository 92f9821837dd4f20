/**
 * Accounts, as the store keeps them (issue #22, migration 3): a display name
 * with its case-folded key, an optional argon2id password hash, passkeys
 * (WebAuthn credentials), sessions (only the hash of a cookie's token) and
 * WebAuthn ceremonies under way. Both adapters implement it on the same
 * database as the matches, so several processes share every session.
 */

export interface AccountRow {
  readonly id: string;
  /** The display name as chosen. */
  readonly name: string;
  /** The name case-folded: unique, what sign-in looks up. */
  readonly nameKey: string;
  /** argon2id's encoded hash; null for an account with passkeys only. */
  readonly passwordHash: string | null;
  readonly createdAt: number;
}

export interface PasskeyRow {
  /** The credential id, base64url. */
  readonly id: string;
  readonly account: string;
  /** The COSE public key, base64url. */
  readonly publicKey: string;
  /** The authenticator's signature counter at its last use (0 for those that keep none). */
  readonly counter: number;
  readonly transports: readonly string[];
  readonly createdAt: number;
  readonly usedAt: number | null;
}

export interface SessionRow {
  /** sha256 of the cookie's token. */
  readonly tokenHash: string;
  readonly account: string;
  readonly createdAt: number;
  readonly expiresAt: number;
}

/** A WebAuthn ceremony under way: its challenge and what it is for (JSON), until it is answered or expires. */
export interface CeremonyRow {
  readonly id: string;
  readonly challenge: string;
  readonly payload: string;
  readonly expiresAt: number;
}

export interface AccountStore {
  /** Stores a new account, with its first passkey if any; false (nothing stored) if its name key is taken. */
  createAccount(account: AccountRow, passkey: PasskeyRow | null): Promise<boolean>;
  accountById(id: string): Promise<AccountRow | null>;
  accountByNameKey(nameKey: string): Promise<AccountRow | null>;
  addPasskey(passkey: PasskeyRow): Promise<void>;
  passkeyById(id: string): Promise<PasskeyRow | null>;
  passkeysOf(account: string): Promise<PasskeyRow[]>;
  /** Records a passkey's use at `at` and the counter it reported. */
  usePasskey(id: string, counter: number, at: number): Promise<void>;
  createSession(session: SessionRow): Promise<void>;
  /** The account of the session with this token hash, if it has not expired by `now`. */
  sessionAccount(tokenHash: string, now: number): Promise<AccountRow | null>;
  /** Revokes a session; false if there was none. */
  deleteSession(tokenHash: string): Promise<boolean>;
  putCeremony(ceremony: CeremonyRow): Promise<void>;
  /** Takes a ceremony, once: null if it is unknown, was taken already or expired by `now`. */
  takeCeremony(id: string, now: number): Promise<CeremonyRow | null>;
  /** Deletes the sessions and ceremonies expired by `now`: how many. */
  sweepExpired(now: number): Promise<number>;
  /**
   * Gives `account` the human seats these token hashes hold that no account
   * holds yet (a guest who signs up or in): the seats that moved.
   */
  adoptSeats(account: string, tokenHashes: readonly string[]): Promise<{ match: string; seat: number }[]>;
  /** The account's seats in live matches, the most recently moved first (at most 100). */
  seatsOf(account: string): Promise<AccountSeat[]>;
  /**
   * Gives a seat the account holds a new token (another browser of the same
   * player): the old token no longer holds it. False if the account does not hold it.
   */
  reissueSeat(match: string, seat: number, account: string, tokenHash: string): Promise<boolean>;
}

export interface AccountSeat {
  readonly match: string;
  readonly seat: number;
  readonly game: string;
}

export const SEATS_OF = `SELECT s.match_id, s.seat, m.game FROM seats s JOIN matches m ON m.id = s.match_id
  WHERE s.account_id = $1 AND s.kind = 'human' AND s.token_hash IS NOT NULL AND m.status = 'live'
  ORDER BY m.updated_at DESC, s.match_id, s.seat LIMIT 100`;
export const REISSUE = `UPDATE seats SET token_hash = $1
  WHERE match_id = $2 AND seat = $3 AND account_id = $4 AND kind = 'human' AND token_hash IS NOT NULL`;

export interface AccountRecordRow {
  id: string;
  name: string;
  name_key: string;
  password_hash: string | null;
  created_at: number | string;
}

export interface PasskeyRecordRow {
  id: string;
  account_id: string;
  public_key: string;
  counter: number | string;
  transports: string;
  created_at: number | string;
  used_at: number | string | null;
}

export function accountFromRecord(r: AccountRecordRow): AccountRow {
  return {
    id: r.id,
    name: r.name,
    nameKey: r.name_key,
    passwordHash: r.password_hash,
    createdAt: Number(r.created_at),
  };
}

export function passkeyFromRecord(r: PasskeyRecordRow): PasskeyRow {
  return {
    id: r.id,
    account: r.account_id,
    publicKey: r.public_key,
    counter: Number(r.counter),
    transports: JSON.parse(r.transports),
    createdAt: Number(r.created_at),
    usedAt: r.used_at === null ? null : Number(r.used_at),
  };
}

export function passkeyToValues(p: PasskeyRow): unknown[] {
  return [p.id, p.account, p.publicKey, p.counter, JSON.stringify(p.transports), p.createdAt, p.usedAt];
}

export const ACCOUNT_COLUMNS = 'id, name, name_key, password_hash, created_at';
export const PASSKEY_COLUMNS = 'id, account_id, public_key, counter, transports, created_at, used_at';
