// CPU time spent by the processes of a benchmark (Linux /proc), so that a run on a machine shared with
// other work still tells what one search costs each side, whatever the others took.
import fs from 'node:fs';
import type pg from 'pg';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU milliseconds (user + system) a process has used so far; 0 once it is gone. */
export function processCpuMillis(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which sits in parentheses and may contain spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const user = Number(fields[11]);
    const system = Number(fields[12]);
    return ((user + system) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** `pid` and the processes it started, and theirs (an API run as several processes is one tree). */
export function processTree(pid: number): number[] {
  let children: number[] = [];
  try {
    children = fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number);
  } catch {
    // Gone, or no such file: no children known.
  }
  return [pid, ...children.flatMap(processTree)];
}

/** This process's own CPU milliseconds (the load generator, or the pg client side). */
export function ownCpuMillis(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

/** The server processes serving the database of `pool` (its client backends), by pid. */
export async function backendPids(pool: pg.Pool): Promise<number[]> {
  const result = await pool.query<{ pid: number }>(
    `select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`,
  );
  return result.rows.map((row) => row.pid);
}

/**
 * Measures the CPU milliseconds that the database's backends, the processes of `pids` and this
 * process use between `start` and `stop`. Backends that appear in between count from zero.
 */
export async function startCpuMeter(pool: pg.Pool, pids: readonly number[]) {
  const before = new Map<number, number>();
  for (const pid of await backendPids(pool)) before.set(pid, processCpuMillis(pid));
  const othersBefore = pids.map(processCpuMillis);
  const ownBefore = ownCpuMillis();
  return {
    /** Call while the backends of the phase are still connected. */
    stop: async () => {
      let database = 0;
      for (const pid of await backendPids(pool)) database += processCpuMillis(pid) - (before.get(pid) ?? 0);
      const others = pids.map((pid, n) => processCpuMillis(pid) - (othersBefore[n] ?? 0));
      return { database, others, own: ownCpuMillis() - ownBefore };
    },
  };
}
