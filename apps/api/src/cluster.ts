// Several API processes on one port (WEB_CONCURRENCY above 1), with node:cluster: the primary, which
// did the start-up once (server.ts), forks the workers; each builds the app and listens, the port
// being shared between them. A worker that ends while the site runs is replaced; stop() ends them
// all gracefully (each closes as one process does on SIGTERM).
import cluster, { type Worker } from 'node:cluster';

export interface ApiProcesses {
  /** The port they answer on. */
  port: number;
  /** The process ids of the workers now. */
  pids(): number[];
  /** Sends SIGTERM to every worker; resolves once all have ended. */
  stop(): Promise<void>;
}

const workers = () => Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);

/**
 * Forks `count` workers running `entry` (the server module, which serves as a worker in them) and
 * resolves once all listen; rejects, having stopped the others, if one ends before.
 */
export function forkApiProcesses({ count, entry }: { count: number; entry: string }): Promise<ApiProcesses> {
  cluster.setupPrimary({ exec: entry });
  let isStarted = false;
  let isStopping = false;
  let listening = 0;

  async function stop(): Promise<void> {
    isStopping = true;
    await Promise.all(
      workers().map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            worker.once('exit', () => resolve());
            worker.process.kill('SIGTERM');
          }),
      ),
    );
  }

  return new Promise((resolve, reject) => {
    cluster.on('listening', (worker: Worker, address) => {
      if (isStarted) {
        console.log(`API process ${worker.process.pid ?? '?'} listening`);
        return;
      }
      listening += 1;
      if (listening < count) return;
      isStarted = true;
      resolve({
        port: address.port,
        pids: () => workers().flatMap((each) => (each.process.pid === undefined ? [] : [each.process.pid])),
        stop,
      });
    });
    cluster.on('exit', (worker: Worker, code: number | null, signal: string | null) => {
      if (isStopping) return;
      const how = signal ?? `code ${code ?? '?'}`;
      if (!isStarted) {
        void stop().then(() => reject(new Error(`An API process ended while starting (${how}).`)));
        return;
      }
      const next = cluster.fork();
      console.error(
        `API process ${worker.process.pid ?? '?'} ended (${how}); ${next.process.pid ?? '?'} started in its place`,
      );
    });
    for (let index = 0; index < count; index += 1) cluster.fork();
  });
}
