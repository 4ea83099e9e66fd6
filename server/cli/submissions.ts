/**
 * `npm run submissions -- [list|export] [--kind K] [--since DATE] [--limit N] [--format json|csv] [--out FILE]`
 * Staff read the forms' submissions straight from DATA_DIR/site.db: `list` prints a line
 * each; `export` prints (or writes) them as JSON or CSV.
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/database';
import { listSubmissions, toCsv } from '../forms/listing';

export async function runSubmissionsCli(argv: string[], root: string): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      kind: { type: 'string' },
      since: { type: 'string' },
      limit: { type: 'string', default: '100' },
      format: { type: 'string', default: 'json' },
      out: { type: 'string' },
    },
  });
  const command = positionals[0] ?? 'list';
  if (!['list', 'export'].includes(command) || !['json', 'csv'].includes(values.format ?? '')) {
    console.error('usage: npm run submissions -- [list|export] [--kind callback|connect|director|vacancy] [--since 2026-11-01] [--limit 100] [--format json|csv] [--out file]');
    return 2;
  }
  if (values.since && Number.isNaN(Date.parse(values.since))) {
    console.error(`--since must be a date, got "${values.since}"`);
    return 2;
  }
  const db = await openDatabase(resolve(root, process.env.DATA_DIR || join('data')), undefined, process.env.DATABASE_URL || null);
  try {
    const rows = await listSubmissions(db, { kind: values.kind, since: values.since, limit: Math.max(1, Number(values.limit) || 100) });
    if (command === 'list') {
      for (const r of rows) {
        const who = ['fullname', 'email', 'phone', 'numberPhone'].map((k) => r.payload[k]).filter(Boolean).join(', ');
        console.log(`${r.id}\t${r.created_at}\t${r.kind}\t${r.locale}\t${who}${r.files.length ? `\t[${r.files.map((f) => f.name).join(', ')}]` : ''}`);
      }
      console.error(`${rows.length} submission(s)`);
      return 0;
    }
    const text = values.format === 'csv' ? toCsv(rows) : `${JSON.stringify(rows, null, 2)}\n`;
    if (values.out) writeFileSync(values.out, text);
    else process.stdout.write(text);
    return 0;
  } finally {
    await db.close();
  }
}
