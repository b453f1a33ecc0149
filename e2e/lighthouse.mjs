// Lighthouse (mobile, simulated slow 4G and 4× slower CPU, its defaults) on pages of the built site, in
// Debian's Chromium: prints the four category scores, the timing metrics and every audit that lost points.
//
//   node e2e/lighthouse.mjs [--url http://127.0.0.1:8080] [--runs 3] [--desktop] [/home …]
//
// Without --url it starts the built site (npm run build first) on a free port with a fresh database.
// Exits with 1 when a page misses its targets (performance ≥ 95, the others 100).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { CHROMIUM_PATH, startBuiltSite } from './first-load.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
};
const givenUrl = option('--url');
const runs = Number(option('--runs') ?? 1);
const desktop = args.includes('--desktop');
const paths = args.filter(
  (arg, index) => arg.startsWith('/') && !['--url', '--runs'].includes(args[index - 1]),
);
if (paths.length === 0) paths.push('/home');

const lighthouseCli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-lighthouse-'));

async function auditOnce(url, run) {
  const report = path.join(outDir, `report-${run}.json`);
  await promisify(execFile)(
    process.execPath,
    [
      lighthouseCli,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${report}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking',
      ...(desktop ? ['--preset=desktop'] : ['--form-factor=mobile']),
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(fs.readFileSync(report, 'utf8'));
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is tried again. */
async function audit(url, run) {
  try {
    return await auditOnce(url, run);
  } catch (error) {
    console.warn(
      `run ${run} failed, trying again: ${error instanceof Error ? error.message.split('\n')[0] : error}`,
    );
    return auditOnce(url, run);
  }
}

function summarise(lhr) {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  );
  const metrics = METRICS.map((id) => `${id} ${lhr.audits[id]?.displayValue ?? '?'}`).join(' · ');
  const lost = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const result = lhr.audits[ref.id];
      if (result === undefined || ref.weight === 0 || result.score === null || result.score >= 1) continue;
      lost.push(
        `  ${id} · ${ref.id} (${result.score}): ${result.title}${result.displayValue ? ` — ${result.displayValue}` : ''}`,
      );
    }
  }
  return { scores, metrics, lost, benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0) };
}

const site = givenUrl === undefined ? await startBuiltSite() : { baseURL: givenUrl, stop: async () => {} };
let missed = false;
try {
  for (const pagePath of paths) {
    const url = site.baseURL + pagePath;
    const results = [];
    for (let run = 1; run <= runs; run += 1) results.push(summarise(await audit(url, run)));
    console.log(`${url} (${desktop ? 'desktop' : 'mobile'}, ${runs} run${runs === 1 ? '' : 's'})`);
    for (const [index, result] of results.entries()) {
      const scores = CATEGORIES.map((id) => `${id} ${result.scores[id]}`).join(' · ');
      console.log(
        `run ${index + 1}: ${scores}\n  ${result.metrics} · CPU benchmark ${result.benchmarkIndex}`,
      );
      if (result.lost.length > 0) console.log(result.lost.join('\n'));
    }
    const median = (id) => {
      const sorted = results.map((result) => result.scores[id]).sort((a, b) => a - b);
      return sorted[Math.floor(sorted.length / 2)] ?? 0;
    };
    const line = CATEGORIES.map((id) => `${id} ${median(id)}`).join(' · ');
    console.log(`median: ${line}\n`);
    if (CATEGORIES.some((id) => median(id) < TARGETS[id])) missed = true;
  }
} finally {
  await site.stop();
  fs.rmSync(outDir, { recursive: true, force: true });
}
if (missed) {
  console.log('Below target: performance ≥ 95, accessibility, best practices and SEO 100.');
  process.exitCode = 1;
}
