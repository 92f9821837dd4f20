/**
 * The schema, as numbered migrations applied in order by both adapters. The
 * SQL is the common subset of SQLite and PostgreSQL, so one list serves
 * both; JSON values are stored as TEXT for the same reason. Never edit an
 * applied migration: add the next one.
 */
export interface Migration {
  readonly version: number;
  readonly statements: readonly string[];
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    statements: [
      `CREATE TABLE matches (
        id TEXT PRIMARY KEY,
        game TEXT NOT NULL,
        players INTEGER NOT NULL,
        options TEXT NOT NULL,
        seed TEXT NOT NULL,
        engine_version TEXT NOT NULL,
        turn_seconds INTEGER,
        created_at BIGINT NOT NULL,
        seq INTEGER NOT NULL,
        state_hash TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('live', 'over')),
        to_act TEXT NOT NULL,
        result TEXT,
        rematch TEXT REFERENCES matches (id)
      )`,
      `CREATE TABLE seats (
        match_id TEXT NOT NULL REFERENCES matches (id),
        seat INTEGER NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('human', 'bot')),
        bot TEXT,
        name TEXT,
        token_hash TEXT UNIQUE,
        PRIMARY KEY (match_id, seat)
      )`,
      // The arbiter: one row per position of a match's log.
      `CREATE TABLE moves (
        match_id TEXT NOT NULL REFERENCES matches (id),
        seq INTEGER NOT NULL,
        actor TEXT NOT NULL,
        move TEXT NOT NULL,
        PRIMARY KEY (match_id, seq)
      )`,
    ],
  },
  {
    version: 2,
    statements: [
      // Who created the match (an opaque client id, never an address): bot time is shared fairly by it.
      'ALTER TABLE matches ADD COLUMN client TEXT',
      // When the match last moved: a live match whose bot has not moved for long is resumed by any process.
      'ALTER TABLE matches ADD COLUMN updated_at BIGINT NOT NULL DEFAULT 0',
      // A rematch's seat kept for the previous match's player (their token's hash) until they take or give it up.
      'ALTER TABLE seats ADD COLUMN reserved_for TEXT',
      // By status only: `updated_at` changes with every move, and an index on it would be rewritten each time.
      'CREATE INDEX matches_status ON matches (status)',
    ],
  },
  {
    // Issue #22: accounts. Databases made before it have 1, 2 and 4: the runners apply 3 after 4 there.
    version: 3,
    statements: [
      // A display name and its case-folded form (unique); no password for an account with passkeys only.
      `CREATE TABLE accounts (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        name_key TEXT NOT NULL UNIQUE,
        password_hash TEXT,
        created_at BIGINT NOT NULL
      )`,
      // A WebAuthn credential: its id and COSE public key as base64url, the signature counter, transports as JSON.
      `CREATE TABLE account_passkeys (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts (id),
        public_key TEXT NOT NULL,
        counter BIGINT NOT NULL,
        transports TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        used_at BIGINT
      )`,
      'CREATE INDEX account_passkeys_account ON account_passkeys (account_id)',
      // A signed-in browser: only the sha256 of its cookie's token is stored.
      `CREATE TABLE account_sessions (
        token_hash TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts (id),
        created_at BIGINT NOT NULL,
        expires_at BIGINT NOT NULL
      )`,
      'CREATE INDEX account_sessions_account ON account_sessions (account_id)',
      // A WebAuthn ceremony under way (its challenge), taken once by whichever process gets the answer.
      `CREATE TABLE account_ceremonies (
        id TEXT PRIMARY KEY,
        challenge TEXT NOT NULL,
        payload TEXT NOT NULL,
        expires_at BIGINT NOT NULL
      )`,
      // The account that holds a human seat; null for guests and bots.
      'ALTER TABLE seats ADD COLUMN account_id TEXT REFERENCES accounts (id)',
    ],
  },
  {
    // Issue #22: the lobby, time controls and Web Push (3 is the accounts' migration).
    version: 4,
    statements: [
      // The time control as JSON (live or correspondence); null for none, or a plain turn timer (turn_seconds).
      'ALTER TABLE matches ADD COLUMN clock TEXT',
      // Shown in the lobby while it waits for players.
      'ALTER TABLE matches ADD COLUMN listed INTEGER NOT NULL DEFAULT 0',
      // When every seat was taken (or a player started it); null while it waits. Older matches started at creation.
      'ALTER TABLE matches ADD COLUMN started_at BIGINT',
      'UPDATE matches SET started_at = created_at',
      // The lobby reads the listed matches still waiting, oldest first; the index holds only those.
      'CREATE INDEX matches_waiting ON matches (created_at) WHERE listed = 1 AND started_at IS NULL',
      // A browser's push subscription (one per endpoint), and the seats (by token hash) it is told about.
      `CREATE TABLE push_subscriptions (
        endpoint TEXT PRIMARY KEY,
        p256dh TEXT NOT NULL,
        auth TEXT NOT NULL,
        created_at BIGINT NOT NULL
      )`,
      `CREATE TABLE push_seats (
        token_hash TEXT NOT NULL,
        endpoint TEXT NOT NULL REFERENCES push_subscriptions (endpoint) ON DELETE CASCADE,
        PRIMARY KEY (token_hash, endpoint)
      )`,
    ],
  },
  {
    // Issue #22: ratings (Glicko-2 per account, game and player-count class; docs/server.md).
    version: 5,
    statements: [
      // A match created rated: its end updates its accounts' ratings.
      'ALTER TABLE matches ADD COLUMN rated INTEGER NOT NULL DEFAULT 0',
      // An account's current rating in one game and class, and how many rated matches made it.
      `CREATE TABLE ratings (
        subject TEXT NOT NULL,
        game TEXT NOT NULL,
        class TEXT NOT NULL,
        rating DOUBLE PRECISION NOT NULL,
        rd DOUBLE PRECISION NOT NULL,
        volatility DOUBLE PRECISION NOT NULL,
        games INTEGER NOT NULL,
        updated_at BIGINT NOT NULL,
        PRIMARY KEY (subject, game, class)
      )`,
      // One row per account and rated match: the key makes each match's update happen once.
      `CREATE TABLE rating_history (
        match_id TEXT NOT NULL,
        subject TEXT NOT NULL,
        game TEXT NOT NULL,
        class TEXT NOT NULL,
        place INTEGER NOT NULL,
        before_rating DOUBLE PRECISION NOT NULL,
        rating DOUBLE PRECISION NOT NULL,
        rd DOUBLE PRECISION NOT NULL,
        volatility DOUBLE PRECISION NOT NULL,
        at BIGINT NOT NULL,
        PRIMARY KEY (match_id, subject)
      )`,
      'CREATE INDEX rating_history_subject ON rating_history (subject, game, class, at)',
    ],
  },
  {
    // Leaving a rated match under way is resigning it (docs/server.md, "Ratings"): the seat
    // remembers the account that left it, which the match's end rates last.
    version: 6,
    statements: ['ALTER TABLE seats ADD COLUMN resigned_account TEXT REFERENCES accounts (id)'],
  },
  {
    // Quick pairing keeps the rating range its creator asked for on the game it opens (JSON
    // `{ min, max }`; null for any other match): a player whose rating lies outside is not paired into it.
    version: 7,
    statements: ['ALTER TABLE matches ADD COLUMN pair_range TEXT'],
  },
  {
    // The address a match was created from, hashed as a guest's client id is (`ip:` and 16 hex
    // digits, never the address): bot time is shared per address first, then per client, and the
    // live bot matches are counted per address, on whichever process holds the match, after restarts too.
    version: 8,
    statements: ['ALTER TABLE matches ADD COLUMN address TEXT'],
  },
];

/** The table that records which migrations a database has. */
export const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version INTEGER PRIMARY KEY,
  applied_at BIGINT NOT NULL
)`;
