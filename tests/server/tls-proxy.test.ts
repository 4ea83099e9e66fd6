/**
 * Behind TLS: the site behind Debian's nginx with deploy/nginx-site.conf, a certificate from a CA
 * made for the test, and MDN's HTTP Observatory grading it. All of it runs in a network namespace
 * of its own, so nginx takes ports 80 and 443 (which the scanner asks) without touching the
 * machine's. Needs root, `ip`, `openssl` and `nginx` (CI installs Debian's nginx when missing).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from '../support/server';

const ns = `zn-tls-${process.pid}`;
const dir = mkdtempSync(join(tmpdir(), 'zorianet-tls-'));
const observatory = join(root, 'tests', 'tls', 'observatory');
const scanner = join(observatory, 'node_modules', '@mdn', 'mdn-http-observatory');
const children: ChildProcess[] = [];

const run = (cmd: string, args: string[], opts: { input?: string } = {}) => execFileSync(cmd, args, { encoding: 'utf8', stdio: 'pipe', ...opts });
const inNs = (cmd: string, args: string[]) => run('ip', ['netns', 'exec', ns, cmd, ...args]);

/**
 * Installed on first use, without its install script (it downloads lists from outside the npm
 * registry), and without the site's engine-strict: one of its dependencies (cookie 2) names Node
 * 22 though it runs on 20.
 */
function ensureScanner(): string {
  if (!existsSync(join(scanner, 'src', 'scan.js'))) run('npm', ['ci', '--ignore-scripts', '--engine-strict=false', '--no-audit', '--no-fund', '--prefix', observatory]);
  // That script writes the HSTS preload list; without it no host counts as preloaded, as this one is not.
  const preload = join(scanner, 'conf', 'hsts-preload.json');
  if (!existsSync(preload)) writeFileSync(preload, '{}');
  return join(scanner, 'src', 'scan.js');
}

/** A CA and a certificate it signed for 127.0.0.1, as a deployment's would be. */
function makeCertificates() {
  const openssl = (...args: string[]) => run('openssl', args);
  openssl('req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '2', '-subj', '/CN=ZoriaNet test CA', '-keyout', join(dir, 'ca.key'), '-out', join(dir, 'ca.pem'));
  openssl('req', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-subj', '/CN=127.0.0.1', '-keyout', join(dir, 'site.key'), '-out', join(dir, 'site.csr'));
  writeFileSync(join(dir, 'site.ext'), 'subjectAltName = IP:127.0.0.1\nextendedKeyUsage = serverAuth\n');
  openssl('x509', '-req', '-in', join(dir, 'site.csr'), '-CA', join(dir, 'ca.pem'), '-CAkey', join(dir, 'ca.key'), '-CAcreateserial', '-days', '2', '-extfile', join(dir, 'site.ext'), '-out', join(dir, 'site.pem'));
}

/** deploy/nginx-site.conf as shipped, with this test's name, certificate and folders. */
function nginxConfig(): string {
  const site = readFileSync(join(root, 'deploy', 'nginx-site.conf'), 'utf8')
    .replaceAll('server_name zorianet.example;', 'server_name 127.0.0.1;')
    .replace('/etc/ssl/zorianet/fullchain.pem', join(dir, 'site.pem'))
    .replace('/etc/ssl/zorianet/privkey.pem', join(dir, 'site.key'));
  const file = join(dir, 'nginx.conf');
  writeFileSync(
    file,
    `user root;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'nginx-error.log')} warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${site}
}
`,
  );
  return file;
}

/** Resolves once `pattern` shows in the child's output; rejects if it exits first. */
function started(child: ChildProcess, pattern: RegExp, what: string): Promise<void> {
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not start:\n${output}`)), 55_000);
    const look = (d: Buffer) => {
      output += d.toString();
      if (pattern.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', look);
    child.stderr?.on('data', look);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited with ${code}:\n${output}`));
    });
  });
}

async function listening(port: number, what: string) {
  for (let i = 0; i < 100; i++) {
    if (inNs('ss', ['-Hltn', `sport = :${port}`]).trim()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} is not listening on ${port}:\n${readFileSync(join(dir, 'nginx-error.log'), 'utf8')}`);
}

beforeAll(async () => {
  run('ip', ['netns', 'add', ns]);
  inNs('ip', ['link', 'set', 'lo', 'up']);
  makeCertificates();
  const app = spawn('ip', ['netns', 'exec', ns, process.execPath, join(root, 'dist', 'server', 'main.js')], {
    cwd: root,
    env: { ...process.env, PORT: '8080', HOST: '127.0.0.1', DATA_DIR: join(dir, 'data'), LOG_LEVEL: 'warn', TRUST_PROXY: '127.0.0.1', PUBLIC_ORIGIN: 'https://127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(app);
  await started(app, /listening on/, 'the site');
  const nginx = spawn('ip', ['netns', 'exec', ns, 'nginx', '-c', nginxConfig(), '-p', dir, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(nginx);
  nginx.once('exit', (code) => code && console.error(readFileSync(join(dir, 'nginx-error.log'), 'utf8')));
  await listening(443, 'nginx');
  await listening(80, 'nginx');
}, 120_000);

afterAll(async () => {
  for (const child of children.reverse()) {
    if (child.exitCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  try {
    run('ip', ['netns', 'del', ns]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

describe('the site behind nginx with TLS', () => {
  it("grades A+ in MDN's HTTP Observatory, HTTP sent to HTTPS", () => {
    const scan = ensureScanner();
    // The scanner trusts the test's CA as a browser trusts a public one; a certificate it cannot verify would cost it.
    const out = run('ip', ['netns', 'exec', ns, 'env', `NODE_EXTRA_CA_CERTS=${join(dir, 'ca.pem')}`, process.execPath, scan, '127.0.0.1']);
    const report = JSON.parse(out) as { scan: { grade: string; score: number; testsFailed: number }; tests: Record<string, { pass: boolean; result: string }> };
    console.log(`HTTP Observatory through nginx: ${report.scan.grade}, score ${report.scan.score}, ${report.scan.testsFailed} of its tests failed`);
    const failed = Object.entries(report.tests).filter(([, test]) => !test.pass);
    expect(failed, JSON.stringify(failed)).toEqual([]);
    expect(report.tests.redirection?.result).toBe('redirection-to-https');
    expect(report.tests['strict-transport-security']?.result).toBe('hsts-implemented-max-age-at-least-six-months');
    expect(report.scan.grade).toBe('A+');
  }, 300_000);
});
