// Lighthouse performance of every page type (`npm run bench -- lighthouse`), on the mobile profile
// (Lighthouse's default: a mid-range phone, simulated slow 4G and 4x CPU slowdown) and the desktop
// preset, each page beside its static copy: the same server-rendered HTML with its CSS and every
// script removed, the limit the real page is held to. Medians of --runs runs (3: mobile scores swing
// with total blocking time on 2 cores). Targets: mobile score >= 95, TBT <= 200 ms and LCP within
// 1.2x of the static copy's, all main-thread work of `/` at most 1.5 s; desktop score 100. Exits 1
// when a row misses one.
//
//   npm run bench -- lighthouse [--page /faq ...] [--runs 3] [--mobile-only | --desktop-only] [--islands off] [--as-index 1000]
//
// --as-index N scales the profile's CPU slowdown by this machine's benchmarkIndex (read by the
// run before) over N: the figures of a box of the class in its slow phase, on a fast one.
//
// Needs Debian's chromium (CHROMIUM_PATH to use another). One run takes about 12 s.
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { brotliCompressSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { buildSite, startProxy, startServer, untilIdle, untilMachineIdle } from './server.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** One page of every page type. */
const PAGES = [
  ['home', '/'],
  ['tariff', '/tariffs/privat'],
  ['locality', '/tariffs/privat/kushugum'],
  ['business', '/tariffs/business'],
  ['coverage', '/cover'],
  ['TV', '/tv'],
  ['FAQ', '/faq'],
  ['guide', '/routers/tp-link-en'],
  ['news', '/news'],
  ['contacts', '/contacts'],
  ['speed test', '/speed-test'],
  ['vacancies', '/vacancies'],
  ['saved', '/saved'],
  ['contracts', '/contracts?id=24'],
  ['promotions', '/sales'],
  ['news article', '/news/15'],
  ['call-back', '/call'],
];

const TARGETS = { mobileScore: 95, tbtMs: 200, lcpRatio: 1.2, desktopScore: 100, homeMainThreadMs: 1500 };

/** The page without JavaScript: scripts, module preloads and script preloads removed. */
export function stripScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*>/gi, '');
}

/**
 * The static copies: the bench's pages answered with their stripped HTML (brotli when asked, like
 * the real server), everything else proxied to the real server.
 */
async function startStaticCopy(origin, paths) {
  const pages = new Map();
  for (const path of paths) {
    const res = await fetch(origin + path, { headers: { 'accept-encoding': 'identity' } });
    pages.set(path, stripScripts(await res.text()));
  }
  return startProxy(origin, (req, res) => {
    const html = pages.get(req.url.split('?')[0]);
    if (html === undefined) return false;
    const br = /\bbr\b/.test(req.headers['accept-encoding'] ?? '');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', ...(br ? { 'content-encoding': 'br' } : {}) });
    res.end(br ? brotliCompressSync(html) : html);
    return true;
  });
}

let version = '?';

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** One Lighthouse run; a run whose trace failed (NO_NAVSTART, now and then) is made again. */
async function lighthouseRun(url, port, profile, slowdown, attempts = 3) {
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableFullPageScreenshot: true };
  if (slowdown) flags.throttling = { cpuSlowdownMultiplier: slowdown };
  const { lhr } = await lighthouse(url, flags, profile === 'desktop' ? desktopConfig : undefined);
  if (!lhr.runtimeError) return lhr;
  if (attempts <= 1) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  console.log(`${url} ${profile}: ${lhr.runtimeError.code}, running it again`);
  return lighthouseRun(url, port, profile, slowdown, attempts - 1);
}

/** One Lighthouse run, reduced to the figures the table prints. */
async function measure(url, port, profile, slowdown) {
  await untilMachineIdle();
  const lhr = await lighthouseRun(url, port, profile, slowdown);
  version = lhr.lighthouseVersion;
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const scripts = (lhr.audits['bootup-time']?.details?.items ?? [])
    .filter((item) => /^https?:/.test(item.url))
    .sort((a, b) => b.total - a.total)
    .slice(0, 3)
    .map((item) => {
      const { pathname } = new URL(item.url);
      // Assets by file name; the page's own HTML (its inline scripts, parsing) by its path.
      return `${pathname.startsWith('/assets/') ? pathname.split('/').pop() : `${pathname} (HTML)`} ${Math.round(item.total)}`;
    });
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    // All main-thread work of the load, ms (the mobile profile's 4x slowdown included).
    mainThread: audit('mainthread-work-breakdown'),
    // What that work was: script evaluation, style and layout, parsing, ... (ms, largest first).
    work: (lhr.audits['mainthread-work-breakdown']?.details?.items ?? [])
      .sort((a, b) => b.duration - a.duration)
      .slice(0, 4)
      .map((item) => `${item.group} ${Math.round(item.duration)}`),
    // How fast Lighthouse found this machine at the time of the run: figures scale with it.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    slowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    scripts,
  };
}

function summarise(runs) {
  const score = median(runs.map((r) => r.score));
  // The heaviest scripts of the run whose score is the median one.
  const typical = runs.find((r) => r.score === score) ?? runs[runs.length >> 1];
  return {
    score,
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
    cls: median(runs.map((r) => r.cls)),
    mainThread: median(runs.map((r) => r.mainThread)),
    benchmarkIndex: runs.map((r) => Math.round(r.benchmarkIndex)),
    scripts: typical.scripts,
    work: typical.work,
  };
}

function verdict(profile, path, real, copy) {
  const misses = [];
  const ratio = real.lcp / copy.lcp;
  if (profile === 'mobile') {
    if (real.score < TARGETS.mobileScore) misses.push(`score < ${TARGETS.mobileScore}`);
    if (real.tbt > TARGETS.tbtMs) misses.push(`TBT > ${TARGETS.tbtMs} ms`);
    if (ratio > TARGETS.lcpRatio) misses.push(`LCP > ${TARGETS.lcpRatio}x static`);
    if (path === '/' && real.mainThread > TARGETS.homeMainThreadMs) misses.push(`main thread > ${TARGETS.homeMainThreadMs} ms`);
  } else if (real.score < TARGETS.desktopScore) misses.push(`score < ${TARGETS.desktopScore}`);
  return misses.length ? `FAIL (${misses.join(', ')})` : 'PASS';
}

export async function run(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      page: { type: 'string', multiple: true },
      runs: { type: 'string', default: '3' },
      'mobile-only': { type: 'boolean', default: false },
      'desktop-only': { type: 'boolean', default: false },
      // ISLANDS=off serves every page for whole-page hydration: the design before islands.
      islands: { type: 'string', default: 'on' },
      'as-index': { type: 'string' },
    },
  });
  const asIndex = values['as-index'] ? Number(values['as-index']) : undefined;
  if (asIndex !== undefined && !(asIndex > 0)) throw new Error('--as-index takes a benchmarkIndex, such as 1000');
  // The profiles' own CPU slowdowns (Lighthouse's mobileSlow4G and desktopDense4G).
  const baseSlowdown = { mobile: 4, desktop: 1 };
  let lastIndex;
  const slowdownFor = (profile) => (asIndex && lastIndex ? (baseSlowdown[profile] * lastIndex) / asIndex : undefined);
  const runs = Number(values.runs);
  const pages = values.page ? values.page.map((path) => PAGES.find(([, p]) => p === path) ?? [path, path]) : PAGES;
  const profiles = values['mobile-only'] ? ['mobile'] : values['desktop-only'] ? ['desktop'] : ['mobile', 'desktop'];

  buildSite();
  const server = await startServer({ ISLANDS: values.islands });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  let copies;
  const rows = [];
  try {
    // Warm the server's page cache, so every run meets the answer a visitor meets.
    for (const [, path] of pages) await (await fetch(server.url + path)).text();
    // The server's own start-up work (every known page rendered and compressed) ends first.
    console.log(`server idle after ${((await untilIdle(server.pid)) / 1000).toFixed(0)} s`);
    // --as-index: one run to read this machine's benchmarkIndex before the first measured one.
    if (asIndex) lastIndex = (await measure(server.url + '/', chrome.port, 'mobile')).benchmarkIndex;
    copies = await startStaticCopy(server.url, pages.map(([, path]) => path));
    for (const [label, path] of pages) {
      for (const profile of profiles) {
        const real = [];
        const copy = [];
        for (let i = 0; i < runs; i++) {
          // Alternate the two, so a slower spell of the machine falls on both.
          real.push(await measure(server.url + path, chrome.port, profile, slowdownFor(profile)));
          copy.push(await measure(copies.url + path, chrome.port, profile, slowdownFor(profile)));
          const r = real.at(-1);
          if (asIndex) lastIndex = copy.at(-1).benchmarkIndex;
          console.log(`  run ${i + 1}: benchmarkIndex ${Math.round(r.benchmarkIndex)}, CPU slowdown ${r.slowdown.toFixed(1)}, score ${r.score}, TBT ${Math.round(r.tbt)} ms, main thread ${Math.round(r.mainThread)} ms (${r.work.join(', ')})`);
        }
        const row = { label, path, profile, real: summarise(real), copy: summarise(copy) };
        row.verdict = verdict(profile, path, row.real, row.copy);
        rows.push(row);
        console.log(`${path} ${profile}: score ${row.real.score}, LCP ${Math.round(row.real.lcp)} ms (static ${Math.round(row.copy.lcp)} ms), TBT ${Math.round(row.real.tbt)} ms, main thread ${Math.round(row.real.mainThread)} ms, CLS ${row.real.cls.toFixed(3)}, ${row.real.scripts.join(", ")}: ${row.verdict}`);
      }
    }
  } finally {
    copies?.stop();
    await chrome.kill();
    server.stop();
  }

  const scaled = asIndex ? `, CPU slowdown scaled as for a benchmarkIndex of ${asIndex} (--as-index)` : '';
  console.log(`\nLighthouse ${version}, performance, ISLANDS=${values.islands}, median of ${runs} runs, Node ${process.version}, ${cpus().length} cores${scaled}`);
  console.log('| page | profile | benchmarkIndex of the runs | score | LCP ms | TBT ms | main thread ms | CLS | static: score, LCP ms, main thread ms | LCP / static | heaviest scripts (main-thread ms) | verdict |');
  console.log('|---|---|---|---:|---:|---:|---:|---:|---:|---:|---|---|');
  for (const { label, path, profile, real, copy, verdict: v } of rows) {
    console.log(
      `| ${label} \`${path}\` | ${profile} | ${real.benchmarkIndex.join(', ')} | ${real.score} | ${Math.round(real.lcp)} | ${Math.round(real.tbt)} | ${Math.round(real.mainThread)} | ${real.cls.toFixed(3)} | ` +
        `${copy.score}, ${Math.round(copy.lcp)}, ${Math.round(copy.mainThread)} | ${(real.lcp / copy.lcp).toFixed(2)} | ${real.scripts.join(', ') || '-'} | ${v} |`,
    );
  }
  const failed = rows.filter((r) => r.verdict !== 'PASS').length;
  console.log(`targets: ${failed ? `NOT all met (${failed} of ${rows.length} rows miss)` : 'all met'}`);
  if (failed) process.exitCode = 1;
}
