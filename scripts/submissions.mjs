// Staff tool: lists and exports the forms' submissions (builds first if needed).
//   npm run submissions -- list --kind callback
//   npm run submissions -- export --format csv --out submissions.csv
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
execFileSync(process.execPath, [join(root, 'scripts', 'start.mjs')], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, BUILD_ONLY: '1' } });
const { runSubmissionsCli } = await import(join(root, 'dist', 'server', 'submissions.js'));
process.exitCode = await runSubmissionsCli(process.argv.slice(2), root);
