/** SQLite's half of the account store (account-store.ts), on the adapter's connection. */
import type Database from 'better-sqlite3';
import {
  ACCOUNT_COLUMNS,
  type AccountRecordRow,
  type AccountRow,
  type AccountSeat,
  type AccountStore,
  accountFromRecord,
  type CeremonyRow,
  PASSKEY_COLUMNS,
  type PasskeyRecordRow,
  type PasskeyRow,
  passkeyFromRecord,
  passkeyToValues,
  REISSUE,
  SEATS_OF,
  type SessionRow,
} from './account-store.ts';

export class SqliteAccounts implements AccountStore {
  private readonly db: Database.Database;
  private readonly statements;

  constructor(db: Database.Database) {
    this.db = db;
    this.statements = {
      insertAccount: db.prepare(`INSERT INTO accounts (${ACCOUNT_COLUMNS}) VALUES (?, ?, ?, ?, ?)`),
      insertPasskey: db.prepare(
        `INSERT INTO account_passkeys (${PASSKEY_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ),
      byId: db.prepare(`SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE id = ?`),
      byNameKey: db.prepare(`SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE name_key = ?`),
      passkey: db.prepare(`SELECT ${PASSKEY_COLUMNS} FROM account_passkeys WHERE id = ?`),
      passkeysOf: db.prepare(
        `SELECT ${PASSKEY_COLUMNS} FROM account_passkeys WHERE account_id = ? ORDER BY created_at, id`,
      ),
      usePasskey: db.prepare('UPDATE account_passkeys SET counter = ?, used_at = ? WHERE id = ?'),
      insertSession: db.prepare(
        'INSERT INTO account_sessions (token_hash, account_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
      ),
      sessionAccount: db.prepare(
        `SELECT a.id, a.name, a.name_key, a.password_hash, a.created_at FROM account_sessions s
         JOIN accounts a ON a.id = s.account_id WHERE s.token_hash = ? AND s.expires_at > ?`,
      ),
      deleteSession: db.prepare('DELETE FROM account_sessions WHERE token_hash = ?'),
      insertCeremony: db.prepare(
        'INSERT INTO account_ceremonies (id, challenge, payload, expires_at) VALUES (?, ?, ?, ?)',
      ),
      ceremony: db.prepare('SELECT id, challenge, payload, expires_at FROM account_ceremonies WHERE id = ?'),
      deleteCeremony: db.prepare('DELETE FROM account_ceremonies WHERE id = ?'),
      sweepSessions: db.prepare('DELETE FROM account_sessions WHERE expires_at <= ?'),
      sweepCeremonies: db.prepare('DELETE FROM account_ceremonies WHERE expires_at <= ?'),
      adoptSeat: db.prepare(
        `UPDATE seats SET account_id = ? WHERE token_hash = ? AND kind = 'human' AND account_id IS NULL
         RETURNING match_id, seat`,
      ),
      // PostgreSQL's SQL with its numbered parameters as `?` (they appear in order).
      seatsOf: db.prepare(SEATS_OF.replace(/\$\d+/g, '?')),
      reissue: db.prepare(REISSUE.replace(/\$\d+/g, '?')),
    };
  }

  async createAccount(account: AccountRow, passkey: PasskeyRow | null): Promise<boolean> {
    try {
      this.db.transaction(() => {
        const a = account;
        this.statements.insertAccount.run(a.id, a.name, a.nameKey, a.passwordHash, a.createdAt);
        if (passkey) this.statements.insertPasskey.run(...passkeyToValues(passkey));
      })();
      return true;
    } catch (error) {
      if ((error as { code?: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE') return false;
      throw error;
    }
  }

  async accountById(id: string): Promise<AccountRow | null> {
    const r = this.statements.byId.get(id) as AccountRecordRow | undefined;
    return r ? accountFromRecord(r) : null;
  }

  async accountByNameKey(nameKey: string): Promise<AccountRow | null> {
    const r = this.statements.byNameKey.get(nameKey) as AccountRecordRow | undefined;
    return r ? accountFromRecord(r) : null;
  }

  async addPasskey(passkey: PasskeyRow): Promise<void> {
    this.statements.insertPasskey.run(...passkeyToValues(passkey));
  }

  async passkeyById(id: string): Promise<PasskeyRow | null> {
    const r = this.statements.passkey.get(id) as PasskeyRecordRow | undefined;
    return r ? passkeyFromRecord(r) : null;
  }

  async passkeysOf(account: string): Promise<PasskeyRow[]> {
    return (this.statements.passkeysOf.all(account) as PasskeyRecordRow[]).map(passkeyFromRecord);
  }

  async usePasskey(id: string, counter: number, at: number): Promise<void> {
    this.statements.usePasskey.run(counter, at, id);
  }

  async createSession(s: SessionRow): Promise<void> {
    this.statements.insertSession.run(s.tokenHash, s.account, s.createdAt, s.expiresAt);
  }

  async sessionAccount(tokenHash: string, now: number): Promise<AccountRow | null> {
    const r = this.statements.sessionAccount.get(tokenHash, now) as AccountRecordRow | undefined;
    return r ? accountFromRecord(r) : null;
  }

  async deleteSession(tokenHash: string): Promise<boolean> {
    return this.statements.deleteSession.run(tokenHash).changes === 1;
  }

  async putCeremony(c: CeremonyRow): Promise<void> {
    this.statements.insertCeremony.run(c.id, c.challenge, c.payload, c.expiresAt);
  }

  async takeCeremony(id: string, now: number): Promise<CeremonyRow | null> {
    return this.db.transaction(() => {
      const r = this.statements.ceremony.get(id) as
        | { id: string; challenge: string; payload: string; expires_at: number }
        | undefined;
      if (!r || this.statements.deleteCeremony.run(id).changes !== 1) return null;
      const expiresAt = Number(r.expires_at);
      return expiresAt > now ? { id: r.id, challenge: r.challenge, payload: r.payload, expiresAt } : null;
    })();
  }

  async sweepExpired(now: number): Promise<number> {
    return this.db.transaction(
      () => this.statements.sweepSessions.run(now).changes + this.statements.sweepCeremonies.run(now).changes,
    )();
  }

  async adoptSeats(
    account: string,
    tokenHashes: readonly string[],
  ): Promise<{ match: string; seat: number }[]> {
    return this.db.transaction(() =>
      tokenHashes.flatMap((hash) =>
        (this.statements.adoptSeat.all(account, hash) as { match_id: string; seat: number }[]).map((r) => ({
          match: r.match_id,
          seat: Number(r.seat),
        })),
      ),
    )();
  }

  async seatsOf(account: string): Promise<AccountSeat[]> {
    return (this.statements.seatsOf.all(account) as { match_id: string; seat: number; game: string }[]).map(
      (r) => ({ match: r.match_id, seat: Number(r.seat), game: r.game }),
    );
  }

  async reissueSeat(match: string, seat: number, account: string, tokenHash: string): Promise<boolean> {
    return this.statements.reissue.run(tokenHash, match, seat, account).changes === 1;
  }
}
