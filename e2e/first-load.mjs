// What a first visit to a page downloads, measured in Chromium against the built site: every response
// until the network is idle, its transferred body size (compressed as sent) and its kind. Used by the
// measure-first-load script and the page-weight browser test; the types are in first-load.d.mts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** The flags of the browser tests (playwright.config.ts): Debian's Chromium, headless, offline. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The first-load budget of the home page: HTML, JS and CSS over gzip, in bytes. */
export const HOME_BUDGET_BYTES = 150_000;

/** Kinds that count towards the budget; translation catalogues are read by the scripts, so they count too. */
export const BUDGET_KINDS = ['html', 'js', 'catalogue', 'css'];

/** The built site's catalogues (apps/web/build/catalogue-files.ts). */
const CATALOGUE_FILE = /^\/assets\/i18n\/[a-z]{2}\/\w+\.json$/;

function kindOf(resourceType, url) {
  const { pathname } = new URL(url);
  if (resourceType === 'document') return 'html';
  if (CATALOGUE_FILE.test(pathname)) return 'catalogue';
  if (resourceType === 'script') return 'js';
  if (resourceType === 'stylesheet') return 'css';
  if (resourceType === 'font' || resourceType === 'image') return resourceType;
  if (pathname.startsWith('/api/')) return 'api';
  return 'other';
}

async function settle(page, isIdle, quietMs) {
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs) {
    await page.waitForTimeout(100);
    if (!isIdle()) quietSince = Date.now();
  }
}

/**
 * Opens `url` in a fresh context (nothing cached) that accepts only gzip, waits until the page shows
 * its footer (the app has rendered) and no request has been in flight for `quietMs`, and returns every
 * response with its transferred body size.
 */
export async function measureFirstLoad(
  browser,
  url,
  { viewport = { width: 1280, height: 800 }, ready = 'footer', quietMs = 1500 } = {},
) {
  // A browser in Spanish, the marketplace's default language, whose catalogues are the largest of the
  // three: the page's language follows the browser's.
  const context = await browser.newContext({
    viewport,
    locale: 'es-ES',
    extraHTTPHeaders: { 'Accept-Encoding': 'gzip' },
  });
  const page = await context.newPage();
  const pending = [];
  let inFlight = 0;
  page.on('request', () => {
    inFlight += 1;
  });
  page.on('requestfailed', (request) => {
    inFlight -= 1;
    pending.push(
      Promise.resolve({
        kind: kindOf(request.resourceType(), request.url()),
        path: new URL(request.url()).pathname,
        status: 0,
        encoding: request.failure()?.errorText ?? 'failed',
        bytes: 0,
        headerBytes: 0,
      }),
    );
  });
  page.on('requestfinished', (request) => {
    inFlight -= 1;
    pending.push(
      (async () => {
        const response = await request.response();
        const sizes = await request.sizes();
        const headers = response === null ? {} : await response.allHeaders();
        const address = new URL(request.url());
        return {
          kind: kindOf(request.resourceType(), request.url()),
          path: address.pathname + address.search,
          status: response?.status() ?? 0,
          encoding: headers['content-encoding'] ?? 'none',
          bytes: sizes.responseBodySize,
          headerBytes: sizes.responseHeadersSize,
        };
      })(),
    );
  });
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.locator(ready).first().waitFor({ state: 'visible', timeout: 60_000 });
    await settle(page, () => inFlight <= 0, quietMs);
    const files = await Promise.all(pending);
    const byKind = {};
    for (const file of files) byKind[file.kind] = (byKind[file.kind] ?? 0) + file.bytes;
    const budgetBytes = BUDGET_KINDS.reduce((sum, kind) => sum + (byKind[kind] ?? 0), 0);
    return { url, title: await page.title(), files, byKind, budgetBytes };
  } finally {
    await context.close();
  }
}

const kB = (bytes) => (bytes / 1000).toFixed(1);

/** A per-file table of a measurement, then the totals by kind and the budget figure. */
export function formatFirstLoad(result) {
  const rows = [...result.files].sort(
    (a, b) => BUDGET_KINDS.indexOf(a.kind) - BUDGET_KINDS.indexOf(b.kind) || b.bytes - a.bytes,
  );
  const width = Math.max(40, ...rows.map((row) => row.path.length));
  const line = (kind, file, encoding, size) =>
    `${kind.padEnd(10)} ${file.padEnd(width)} ${encoding.padEnd(8)} ${size.padStart(9)}`;
  return [
    `${result.url} — "${result.title}"`,
    line('kind', 'file', 'encoding', 'kB'),
    ...rows.map((row) =>
      line(
        row.kind,
        row.status === 200 ? row.path : `${row.path} (${row.status})`,
        row.encoding,
        kB(row.bytes),
      ),
    ),
    ...Object.entries(result.byKind).map(([kind, bytes]) => line(`Σ ${kind}`, '', '', kB(bytes))),
    line('FIRST LOAD', 'HTML + JS (catalogue chunks included) + CSS', '', kB(result.budgetBytes)),
  ].join('\n');
}

/** Files of the budget that were not sent gzip-compressed (the measure would be wrong). */
export function uncompressedFiles(result) {
  return result.files.filter(
    (file) => BUDGET_KINDS.includes(file.kind) && file.bytes > 0 && file.encoding !== 'gzip',
  );
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address !== null ? address.port : 0));
    });
  });
}

/**
 * Starts the built site (apps/api/dist, serving apps/web/dist or WEB_DIST_DIR) on a free port with a
 * fresh embedded database in a temporary folder, so it never touches another run's data.
 */
export async function startBuiltSite({ env = {} } = {}) {
  const server = path.join(ROOT, 'apps/api/dist/server.js');
  if (!fs.existsSync(server)) throw new Error('No build: run `npm run build` first.');
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-first-load-'));
  const child = spawn(process.execPath, [server], {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const healthy = await fetch(`${baseURL}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { baseURL, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error('The built site did not start');
}
