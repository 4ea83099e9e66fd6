// `npm run bench -- [name ...] [--options]`: runs the named benchmarks (or all) and prints
// their figures. Options after the names go to each benchmark. What each prints is appended,
// dated, with the commit and the machine, to docs/measurements.md (BENCH_RECORD=0: not).
import { execFileSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

const benches = { ssr: './ssr.mjs', forms: './forms.mjs', 'content-worst': './content-worst.mjs', speed: './speed.mjs', lighthouse: './lighthouse.mjs', 'long-tasks': './long-tasks.mjs', 'cpu-profile': './cpu-profile.mjs', encodings: './encodings.mjs', navigation: './navigation.mjs', estimators: './estimators.mjs', 'page-variants': './page-variants.mjs' };
const args = process.argv.slice(2);
const firstOption = args.findIndex((a) => a.startsWith('-'));
const wanted = firstOption === -1 ? args : args.slice(0, firstOption);
const options = firstOption === -1 ? [] : args.slice(firstOption);
const names = wanted.length ? wanted : Object.keys(benches);
const record = process.env.BENCH_RECORD !== '0';
const measurements = new URL('../../docs/measurements.md', import.meta.url);
/** Lines kept per run in the file: a long bench keeps its last ones, where its verdicts are. */
const maxLines = 300;

const git = (...a) => {
  try {
    return execFileSync('git', a, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
};

/** Runs `bench`, printing as it goes and keeping every printed line. */
async function captured(bench) {
  const lines = [];
  const log = console.log;
  console.log = (...parts) => {
    lines.push(parts.map((p) => (typeof p === 'string' ? p : JSON.stringify(p))).join(' '));
    log(...parts);
  };
  try {
    await bench();
  } finally {
    console.log = log;
  }
  return lines;
}

for (const name of names) {
  if (!benches[name]) {
    console.error(`Unknown benchmark "${name}". Known: ${Object.keys(benches).join(', ')}`);
    process.exit(2);
  }
  const { run } = await import(benches[name]);
  const started = new Date();
  const lines = await captured(() => run(options));
  // A replay judges runs already recorded: nothing new was measured.
  if (!record || options.includes('--replay') || lines.length === 0) continue;
  const commit = git('rev-parse', '--short', 'HEAD') + (git('status', '--porcelain', '--untracked-files=no') ? ' with uncommitted changes' : '');
  const machine = `${cpus().length} cores, load ${loadavg()[0].toFixed(2)}, Node ${process.versions.node}`;
  const kept = lines.length > maxLines ? [`(${lines.length - maxLines} earlier lines left out)`, ...lines.slice(-maxLines)] : lines;
  const when = started.toISOString().slice(0, 16).replace('T', ' ');
  appendFileSync(measurements, `\n## ${when} UTC: ${name} (${commit}; ${machine})\n\n\`npm run bench -- ${[name, ...options].join(' ')}\`\n\n\`\`\`text\n${kept.join('\n').replace(/```/g, "'''")}\n\`\`\`\n`);
}
