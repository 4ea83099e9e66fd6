/** What the server stored, read from its SQLite file (the e2e server's DATA_DIR), as forms.spec.ts does. */
import { join } from 'node:path';
import { openSqlite } from '../../server/db/sqlite';

const dbFile = join('test-results', 'e2e-data', 'site.db');

/** The stored fields of every call-back whose payload holds the marker (a phone number). */
export function storedCallback(marker: string): Record<string, unknown>[] {
  const db = openSqlite(dbFile, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare("SELECT payload FROM submissions WHERE kind = 'callback' AND instr(payload, ?) > 0").all(marker) as { payload: string }[];
    return rows.map((r) => JSON.parse(r.payload) as Record<string, unknown>);
  } finally {
    db.close();
  }
}
