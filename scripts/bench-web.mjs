#!/usr/bin/env node
// `npm run bench:web`: builds the portal, starts the product on its own port and data folder with the
// demo, signs in as a demo user in Debian's Chromium and runs Lighthouse on Home and Questions with the
// desktop and the mobile presets. Lighthouse runs in the signed-in tab itself: the portal keeps the
// country focus in sessionStorage, which a new tab would not have. One Lighthouse run varies by several points
// (more so on a small, shared machine), so each page and preset is measured `--runs` times and the
// median run is the one reported, with the range beside it. Then each page is loaded again as a phone,
// traced without Lighthouse, for the main thread's own work (printMainThread).
//
// With --languages=en,es,de each page is measured in each language (the portal's language cookie set
// before the run), so that a catalogue's chunk and its longer words are measured too.
//
//   npm run bench:web [-- --no-build] [--runs=3] [--port=3300] [--email=editor.es@acme.test]
//                     [--languages=en,es,de] [--keep]
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { measureShell, SHELL_BUDGET_GZIP } from '../apps/web/scripts/shell-size.mjs';
import { CHROMIUM_FLAGS, findChromium } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values: opts } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    port: { type: 'string', default: '3300' },
    runs: { type: 'string', default: '3' },
    email: { type: 'string', default: 'editor.es@acme.test' },
    languages: { type: 'string', default: 'en' },
    // keeps the data folder and the Lighthouse reports
    keep: { type: 'boolean', default: false },
  },
});
const PAGES = [
  { name: 'Home', path: '/' },
  { name: 'Questions', path: '/questions/' },
];
const PRESETS = [
  { name: 'desktop', config: desktopConfig },
  { name: 'mobile', config: undefined },
];
const TARGETS = { desktop: 90, mobile: 75, accessibility: 100 };
const LANGUAGES = opts.languages.split(',').map((language) => language.trim());
const RUNS = Number(opts.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error(`--runs takes a whole number of runs, at least 1 (got ${opts.runs})`);
  process.exit(1);
}
const chromiumPath = findChromium();
if (!chromiumPath) {
  console.error('Chromium not found (apt-get install -y chromium, or set CHROMIUM_PATH)');
  process.exit(1);
}

const base = `http://localhost:${opts.port}`;
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'askhr-bench-web-'));
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

if (!opts['no-build']) execSync('npm run build -w apps/web', { stdio: 'inherit', cwd: root });
const shell = measureShell(path.join(root, 'apps/web/dist'));
console.log(
  `\nshell JavaScript (index.html and its static imports): ${kb(shell.gzip)} gzipped, ${kb(shell.brotli)} brotli, ` +
    `${kb(shell.raw)} raw in ${shell.files.length} files (budget ${kb(SHELL_BUDGET_GZIP)} gzipped)`,
);

const server = await startServer();
let browser;
try {
  browser = await puppeteer.launch({
    executablePath: chromiumPath,
    headless: false, // --headless is in the flags, as everywhere else on this machine
    args: CHROMIUM_FLAGS,
    userDataDir: path.join(workDir, 'chromium'),
    defaultViewport: null,
  });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  await signIn(page);
  const rows = [];
  for (const language of LANGUAGES) {
    // the language the portal opens in before the user's own is known (none is stored for the demo user)
    await page.setCookie({ name: 'askhr_lang', value: language, url: base });
    for (const preset of PRESETS) {
      for (const target of PAGES) {
        const named = LANGUAGES.length > 1 ? { ...target, name: `${target.name} ${language}` } : target;
        rows.push(await medianAudit(page, preset, named));
      }
    }
  }
  await page.setCookie({ name: 'askhr_lang', value: LANGUAGES[0], url: base });
  printTable(rows);
  await printMainThread(page);
  if (opts.keep) console.log(`\nreports and data in ${workDir}`);
  const missed = rows.filter(
    (r) => r.performance < TARGETS[r.preset] || r.accessibility < TARGETS.accessibility,
  );
  if (missed.length > 0) {
    console.log(
      `\ntargets missed (performance >= ${TARGETS.desktop} desktop, >= ${TARGETS.mobile} mobile, ` +
        `accessibility ${TARGETS.accessibility}): ${missed.map((r) => `${r.page} ${r.preset}`).join(', ')}`,
    );
    process.exitCode = 1;
  }
} finally {
  await browser?.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  if (!opts.keep) fs.rmSync(workDir, { recursive: true, force: true });
}
// Lighthouse leaves handles open after its last run: without this the bench would hold on (and
// keep the machine's shared browser lock) after printing its results
process.exit();

async function startServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: opts.port,
      PUBLIC_URL: base,
      DATA_DIR: path.join(workDir, 'data'),
      SEED_DEMO: 'true',
      // the word vectors cost a large parse on a fresh data folder and do not touch the portal
      NLU_EMBEDDINGS: 'off',
      LOG_LEVEL: 'info',
    },
  });
  // Home charts the demo's simulated history: measure it once the history is in, not while it is written
  const historyReady = new Promise((resolve) => {
    let buffered = '';
    child.stdout.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        if (/demo history (ready|simulation failed)|"level":[56]0/.test(line))
          console.log(line.slice(0, 300));
        if (/demo history (ready|simulation failed)/.test(line)) resolve();
      }
    });
  });
  child.once('exit', (code) => {
    if (code !== null && code !== 0) console.error(`server exited with ${code}`);
  });
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error('the server did not get ready');
    if (child.exitCode !== null) throw new Error('the server stopped');
    const ok = await fetch(`${base}/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const started = Date.now();
  await Promise.race([historyReady, new Promise((resolve) => setTimeout(resolve, 600_000))]);
  console.log(
    `server ready on ${base}; demo history in after ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  return child;
}

async function signIn(page) {
  await page.goto(`${base}/`);
  // the portal sends a signed-out visitor on to the sign-in page: wait for that page, then its form
  for (const started = Date.now(); !page.url().includes('/oidc/interaction/');) {
    if (Date.now() - started > 60_000) throw new Error(`no sign-in page (at ${page.url()})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await page.waitForSelector('#email', { timeout: 60_000 });
  await page.type('#email', opts.email);
  await page.type('#password', 'demo1234');
  await Promise.all([page.waitForNavigation(), page.click('button[type="submit"]')]);
  await page.waitForSelector('nav[aria-busy="false"]', { timeout: 60_000 });
  console.log(`signed in as ${opts.email} (${page.url()})`);
}

/** The page measured RUNS times: the run of median performance, with every run's score beside it. */
async function medianAudit(page, preset, target) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(await audit(page, preset, target));
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  median.report.save();
  return { ...median, performanceRuns: runs.map((r) => r.performance) };
}

/**
 * Lighthouse on one page; again (three times at most) when its trace ended before the portal asked the
 * API anything: such a run measured the loading screen, not the page.
 */
async function audit(page, preset, target) {
  for (let attempt = 1; ; attempt++) {
    const row = await auditOnce(page, preset, target);
    if (row.apiRequests > 0 || attempt === 3) return row;
    console.warn(`!! ${target.name} ${preset.name}: the trace ended on the loading screen; measuring again`);
  }
}

async function auditOnce(page, preset, target) {
  // a returning user's first view: signed in (cookies, localStorage, sessionStorage) but nothing cached
  await clearHttpCache(page);
  const result = await lighthouse(
    `${base}${target.path}`,
    {
      logLevel: 'error',
      output: 'html',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      // keeps the session; the HTTP cache is cleared above
      disableStorageReset: true,
    },
    preset.config,
    page,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${target.path}`);
  const { lhr } = result;
  const file = path.join(workDir, `${target.name.toLowerCase().replace(' ', '-')}-${preset.name}.html`);
  const report = {
    save() {
      fs.writeFileSync(file, result.report);
      fs.writeFileSync(file.replace(/\.html$/, '.json'), JSON.stringify(lhr));
    },
  };
  if (lhr.finalDisplayedUrl.replace(/\/$/, '') !== `${base}${target.path}`.replace(/\/$/, ''))
    console.warn(`!! ${target.path} ended on ${lhr.finalDisplayedUrl}`);
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing = Object.values(lhr.categories.accessibility.auditRefs)
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => `${a.id} (${a.details?.items?.length ?? 0})`);
  return {
    page: target.name,
    preset: preset.name,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcp: lhr.audits['first-contentful-paint'].displayValue,
    lcp: lhr.audits['largest-contentful-paint'].displayValue,
    tbt: lhr.audits['total-blocking-time'].displayValue,
    jsTransferred: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    jsUncompressed: scripts.reduce((sum, item) => sum + (item.resourceSize ?? 0), 0),
    jsFiles: scripts.length,
    apiRequests: requests.filter((item) => new URL(item.url).pathname.startsWith('/api/')).length,
    failing,
    report,
  };
}

function printTable(rows) {
  const header = [
    'page',
    'preset',
    RUNS > 1 ? 'perf (each run)' : 'perf',
    'a11y',
    'best pr.',
    'FCP',
    'LCP',
    'TBT',
    'JS transferred',
    'JS uncompressed',
  ];
  const lines = rows.map((r) => [
    r.page,
    r.preset,
    RUNS > 1 ? `${r.performance} (${r.performanceRuns.join(' ')})` : String(r.performance),
    String(r.accessibility),
    String(r.bestPractices),
    // a metric Lighthouse could not measure in a run has no value
    r.fcp ?? '–',
    r.lcp ?? '–',
    r.tbt ?? '–',
    `${kb(r.jsTransferred)} (${r.jsFiles} files)`,
    kb(r.jsUncompressed),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log(`\n${format(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const line of lines) console.log(format(line));
  for (const r of rows.filter((row) => row.failing.length > 0))
    console.log(`accessibility failures, ${r.page} ${r.preset}: ${r.failing.join(', ')}`);
}

/**
 * The main thread's own work as a phone loads each page, without Lighthouse: its tracing (a sampling
 * profiler, screenshots) makes every task on this machine several times longer, so a change in the
 * page's own work shows here first. Medians of RUNS_TRACED fresh loads (HTTP cache cleared), counted
 * from the first contentful paint: busy time, and the blocking time of tasks over 12.5 ms as Lighthouse
 * would simulate it on a phone (4x slower CPU, 50 ms allowed per task).
 */
async function printMainThread(page) {
  const RUNS_TRACED = 7;
  const file = path.join(workDir, 'trace.json');
  await page.emulate({
    viewport: { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
    userAgent: await page.browser().userAgent(),
  });
  console.log(`\nmain thread after first paint, phone, without Lighthouse (median of ${RUNS_TRACED} loads)`);
  for (const target of PAGES) {
    const busy = [];
    const blocking = [];
    for (let run = 0; run < RUNS_TRACED; run++) {
      await clearHttpCache(page);
      await page.goto('about:blank');
      await page.tracing.start({
        path: file,
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'loading',
          'blink.user_timing',
        ],
      });
      await page.goto(`${base}${target.path}`);
      await new Promise((resolve) => setTimeout(resolve, 3500));
      await page.tracing.stop();
      const tasks = tasksAfterFirstPaint(JSON.parse(fs.readFileSync(file, 'utf8')).traceEvents);
      busy.push(tasks.reduce((sum, ms) => sum + ms, 0));
      blocking.push(tasks.filter((ms) => ms > 12.5).reduce((sum, ms) => sum + 4 * ms - 50, 0));
    }
    const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    console.log(
      `${target.name.padEnd(10)} busy ${Math.round(median(busy))} ms, simulated blocking ${Math.round(median(blocking))} ms`,
    );
  }
}

/** The durations (ms) of the page's main-thread tasks from its first contentful paint on. */
function tasksAfterFirstPaint(events) {
  const start = events.filter((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame).pop();
  const paint = events.find((e) => e.name === 'firstContentfulPaint' && e.ts > start.ts) ?? start;
  const thread = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === start.pid,
  );
  return events
    .filter(
      (e) =>
        e.ph === 'X' &&
        e.name === 'RunTask' &&
        e.pid === start.pid &&
        e.tid === thread?.tid &&
        e.ts > paint.ts,
    )
    .map((e) => e.dur / 1000);
}

async function clearHttpCache(page) {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}
