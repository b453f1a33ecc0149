// Several API processes on one port (WEB_CONCURRENCY above 1), with node:cluster: the primary, which
// did the start-up once (server.ts), forks the web workers and one background worker (decision
// 0025); each builds the app, the web ones listen on the shared port, the background one runs the
// scheduled jobs and sends the emails. A worker that ends while the site runs is replaced by one of
// its kind; stop() ends them all gracefully (each closes as one process does on SIGTERM).
import cluster, { type Worker } from 'node:cluster';

export interface ApiProcesses {
  /** The port they answer on. */
  port: number;
  /** The process ids of the web workers now. */
  pids(): number[];
  /** The background worker's process id now. */
  backgroundPid(): number | undefined;
  /** Sends SIGTERM to every worker; resolves once all have ended. */
  stop(): Promise<void>;
}

/** The variable that tells a worker it is the background one (server.ts reads it). */
export const BACKGROUND_ROLE_VARIABLE = 'ROADBOOK_BACKGROUND_PROCESS';

/** What a background worker sends its primary once its app is ready. */
export const BACKGROUND_READY = 'roadbook:background-ready';

const workers = () => Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);

/**
 * Forks `count` web workers and one background worker running `entry` (the server module, which
 * serves as a worker in them) and resolves once the web ones listen and the background one is
 * ready; rejects, having stopped the others, if one ends before.
 */
export function forkApiProcesses({ count, entry }: { count: number; entry: string }): Promise<ApiProcesses> {
  cluster.setupPrimary({ exec: entry });
  let isStarted = false;
  let isStopping = false;
  let listening = 0;
  let background: Worker | undefined;
  let isBackgroundReady = false;

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

  const forkBackground = () => {
    background = cluster.fork({ [BACKGROUND_ROLE_VARIABLE]: '1' });
    return background;
  };

  return new Promise((resolve, reject) => {
    const resolveOnceAllReady = (port: number) => {
      if (isStarted || listening < count || !isBackgroundReady) return;
      isStarted = true;
      resolve({
        port,
        pids: () =>
          workers().flatMap((each) =>
            each === background || each.process.pid === undefined ? [] : [each.process.pid],
          ),
        backgroundPid: () => background?.process.pid,
        stop,
      });
    };
    let port = 0;
    cluster.on('listening', (worker: Worker, address) => {
      if (isStarted) {
        console.log(`API process ${worker.process.pid ?? '?'} listening`);
        return;
      }
      listening += 1;
      port = address.port;
      resolveOnceAllReady(port);
    });
    cluster.on('message', (worker: Worker, message: unknown) => {
      if (message !== BACKGROUND_READY || worker !== background) return;
      if (isStarted) {
        console.log(`Background process ${worker.process.pid ?? '?'} ready`);
        return;
      }
      isBackgroundReady = true;
      resolveOnceAllReady(port);
    });
    cluster.on('exit', (worker: Worker, code: number | null, signal: string | null) => {
      if (isStopping) return;
      const how = signal ?? `code ${code ?? '?'}`;
      const kind = worker === background ? 'Background process' : 'API process';
      if (!isStarted) {
        void stop().then(() =>
          reject(new Error(`${kind} ${worker.process.pid ?? '?'} ended while starting (${how}).`)),
        );
        return;
      }
      const next = worker === background ? forkBackground() : cluster.fork();
      console.error(
        `${kind} ${worker.process.pid ?? '?'} ended (${how}); ${next.process.pid ?? '?'} started in its place`,
      );
    });
    for (let index = 0; index < count; index += 1) cluster.fork();
    forkBackground();
  });
}
