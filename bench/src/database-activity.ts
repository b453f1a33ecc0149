// What PostgreSQL (and Redis) did during a phase of the deployment bench: the CPU of every server
// process (backends, autovacuum, WAL writer…), the rows read and written and the transactions of the
// database (pg_stat_database), and, sampled every 100 ms, how many of its sessions were running a
// statement and how many of those waited on a lock.
import fs from 'node:fs';
import type pg from 'pg';
import { processCpuMillis, processTree } from './cpu-usage';
import { round } from './search-report';

/** The process ids of every running program named `name` (from /proc). */
function pidsNamed(name: string): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === name;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** PostgreSQL's server processes: the postmaster of `pool`'s server and everything it started. */
async function postgresPids(pool: pg.Pool): Promise<number[]> {
  const { rows } = await pool.query<{ pid: number }>('select pg_backend_pid() as pid');
  const status = fs.readFileSync(`/proc/${rows[0]?.pid ?? 0}/status`, 'utf8');
  const postmaster = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? 0);
  return processTree(postmaster);
}

interface DatabaseCounters {
  commits: number;
  rowsRead: number;
  rowsWritten: number;
}

async function counters(pool: pg.Pool): Promise<DatabaseCounters> {
  const { rows } = await pool.query<{ commits: string; read: string; written: string }>(`
    select xact_commit as commits, tup_returned + tup_fetched as read,
      tup_inserted + tup_updated + tup_deleted as written
    from pg_stat_database where datname = current_database()`);
  const row = rows[0];
  return { commits: Number(row?.commits), rowsRead: Number(row?.read), rowsWritten: Number(row?.written) };
}

export interface DatabaseActivity {
  /** CPU seconds of PostgreSQL's processes and of Redis. */
  postgresCpuS: number;
  redisCpuS: number;
  commitsPerS: number;
  rowsReadPerS: number;
  rowsWrittenPerS: number;
  /** Sessions of the database running a statement, on average over the samples, and at most. */
  activeMean: number;
  activeMax: number;
  /** Share of the samples in which a session waited on a lock. */
  lockWaitShare: number;
}

/** Starts measuring; `stop()` resolves with what happened since. */
export async function watchDatabase(pool: pg.Pool) {
  const cpu = () => {
    const sum = (pids: number[]) => pids.reduce((total, pid) => total + processCpuMillis(pid), 0);
    return { postgres: sum(postgresPidsNow), redis: sum(pidsNamed('redis-server')) };
  };
  // Backends come and go: the tree is read again at the end, and a new one counts from zero.
  let postgresPidsNow = await postgresPids(pool);
  const cpuBefore = new Map(postgresPidsNow.map((pid) => [pid, processCpuMillis(pid)]));
  const redisBefore = cpu().redis;
  const before = await counters(pool);
  const started = performance.now();
  const samples: { active: number; locked: number }[] = [];
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const { rows } = await pool.query<{ active: string; locked: string }>(`
        select count(*) filter (where state = 'active') as active,
          count(*) filter (where state = 'active' and wait_event_type = 'Lock') as locked
        from pg_stat_activity
        where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()`);
      samples.push({ active: Number(rows[0]?.active), locked: Number(rows[0]?.locked) });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return {
    async stop(): Promise<DatabaseActivity> {
      sampling = false;
      await sampler;
      const seconds = (performance.now() - started) / 1000;
      postgresPidsNow = await postgresPids(pool);
      const postgresMs = postgresPidsNow.reduce(
        (total, pid) => total + processCpuMillis(pid) - (cpuBefore.get(pid) ?? 0),
        0,
      );
      const after = await counters(pool);
      const perSecond = (key: keyof DatabaseCounters) => Math.round((after[key] - before[key]) / seconds);
      const actives = samples.map((sample) => sample.active);
      return {
        postgresCpuS: round(postgresMs / 1000, 2),
        redisCpuS: round((cpu().redis - redisBefore) / 1000, 2),
        commitsPerS: perSecond('commits'),
        rowsReadPerS: perSecond('rowsRead'),
        rowsWrittenPerS: perSecond('rowsWritten'),
        activeMean: round(actives.reduce((a, b) => a + b, 0) / Math.max(1, actives.length), 2),
        activeMax: Math.max(0, ...actives),
        lockWaitShare: round(samples.filter((s) => s.locked > 0).length / Math.max(1, samples.length), 2),
      };
    },
  };
}
