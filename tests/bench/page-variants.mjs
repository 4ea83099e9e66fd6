// What a page's document costs the main thread, part by part (`npm run bench -- page-variants`):
// the built page as served, and variants of its HTML served through a proxy in front of the
// site, each loaded by Lighthouse on the mobile profile, interleaved run by run so the box's
// drift falls on all of them alike. Medians of --runs of all main-thread work and its groups.
//
//   npm run bench -- page-variants [--page /] [--runs 4] [--variant served --variant static ...]
//
// Variants: served (the page), static (no script), static-no-pictures (the static copy without
// its <img> elements but the first, and without CSS mask images), one-stylesheet (the page with
// its stylesheets joined into one file, in their order). docs/performance.md, "The first load's
// own costs", has what they showed.
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS, CHROMIUM, median, stripScripts } from './lighthouse.mjs';
import { buildSite, startProxy, startServer, untilIdle, untilMachineIdle } from './server.mjs';

async function variantsOf(origin, path) {
  const served = await (await fetch(origin + path, { headers: { 'accept-encoding': 'identity' } })).text();
  const links = [...served.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]);
  let joined = '';
  for (const href of links) joined += `${await (await fetch(origin + href)).text()}\n`;
  let first = true;
  const oneLink = (html) => html.replace(/<link rel="stylesheet" href="[^"]+">/g, () => (first ? ((first = false), '<link rel="stylesheet" href="/__variant.css">') : ''));
  const stat = stripScripts(served);
  let firstImage = true;
  const noPictures = stat
    .replace(/<img\b[^>]*>/gi, (m) => (firstImage ? ((firstImage = false), m) : ''))
    .replace('</head>', '<style>*{mask-image:none!important;-webkit-mask-image:none!important}</style></head>');
  return { pages: { served, static: stat, 'static-no-pictures': noPictures, 'one-stylesheet': oneLink(served) }, css: joined, stylesheets: links.length };
}

export async function run(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      page: { type: 'string', multiple: true, default: ['/'] },
      runs: { type: 'string', default: '4' },
      variant: { type: 'string', multiple: true, default: ['served', 'static', 'static-no-pictures', 'one-stylesheet'] },
    },
  });
  buildSite();
  const site = await startServer();
  await untilIdle(site.pid);
  let current = { pages: {}, css: '' };
  // Variants answer at /__variant/<name>; everything else goes to the site as it is.
  const proxy = await startProxy(site.url, (req, res) => {
    const name = /^\/__variant\/([\w-]+)$/.exec(req.url ?? '')?.[1];
    if (req.url === '/__variant.css') res.writeHead(200, { 'content-type': 'text/css' }).end(current.css);
    else if (name && current.pages[name] !== undefined) res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }).end(current.pages[name]);
    else return false;
    return true;
  });
  const base = proxy.url;
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  let version = '?';
  try {
    for (const path of values.page) {
      current = await variantsOf(site.url, path);
      const figures = Object.fromEntries(values.variant.map((v) => [v, []]));
      for (let i = 0; i < Number(values.runs); i++) {
        for (const variant of values.variant) {
          await untilMachineIdle();
          const { lhr } = await lighthouse(`${base}/__variant/${variant}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableFullPageScreenshot: true });
          version = lhr.lighthouseVersion;
          const audit = lhr.audits['mainthread-work-breakdown'];
          const groups = Object.fromEntries((audit.details?.items ?? []).map((item) => [item.group, Math.round(item.duration)]));
          figures[variant].push({ ms: audit.numericValue, index: lhr.environment.benchmarkIndex, groups });
          console.log(`  ${path} ${variant} run ${i + 1}: benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}, main thread ${Math.round(audit.numericValue)} ms ${JSON.stringify(groups)}`);
        }
      }
      console.log(`\n${path} (${current.stylesheets} stylesheets), Lighthouse ${version} mobile profile, medians of ${values.runs}:`);
      console.log('| variant | benchmarkIndex of the runs | main thread ms (runs) | median | other | style and layout | script evaluation |');
      console.log('|---|---|---|---:|---:|---:|---:|');
      for (const [variant, runs] of Object.entries(figures)) {
        const g = (name) => Math.round(median(runs.map((r) => r.groups[name] ?? 0)));
        console.log(`| ${variant} | ${runs.map((r) => Math.round(r.index)).join(', ')} | ${runs.map((r) => Math.round(r.ms)).join(', ')} | ${Math.round(median(runs.map((r) => r.ms)))} | ${g('other')} | ${g('styleLayout')} | ${g('scriptEvaluation')} |`);
      }
    }
  } finally {
    await chrome.kill();
    proxy.stop();
    await site.stop();
  }
}
