// The site started as `npm start` starts it (scripts/start.mjs: the built API and web app), with only
// the settings a deployment gives and the set-up's own, its output written to a file as a process
// manager would keep it. Every process loads the event-loop probe (probe/loop-delay.mjs).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { processCpuMillis, processTree } from './cpu-usage';
import { round } from './search-report';

const root = fileURLToPath(new URL('../..', import.meta.url));
const probe = fileURLToPath(new URL('../probe/loop-delay.mjs', import.meta.url));

export interface ProcessFigures {
  role: string;
  /** Share of one core used over the phase. */
  cpu: number;
  loopDelayP50: number;
  loopDelayP99: number;
  loopDelayMax: number;
  /** Garbage collections: counts, longest pauses and total ms. */
  gc: GcFigures;
}

interface GcFigures {
  minor: number;
  major: number;
  minorMaxMs: number;
  majorMaxMs: number;
  totalMs: number;
}

interface ProbeReport {
  role: string;
  p50: number;
  p99: number;
  max: number;
  gc: GcFigures;
}

const NO_GC: GcFigures = { minor: 0, major: 0, minorMaxMs: 0, majorMaxMs: 0, totalMs: 0 };

export async function startSite(env: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-deployment-'));
  const logFile = path.join(dir, 'site.log');
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.homedir(),
      // BENCH_NODE_OPTIONS: the processes' own Node options for an experiment (--trace-gc…).
      NODE_OPTIONS: `--import ${probe} ${process.env.BENCH_NODE_OPTIONS ?? ''}`.trim(),
      ROADBOOK_LOOP_DELAY_DIR: dir,
      ROADBOOK_V8_FLAGS: process.env.BENCH_V8_FLAGS ?? '',
      ...env,
    },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const started = performance.now();
  const base = `http://127.0.0.1:${env.PORT ?? '8080'}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        if (!process.env.BENCH_KEEP_LOG) fs.rmSync(dir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
    });
  for (;;) {
    const failure =
      child.exitCode !== null
        ? `the site exited with ${child.exitCode}`
        : performance.now() - started > 180_000
          ? 'the site did not start'
          : null;
    if (failure !== null) {
      const log = fs.readFileSync(logFile, 'utf8').slice(-2000);
      await stop();
      throw new Error(`${failure}; its log ends with:\n${log}`);
    }
    if (fs.readFileSync(logFile, 'utf8').includes('Roadbook is running')) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const pids = processTree(child.pid ?? 0);

  /** Reads each process's event-loop delay since the last call (the probe answers SIGUSR2). */
  async function loopDelays() {
    for (const pid of pids) fs.rmSync(path.join(dir, `${pid}.json`), { force: true });
    for (const pid of pids) process.kill(pid, 'SIGUSR2');
    await new Promise((resolve) => setTimeout(resolve, 200));
    return new Map(
      pids.map((pid) => {
        const file = path.join(dir, `${pid}.json`);
        const report = fs.existsSync(file)
          ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ProbeReport)
          : { role: '?', p50: 0, p99: 0, max: 0, gc: NO_GC };
        return [pid, report];
      }),
    );
  }

  return {
    base,
    startupMs: Math.round(performance.now() - started),
    /** Bytes the site has written to its output so far (its log). */
    logBytes: () => fs.statSync(logFile).size,
    /** Starts measuring each process; `stop()` gives its CPU share and event-loop delay since. */
    async watch() {
      await loopDelays();
      const cpuBefore = pids.map(processCpuMillis);
      const since = performance.now();
      return {
        async stop(): Promise<ProcessFigures[]> {
          const seconds = (performance.now() - since) / 1000;
          const cpu = pids.map((pid, n) => (processCpuMillis(pid) - (cpuBefore[n] ?? 0)) / 1000 / seconds);
          const delays = await loopDelays();
          return pids.map((pid, n) => {
            const delay = delays.get(pid);
            return {
              role: delay?.role ?? '?',
              cpu: round(cpu[n] ?? 0, 2),
              loopDelayP50: delay?.p50 ?? 0,
              loopDelayP99: delay?.p99 ?? 0,
              loopDelayMax: delay?.max ?? 0,
              gc: delay?.gc ?? NO_GC,
            };
          });
        },
      };
    },
    stop,
  };
}
