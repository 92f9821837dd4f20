/** PostgreSQL's half of the account store (account-store.ts), on the adapter's pool. */
import type pg from 'pg';
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

const UNIQUE_VIOLATION = '23505';

export class PostgresAccounts implements AccountStore {
  private readonly pool: pg.Pool;

  constructor(pool: pg.Pool) {
    this.pool = pool;
  }

  async createAccount(account: AccountRow, passkey: PasskeyRow | null): Promise<boolean> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const a = account;
      await client.query(`INSERT INTO accounts (${ACCOUNT_COLUMNS}) VALUES ($1, $2, $3, $4, $5)`, [
        a.id,
        a.name,
        a.nameKey,
        a.passwordHash,
        a.createdAt,
      ]);
      if (passkey) await insertPasskey(client, passkey);
      await client.query('COMMIT');
      return true;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) return false;
      throw error;
    } finally {
      client.release();
    }
  }

  async accountById(id: string): Promise<AccountRow | null> {
    return this.oneAccount(`SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE id = $1`, [id]);
  }

  async accountByNameKey(nameKey: string): Promise<AccountRow | null> {
    return this.oneAccount(`SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE name_key = $1`, [nameKey]);
  }

  async addPasskey(passkey: PasskeyRow): Promise<void> {
    await insertPasskey(this.pool, passkey);
  }

  async passkeyById(id: string): Promise<PasskeyRow | null> {
    const r = await this.pool.query<PasskeyRecordRow>(
      `SELECT ${PASSKEY_COLUMNS} FROM account_passkeys WHERE id = $1`,
      [id],
    );
    const row = r.rows[0];
    return row ? passkeyFromRecord(row) : null;
  }

  async passkeysOf(account: string): Promise<PasskeyRow[]> {
    const r = await this.pool.query<PasskeyRecordRow>(
      `SELECT ${PASSKEY_COLUMNS} FROM account_passkeys WHERE account_id = $1 ORDER BY created_at, id`,
      [account],
    );
    return r.rows.map(passkeyFromRecord);
  }

  async usePasskey(id: string, counter: number, at: number): Promise<void> {
    await this.pool.query('UPDATE account_passkeys SET counter = $1, used_at = $2 WHERE id = $3', [
      counter,
      at,
      id,
    ]);
  }

  async createSession(s: SessionRow): Promise<void> {
    await this.pool.query(
      'INSERT INTO account_sessions (token_hash, account_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
      [s.tokenHash, s.account, s.createdAt, s.expiresAt],
    );
  }

  async sessionAccount(tokenHash: string, now: number): Promise<AccountRow | null> {
    return this.oneAccount(
      `SELECT a.id, a.name, a.name_key, a.password_hash, a.created_at FROM account_sessions s
       JOIN accounts a ON a.id = s.account_id WHERE s.token_hash = $1 AND s.expires_at > $2`,
      [tokenHash, now],
    );
  }

  async deleteSession(tokenHash: string): Promise<boolean> {
    const r = await this.pool.query('DELETE FROM account_sessions WHERE token_hash = $1', [tokenHash]);
    return r.rowCount === 1;
  }

  async putCeremony(c: CeremonyRow): Promise<void> {
    await this.pool.query(
      'INSERT INTO account_ceremonies (id, challenge, payload, expires_at) VALUES ($1, $2, $3, $4)',
      [c.id, c.challenge, c.payload, c.expiresAt],
    );
  }

  async takeCeremony(id: string, now: number): Promise<CeremonyRow | null> {
    // DELETE ... RETURNING: of two processes answering the same ceremony, only one gets its row.
    const r = await this.pool.query<{ id: string; challenge: string; payload: string; expires_at: string }>(
      'DELETE FROM account_ceremonies WHERE id = $1 RETURNING id, challenge, payload, expires_at',
      [id],
    );
    const row = r.rows[0];
    if (!row || Number(row.expires_at) <= now) return null;
    return { id: row.id, challenge: row.challenge, payload: row.payload, expiresAt: Number(row.expires_at) };
  }

  async sweepExpired(now: number): Promise<number> {
    const sessions = await this.pool.query('DELETE FROM account_sessions WHERE expires_at <= $1', [now]);
    const ceremonies = await this.pool.query('DELETE FROM account_ceremonies WHERE expires_at <= $1', [now]);
    return (sessions.rowCount ?? 0) + (ceremonies.rowCount ?? 0);
  }

  async adoptSeats(
    account: string,
    tokenHashes: readonly string[],
  ): Promise<{ match: string; seat: number }[]> {
    const r = await this.pool.query<{ match_id: string; seat: number }>(
      `UPDATE seats SET account_id = $1
       WHERE token_hash = ANY($2::text[]) AND kind = 'human' AND account_id IS NULL
       RETURNING match_id, seat`,
      [account, tokenHashes],
    );
    return r.rows.map((row) => ({ match: row.match_id, seat: Number(row.seat) }));
  }

  async seatsOf(account: string): Promise<AccountSeat[]> {
    const r = await this.pool.query<{ match_id: string; seat: number; game: string }>(SEATS_OF, [account]);
    return r.rows.map((row) => ({ match: row.match_id, seat: Number(row.seat), game: row.game }));
  }

  async reissueSeat(match: string, seat: number, account: string, tokenHash: string): Promise<boolean> {
    const r = await this.pool.query(REISSUE, [tokenHash, match, seat, account]);
    return r.rowCount === 1;
  }

  private async oneAccount(sql: string, values: unknown[]): Promise<AccountRow | null> {
    const row = (await this.pool.query<AccountRecordRow>(sql, values)).rows[0];
    return row ? accountFromRecord(row) : null;
  }
}

async function insertPasskey(c: pg.Pool | pg.PoolClient, passkey: PasskeyRow): Promise<void> {
  await c.query(
    `INSERT INTO account_passkeys (${PASSKEY_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    passkeyToValues(passkey),
  );
}
