/** Schema migrations, applied in order once each. Append; never edit one that has shipped. */
export interface Migration {
  id: number;
  name: string;
  sql: string;
}

export const migrations: Migration[] = [
  {
    id: 1,
    name: 'submissions',
    sql: `
      CREATE TABLE submissions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        kind TEXT NOT NULL,
        idempotency_key TEXT UNIQUE,
        locale TEXT NOT NULL CHECK (locale IN ('uk', 'ru')),
        payload TEXT NOT NULL CHECK (json_valid(payload)),
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      );
      CREATE INDEX submissions_kind_created ON submissions (kind, created_at);
    `,
  },
  {
    id: 2,
    name: 'forms: consent, files, idempotency, captcha, outbox',
    sql: `
      ALTER TABLE submissions ADD COLUMN consent_at TEXT;
      ALTER TABLE submissions ADD COLUMN client_ip TEXT;
      CREATE TABLE submission_files (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        submission_id INTEGER NOT NULL REFERENCES submissions(id) ON DELETE CASCADE,
        stored_name TEXT NOT NULL UNIQUE,
        original_name TEXT NOT NULL,
        type TEXT NOT NULL,
        size INTEGER NOT NULL,
        sha256 TEXT NOT NULL
      );
      CREATE TABLE idempotency_keys (
        key TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('in_flight', 'done')),
        request_hash TEXT,
        status INTEGER,
        response TEXT,
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      );
      CREATE TABLE captcha_used (
        signature TEXT PRIMARY KEY,
        expires_at INTEGER NOT NULL
      );
      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        submission_id INTEGER NOT NULL REFERENCES submissions(id) ON DELETE CASCADE,
        channel TEXT NOT NULL CHECK (channel IN ('crm', 'mail')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
        delivered_at TEXT,
        last_error TEXT
      );
      CREATE INDEX outbox_due ON outbox (delivered_at, next_attempt_at);
    `,
  },
  {
    id: 3,
    // "outbox" is the browser's queue (src/outbox); this table is the server's hand-off to the CRM and mail.
    name: 'forms: the hand-off table is handoffs',
    sql: `
      ALTER TABLE outbox RENAME TO handoffs;
      DROP INDEX outbox_due;
      CREATE INDEX handoffs_due ON handoffs (delivered_at, next_attempt_at);
    `,
  },
  {
    id: 4,
    // Opt-in speed-test results support looks up by a short id; no link to a visitor or address.
    name: 'speed test: stored results',
    sql: `
      CREATE TABLE speedtest_results (
        id TEXT PRIMARY KEY,
        result TEXT NOT NULL CHECK (json_valid(result)),
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      );
      CREATE INDEX speedtest_results_created ON speedtest_results (created_at);
    `,
  },
  {
    id: 5,
    // Applications come from the CRM; codes are kept hashed, one live code per application.
    name: 'registration: applications, SMS codes and sends',
    sql: `
      CREATE TABLE registration_applications (
        id TEXT PRIMARY KEY,
        status INTEGER NOT NULL,
        phone TEXT NOT NULL,
        connection_address TEXT NOT NULL,
        phone_confirmed_at TEXT,
        verified_at TEXT,
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      );
      CREATE TABLE registration_codes (
        application_id TEXT PRIMARY KEY REFERENCES registration_applications(id) ON DELETE CASCADE,
        phone TEXT NOT NULL,
        code_hash TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        wrong INTEGER NOT NULL DEFAULT 0,
        used_at INTEGER
      );
      CREATE TABLE registration_sends (
        application_id TEXT NOT NULL REFERENCES registration_applications(id) ON DELETE CASCADE,
        sent_at INTEGER NOT NULL
      );
      CREATE INDEX registration_sends_application ON registration_sends (application_id, sent_at);
    `,
  },
  {
    id: 6,
    // Sessions are kept hashed; a form is stored whole, its consents with their texts' versions;
    // photos live on disk under server-made names, one per slot.
    name: 'registration: sessions, questionnaires, consents and photos',
    sql: `
      CREATE TABLE registration_sessions (
        token_hash TEXT PRIMARY KEY,
        application_id TEXT NOT NULL REFERENCES registration_applications(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX registration_sessions_application ON registration_sessions (application_id, created_at);
      CREATE TABLE registration_forms (
        application_id TEXT PRIMARY KEY REFERENCES registration_applications(id) ON DELETE CASCADE,
        form TEXT NOT NULL CHECK (json_valid(form)),
        updated_at TEXT NOT NULL,
        sent_at TEXT
      );
      CREATE TABLE registration_consents (
        application_id TEXT NOT NULL REFERENCES registration_applications(id) ON DELETE CASCADE,
        consent TEXT NOT NULL CHECK (consent IN ('offer_terms', 'personal_data')),
        version TEXT NOT NULL,
        given_at TEXT NOT NULL,
        PRIMARY KEY (application_id, consent)
      );
      CREATE TABLE registration_files (
        id TEXT PRIMARY KEY,
        application_id TEXT NOT NULL REFERENCES registration_applications(id) ON DELETE CASCADE,
        slot TEXT NOT NULL,
        stored_name TEXT NOT NULL UNIQUE,
        original_name TEXT NOT NULL,
        type TEXT NOT NULL CHECK (type IN ('image/jpeg', 'image/png')),
        size INTEGER NOT NULL,
        width INTEGER NOT NULL,
        height INTEGER NOT NULL,
        sha256 TEXT NOT NULL,
        idempotency_key TEXT NOT NULL,
        created_at TEXT NOT NULL,
        UNIQUE (application_id, slot)
      );
    `,
  },
];
