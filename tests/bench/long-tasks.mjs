// What each long task of a page's load is made of (`npm run bench -- long-tasks`): the built site
// in Debian's Chromium with the CPU slowed down (4x, Lighthouse's mobile profile), a trace for the
// main thread's tasks and a sampling profile for what ran inside them, mapped back to the source
// through the client's source maps (dist/sourcemaps/: the build keeps them out of the served
// folder). It explains a Lighthouse row; it scores nothing.
//
//   npm run bench -- long-tasks [--page / ...] [--cpu 4] [--wait 6000] [--runs 1]
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { buildSite, root, startServer } from './server.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LONG_US = 50_000;

/** A profile frame as "source file:function", through the chunk's source map when it has one. */
function sourceNamer() {
  const maps = new Map();
  return (frame) => {
    const at = frame.url.indexOf('/assets/');
    if (at < 0) return frame.functionName || `(${frame.url || 'native'})`;
    const file = frame.url.slice(at + '/assets/'.length);
    if (!maps.has(file)) {
      const path = join(root, 'dist', 'sourcemaps', 'assets', `${file}.map`);
      maps.set(file, existsSync(path) ? new SourceMapConsumer(JSON.parse(readFileSync(path, 'utf8'))) : null);
    }
    const map = maps.get(file);
    if (!map) return file;
    const pos = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    const source = (pos.source ?? '?').replace(/^(\.\.\/)+/, '').replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, '$1');
    return pos.name ? `${source}:${pos.name}` : source;
  };
}

/** Loads `url` once and returns its long tasks after navigation, each with what ran in it. */
async function traceLoad(browser, url, cpu, waitMs, name) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  const events = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
  const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing,loading', transferMode: 'ReportEvents' });
  await cdp.send('Profiler.start');
  await page.goto(url);
  await page.waitForTimeout(waitMs);
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.send('Tracing.end');
  await traced;
  await context.close();

  const start = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url) ?? events.find((e) => e.name === 'navigationStart');
  const paint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === start.pid);
  const tasks = events
    .filter((e) => e.pid === start.pid && e.tid === start.tid && e.name === 'RunTask' && e.ph === 'X' && e.dur > LONG_US && e.ts > (paint?.ts ?? start.ts))
    .sort((a, b) => a.ts - b.ts);

  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parents = new Map(profile.nodes.flatMap((n) => (n.children ?? []).map((c) => [c, n.id])));
  const times = [];
  let t = profile.startTime;
  for (const delta of profile.timeDeltas) times.push((t += delta));

  return tasks.map((task) => {
    const self = new Map();
    const ours = new Map();
    let samples = 0;
    profile.samples.forEach((id, i) => {
      if (times[i] < task.ts || times[i] > task.ts + task.dur) return;
      samples++;
      const key = name(nodes.get(id).callFrame);
      self.set(key, (self.get(key) ?? 0) + 1);
      // The project's own functions on the sample's stack, each counted once.
      const seen = new Set();
      for (let at = id; at; at = parents.get(at)) {
        const frame = name(nodes.get(at).callFrame);
        if (!frame.startsWith('src/') || seen.has(frame)) continue;
        seen.add(frame);
        ours.set(frame, (ours.get(frame) ?? 0) + 1);
      }
    });
    const top = (counts, k) =>
      [...counts]
        .sort((a, b) => b[1] - a[1])
        .slice(0, k)
        .map(([key, n]) => `${key} ${Math.round((100 * n) / Math.max(samples, 1))}%`)
        .join(', ');
    return { at: (task.ts - start.ts) / 1000, ms: task.dur / 1000, self: top(self, 5), ours: top(ours, 5) };
  });
}

export async function run(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      page: { type: 'string', multiple: true, default: ['/'] },
      cpu: { type: 'string', default: '4' },
      wait: { type: 'string', default: '6000' },
      runs: { type: 'string', default: '1' },
    },
  });
  buildSite();
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  const name = sourceNamer();
  try {
    // Warm the server's page cache, as the Lighthouse bench does.
    for (const path of values.page) await (await fetch(server.url + path)).text();
    for (const path of values.page) {
      for (let i = 0; i < Number(values.runs); i++) {
        const tasks = await traceLoad(browser, server.url + path, Number(values.cpu), Number(values.wait), name);
        const blocking = tasks.reduce((sum, task) => sum + task.ms - 50, 0);
        console.log(`${path} (CPU ${values.cpu}x slower): ${tasks.length} tasks over 50 ms after the first paint, ${Math.round(blocking)} ms over 50 ms in all`);
        for (const task of tasks) {
          console.log(`  at ${Math.round(task.at)} ms, ${Math.round(task.ms)} ms`);
          console.log(`    self: ${task.self}`);
          if (task.ours) console.log(`    in:   ${task.ours}`);
        }
      }
    }
  } finally {
    await browser.close();
    server.stop();
  }
}
