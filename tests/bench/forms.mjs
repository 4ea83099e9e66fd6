// Accepted form submissions per second at 50 concurrent clients: the call-back form, each
// submission with its own Idempotency-Key and a captcha solved beforehand (the clients' proof of
// work is the visitors' cost, not the server's), against the built server with its rate limits
// lifted. Every answer must be 201 and every accepted submission a row in the database.
// Three rows: SQLite (one instance), PostgreSQL with one instance, and two instances on one
// PostgreSQL (clients alternate between them, as behind a balancer). PostgreSQL is Debian's,
// started in a temporary folder as the tests start it (tests/support/postgres.ts).
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { build } from 'vite';
import { buildSite, root, startServer } from './server.mjs';

const clients = 50;
const submissions = Number(process.env.BENCH_FORM_SUBMISSIONS ?? 3000);
const callback = { fullname: 'Олена Петрівна', phone: '067 123 45 67', address: 'сел. Кушугум, вул. Перемоги, буд. 12', additional_info: 'Тариф: Для квартири', consent: true };

/** The page's own captcha solver, the wire's constants, the server's SQLite driver and the tests' PostgreSQL, compiled from the sources for Node. */
async function formsWire() {
  const outDir = join(root, 'node_modules', '.cache', 'bench-forms');
  mkdirSync(outDir, { recursive: true });
  await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      ssr: true,
      outDir,
      emptyOutDir: true,
      rollupOptions: {
        input: { captcha: join(root, 'src/domain/forms/captcha.ts'), submissions: join(root, 'src/domain/forms/submissions.ts'), sqlite: join(root, 'server/db/sqlite.ts'), postgres: join(root, 'tests/support/postgres.ts') },
        output: { format: 'es', entryFileNames: '[name].mjs' },
      },
    },
  });
  const [{ solveCaptcha }, wire, { openSqlite }, { startPostgres }] = await Promise.all(['captcha', 'submissions', 'sqlite', 'postgres'].map((name) => import(join(outDir, `${name}.mjs`))));
  return { solveCaptcha, openSqlite, startPostgres, ...wire };
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** `servers`: one, or several sharing a database; client k sends to servers[k % n], each its own server's captchas. */
async function measure(label, servers, rows, wire) {
  // Solved before the clock starts, in parallel batches.
  const solutions = [];
  for (let i = 0; i < submissions; i += 100) {
    const batch = Array.from({ length: Math.min(100, submissions - i) }, async (_, k) => {
      const challenge = await (await fetch(`${servers[(i + k) % servers.length].url}${wire.captchaChallengePath}`)).json();
      return wire.solveCaptcha(challenge);
    });
    solutions.push(...(await Promise.all(batch)));
  }
  const body = JSON.stringify(callback);
  const latencies = [];
  const refused = new Map();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let i = next++; i < submissions; i = next++) {
        const sent = performance.now();
        const url = `${servers[i % servers.length].url}${wire.submissionEndpoint.callback}`;
        const response = await fetch(`${url}?${wire.captchaParam}=${encodeURIComponent(solutions[i])}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [wire.idempotencyHeader]: randomUUID(), 'accept-language': 'uk' },
          body,
        });
        await response.arrayBuffer();
        latencies.push(performance.now() - sent);
        if (response.status !== 201) refused.set(response.status, (refused.get(response.status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const accepted = submissions - [...refused.values()].reduce((a, b) => a + b, 0);
  latencies.sort((a, b) => a - b);
  return { label, accepted, rate: accepted / seconds, p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99), refused, rows: await rows() };
}

export async function run() {
  buildSite();
  const wire = await formsWire();
  const env = { FORM_RATE_LIMIT: '1000000/60', READ_RATE_LIMIT: '1000000/10', CAPTCHA_MAX_COUNTER: '10' };
  const results = [];
  const sqlite = await startServer(env);
  try {
    const rows = async () => {
      const db = wire.openSqlite(join(sqlite.dataDir, 'site.db'), { readonly: true });
      try {
        return db.prepare('SELECT count(*) FROM submissions').pluck().get();
      } finally {
        db.close();
      }
    };
    results.push(await measure('SQLite, 1 instance', [sqlite], rows, wire));
  } finally {
    await sqlite.stop();
  }
  const postgres = await wire.startPostgres();
  try {
    const probe = new pg.Client({ connectionString: postgres.url });
    await probe.connect();
    const version = (await probe.query('SHOW server_version')).rows[0].server_version.split(' ')[0];
    await probe.end();
    for (const instances of [1, 2]) {
      const url = await postgres.database(`bench${instances}`);
      // The captcha's key is shared, as instances behind one balancer share it.
      const shared = { ...env, DATABASE_URL: url, ALTCHA_HMAC_KEY: randomUUID() + randomUUID() };
      const servers = await Promise.all(Array.from({ length: instances }, () => startServer(shared)));
      try {
        const rows = async () => {
          const client = new pg.Client({ connectionString: url });
          await client.connect();
          try {
            return (await client.query('SELECT count(*)::int AS n FROM submissions')).rows[0].n;
          } finally {
            await client.end();
          }
        };
        results.push(await measure(`PostgreSQL ${version}, ${instances} instance${instances > 1 ? 's' : ''}`, servers, rows, wire));
      } finally {
        await Promise.all(servers.map((s) => s.stop()));
      }
    }
  } finally {
    await postgres.stop();
  }
  console.log(`\nForm submissions accepted per second (${cpus().length} CPUs, load ${loadavg().map((l) => l.toFixed(2)).join(' ')} at the end; ${clients} concurrent clients, ${submissions} call-back requests, each with its own key and a captcha solved beforehand; rate limits lifted).\n`);
  console.log('| database | accepted / sent | accepted per second | p50 ms | p99 ms | refused | rows stored |');
  console.log('| --- | --- | ---: | ---: | ---: | --- | ---: |');
  for (const r of results) {
    const refused = r.refused.size ? [...r.refused].map(([status, n]) => `${n} × ${status}`).join(', ') : 'none';
    console.log(`| ${r.label} | ${r.accepted} / ${submissions} | ${r.rate.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${refused} | ${r.rows} |`);
  }
  const ok = results.every((r) => r.accepted === submissions && r.rows === submissions);
  console.log(ok ? 'every submission accepted and stored once' : 'NOT every submission accepted and stored once');
}
