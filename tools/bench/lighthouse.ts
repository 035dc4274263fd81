/**
 * First paint on a phone: `npm run bench -- lighthouse`. Lighthouse's mobile preset (simulated throttling) on the
 * production build's `/en`, `/en/line` and `/en/casino`, and on a bare React 19 page built in the same run (a heading,
 * a short list, rendered in the browser) as the reference, five runs each (`--runs N`; `--reports DIR` keeps every
 * run's Lighthouse JSON), in Debian's Chromium. Each
 * page's medians are compared with the reference's. Run `npm run build` first (the web app and its server build).
 * The last line is the verdict: `lighthouse: worst LCP X× reference, worst TBT Y× reference, worst CLS Z`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import { build } from 'esbuild';
import lighthouse from 'lighthouse';
import { GENEROUS_LIMITS_ENV } from './generous-limits';
import { siteReady } from './site-ready';

const MAIN = fileURLToPath(new URL('../../apps/api/dist/main.mjs', import.meta.url));
const WEB_INDEX = fileURLToPath(new URL('../../apps/web/dist/index.html', import.meta.url));
const WEB_SERVER_BUILD = fileURLToPath(new URL('../../apps/web/dist-server/entry-server.mjs', import.meta.url));
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const PAGES = ['/en', '/en/line', '/en/casino'] as const;

interface Metrics {
  readonly lcp: number;
  readonly tbt: number;
  readonly cls: number;
  /** What the run's report says about the LCP element and the long tasks (printed, never compared). */
  readonly diagnostics?: string;
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** The production bundle on a free loopback port, as `npm start` runs it. */
async function startSite(): Promise<{ origin: string; server: ChildProcess }> {
  if (!existsSync(MAIN) || !existsSync(WEB_INDEX) || !existsSync(WEB_SERVER_BUILD)) throw new Error('no production build: run `npm run build` first');
  const { DATABASE_URL: _database, READ_CACHE_TTL_MS: _ttl, VALIDATE_RESPONSES: _validate, ...inherited } = process.env;
  const server = spawn(process.execPath, [MAIN], {
    env: { ...inherited, ...GENEROUS_LIMITS_ENV, PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory', SEED_DEMO_DATA: 'true', LOG_LEVEL: 'warn', NODE_ENV: 'production', LINE_SIMULATOR_SECRET: 'lighthouse-bench-line-simulator-secret-0123' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return { origin: await siteReady(server), server };
}

const REFERENCE_APP = `
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
function Page() {
  const games = ['Braga – Gil Vicente', 'Arouca – Casa Pia', 'Sunderland – Aston Villa', 'Heat – Celtics'];
  return (
    <main>
      <h1>Welcome to the reference page</h1>
      <p>A bare React 19 page rendered in the browser: the yardstick the site's pages are measured against.</p>
      <ul>{games.map((game) => <li key={game}>{game}</li>)}</ul>
    </main>
  );
}
createRoot(document.getElementById('root')).render(<StrictMode><Page /></StrictMode>);
`;

/** The reference: React 19 (production build) in one minified module, served gzipped like the site's files. */
async function startReference(): Promise<{ origin: string; server: Server; close: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-reference-'));
  writeFileSync(join(dir, 'main.jsx'), REFERENCE_APP);
  await build({
    entryPoints: [join(dir, 'main.jsx')],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    outfile: join(dir, 'main.js'),
    nodePaths: [fileURLToPath(new URL('../../node_modules', import.meta.url))],
    logLevel: 'error',
  });
  const files: Record<string, { type: string; body: Buffer }> = {
    '/': {
      type: 'text/html; charset=utf-8',
      body: gzipSync('<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Reference</title><script type="module" src="/main.js"></script></head><body><div id="root"></div></body></html>'),
    },
    '/main.js': { type: 'text/javascript', body: gzipSync(readFileSync(join(dir, 'main.js')), { level: 9 }) },
  };
  const server = createServer((request, response) => {
    const file = files[request.url ?? ''];
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': file.type, 'content-encoding': 'gzip', 'cache-control': 'no-cache' }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, server, close: () => rmSync(dir, { recursive: true, force: true }) };
}

/** One Lighthouse run (mobile preset, simulated throttling, performance only) of `url`. */
async function measure(url: string, port: number, reportFile?: string): Promise<Metrics> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (reportFile && typeof result?.report === 'string') writeFileSync(reportFile, result.report);
  const audits = result?.lhr.audits;
  const value = (id: string) => {
    const numeric = audits?.[id]?.numericValue;
    if (typeof numeric !== 'number') throw new Error(`${url}: no ${id} (${result?.lhr.runtimeError?.message ?? 'no result'})`);
    return numeric;
  };
  return { lcp: value('largest-contentful-paint'), tbt: value('total-blocking-time'), cls: value('cumulative-layout-shift'), diagnostics: diagnosticsOf(audits) };
}

/**
 * Diagnostics only (the verdict does not read them): the main thread's long tasks of a run, in Lighthouse's simulated
 * (4× slower CPU) milliseconds, each named by the script it is attributed to.
 */
function diagnosticsOf(audits: Record<string, { details?: unknown }> | undefined): string {
  const items = (audits?.['long-tasks']?.details as { items?: readonly Record<string, unknown>[] } | undefined)?.items ?? [];
  const tasks = items.map((task) => ({ url: String(task['url'] ?? '?').replace(/^https?:\/\/[^/]+/, ''), duration: Number(task['duration'] ?? 0) })).filter((task) => task.duration > 50);
  const top = [...tasks]
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 5)
    .map((task) => `${Math.round(task.duration)} ms ${task.url}`);
  return `${tasks.length} long tasks, longest: ${top.join(', ') || 'none'}`;
}

async function medians(name: string, url: string, port: number, runs: number, reportDir?: string): Promise<Metrics> {
  const measured: Metrics[] = [];
  const slug = name.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
  for (let run = 0; run < runs; run += 1) measured.push(await measure(url, port, reportDir && join(reportDir, `${slug}-${run + 1}.json`)));
  const result = { lcp: median(measured.map((m) => m.lcp)), tbt: median(measured.map((m) => m.tbt)), cls: median(measured.map((m) => m.cls)) };
  console.log(`${name}: LCP ${(result.lcp / 1000).toFixed(2)} s, TBT ${Math.round(result.tbt)} ms, CLS ${result.cls.toFixed(3)} (median of ${runs})`);
  const medianRun = measured.find((m) => m.tbt === result.tbt);
  if (medianRun?.diagnostics) console.log(`  ${medianRun.diagnostics} (the run with the median TBT)`);
  return result;
}

export async function runLighthouseBench(argv: readonly string[]): Promise<boolean> {
  const index = argv.indexOf('--runs');
  const runs = index >= 0 && Number(argv[index + 1]) > 0 ? Number(argv[index + 1]) : 5;
  // `--reports DIR`: each run's Lighthouse JSON is written there (the LCP element, the long tasks, the requests).
  const reportsAt = argv.indexOf('--reports');
  const reportDir = reportsAt >= 0 ? argv[reportsAt + 1] : undefined;
  if (reportDir) mkdirSync(reportDir, { recursive: true });
  const site = await startSite();
  const reference = await startReference();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    const base = await medians('reference (bare React page)', `${reference.origin}/`, chrome.port, runs, reportDir);
    const pages: Metrics[] = [];
    for (const path of PAGES) pages.push(await medians(path, `${site.origin}${path}`, chrome.port, runs, reportDir));
    const worstLcp = Math.max(...pages.map((page) => page.lcp / base.lcp));
    // TBT of a page that blocks nothing is 0 ms: compared with at least 1 ms so the ratio stays a number.
    const worstTbt = Math.max(...pages.map((page) => page.tbt / Math.max(base.tbt, 1)));
    const worstCls = Math.max(...pages.map((page) => page.cls));
    console.log(`lighthouse: worst LCP ${worstLcp.toFixed(2)}× reference, worst TBT ${worstTbt.toFixed(2)}× reference, worst CLS ${worstCls.toFixed(3)}`);
    return worstLcp <= 1.3 && worstTbt <= 2 && worstCls <= 0.01;
  } finally {
    chrome.kill();
    reference.server.close();
    reference.close();
    const exited = new Promise((resolve) => (site.server.exitCode === null ? site.server.once('exit', resolve) : resolve(null)));
    site.server.kill('SIGTERM');
    await exited;
  }
}
