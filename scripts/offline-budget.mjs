// The offline set's size: what the service worker keeps after its first install (precached
// code, the two shells, the warmed content queries and every asset they refer to), measured
// by starting the built server and fetching exactly those URLs. Budget: 5 MB.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const offlineBudget = 5 * 1024 * 1024;

export async function measureOfflineSet(root) {
  const client = join(root, 'dist', 'client');
  const { warmUrls, assetRefs, assetUrl } = await import(join(root, 'dist', 'server', 'entry-server.js'));
  const precached = [...readFileSync(join(client, 'sw.js'), 'utf8').matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]);
  const dataDir = mkdtempSync(join(tmpdir(), 'zorianet-budget-'));
  const server = spawn(process.execPath, [join(root, 'dist', 'server', 'main.js')], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const origin = await new Promise((resolve, reject) => {
      let out = '';
      server.stdout.on('data', (d) => {
        out += d;
        const m = /listening on (http:\/\/\S+)/.exec(out);
        if (m) resolve(m[1].replace('localhost', '127.0.0.1'));
      });
      server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    const size = async (url) => {
      const response = await fetch(origin + url, { headers: { 'accept-encoding': 'identity' } });
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    };
    let code = 0;
    for (const url of [...precached.map((u) => (u.startsWith('/') ? u : `/${u}`)), '/__shell', '/ru/__shell']) code += (await size(url)).length;
    let content = 0;
    const assets = new Set();
    for (const url of warmUrls()) {
      const body = await size(url);
      content += body.length;
      for (const [, id] of assetRefs(JSON.parse(new TextDecoder().decode(body)).data)) assets.add(assetUrl(id));
    }
    let files = 0;
    for (const url of assets) files += (await size(url)).length;
    return { code, content, assets: files, assetCount: assets.size, queries: warmUrls().length, total: code + content + files };
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}
