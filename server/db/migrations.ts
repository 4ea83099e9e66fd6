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
];
