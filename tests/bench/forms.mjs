// Accepted form submissions per second at 50 concurrent clients: the call-back form, each
// submission with its own Idempotency-Key and a captcha solved beforehand (the clients' proof of
// work is the visitors' cost, not the server's), against the built server with its rate limits
// lifted. Every answer must be 201 and every accepted submission a row in the database.
// Today the engine is SQLite; PostgreSQL and two instances join the table with DATABASE_URL.
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { buildSite, root, startServer } from './server.mjs';

const clients = 50;
const submissions = Number(process.env.BENCH_FORM_SUBMISSIONS ?? 3000);
const callback = { fullname: 'Олена Петрівна', phone: '067 123 45 67', address: 'сел. Кушугум, вул. Перемоги, буд. 12', additional_info: 'Тариф: Для квартири', consent: true };

/** The page's own captcha solver, the wire's constants and the server's SQLite driver, compiled from the sources for Node. */
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
      rollupOptions: { input: { captcha: join(root, 'src/domain/forms/captcha.ts'), submissions: join(root, 'src/domain/forms/submissions.ts'), sqlite: join(root, 'server/db/sqlite.ts') }, output: { format: 'es', entryFileNames: '[name].mjs' } },
    },
  });
  const [{ solveCaptcha }, wire, { openSqlite }] = await Promise.all(['captcha', 'submissions', 'sqlite'].map((name) => import(join(outDir, `${name}.mjs`))));
  return { solveCaptcha, openSqlite, ...wire };
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function measure(label, server, wire) {
  // Solved before the clock starts, in parallel batches.
  const solutions = [];
  for (let i = 0; i < submissions; i += 100) {
    const batch = Array.from({ length: Math.min(100, submissions - i) }, async () => {
      const challenge = await (await fetch(`${server.url}${wire.captchaChallengePath}`)).json();
      return wire.solveCaptcha(challenge);
    });
    solutions.push(...(await Promise.all(batch)));
  }
  const url = `${server.url}${wire.submissionEndpoint.callback}`;
  const body = JSON.stringify(callback);
  const latencies = [];
  const refused = new Map();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let i = next++; i < submissions; i = next++) {
        const sent = performance.now();
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
  const rows = await server.rows();
  latencies.sort((a, b) => a - b);
  return { label, accepted, rate: accepted / seconds, p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99), refused, rows };
}

export async function run() {
  buildSite();
  const wire = await formsWire();
  const env = { FORM_RATE_LIMIT: '1000000/60', READ_RATE_LIMIT: '1000000/10', CAPTCHA_MAX_COUNTER: '10' };
  const results = [];
  const sqlite = await startServer(env);
  try {
    sqlite.rows = async () => {
      const db = wire.openSqlite(join(sqlite.dataDir, 'site.db'), { readonly: true });
      try {
        return db.prepare('SELECT count(*) FROM submissions').pluck().get();
      } finally {
        db.close();
      }
    };
    results.push(await measure('SQLite, 1 instance', sqlite, wire));
  } finally {
    await sqlite.stop();
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
