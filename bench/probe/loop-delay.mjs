// Preloaded into every process of the site by the deployment bench (NODE_OPTIONS=--import …), the
// site's code unchanged: the event loop's delay since the last report, written on SIGUSR2 to
// `<ROADBOOK_LOOP_DELAY_DIR>/<pid>.json` with its garbage collections, then counted afresh. Plain JavaScript: the built site
// runs without a TypeScript loader.
import cluster from 'node:cluster';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

const dir = process.env.ROADBOOK_LOOP_DELAY_DIR;
// V8 flags for an experiment (those NODE_OPTIONS refuses), set before the site's code runs.
if (process.env.ROADBOOK_V8_FLAGS) v8.setFlagsFromString(process.env.ROADBOOK_V8_FLAGS);
if (dir) {
  const resolutionMs = 5;
  const delay = monitorEventLoopDelay({ resolution: resolutionMs });
  delay.enable();
  // The histogram holds the time between the timer's turns: its delay is what exceeds the period.
  const ms = (nanoseconds) => Math.max(0, Math.round(nanoseconds / 10_000 - resolutionMs * 100) / 100);
  // Garbage collections: how many, and the longest pause, of the young and the old generation.
  let gc = { minor: 0, major: 0, minorMaxMs: 0, majorMaxMs: 0, totalMs: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const major = entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR;
      gc[major ? 'major' : 'minor'] += 1;
      const key = major ? 'majorMaxMs' : 'minorMaxMs';
      gc[key] = Math.max(gc[key], Math.round(entry.duration * 100) / 100);
      gc.totalMs += entry.duration;
    }
  }).observe({ entryTypes: ['gc'] });
  process.on('SIGUSR2', () => {
    const report = {
      pid: process.pid,
      // The background worker is told so by its primary (apps/api/src/cluster.ts).
      role: !cluster.isWorker
        ? 'primary'
        : process.env.ROADBOOK_BACKGROUND_PROCESS === '1'
          ? 'background'
          : 'web',
      p50: ms(delay.percentile(50)),
      p99: ms(delay.percentile(99)),
      max: ms(delay.max),
      gc: { ...gc, totalMs: Math.round(gc.totalMs) },
    };
    gc = { minor: 0, major: 0, minorMaxMs: 0, majorMaxMs: 0, totalMs: 0 };
    fs.writeFileSync(path.join(dir, `${process.pid}.json`), JSON.stringify(report));
    delay.reset();
  });
}
