// Sends the queued emails: claims one due message at a time (leased, so a process that dies mid-send
// leaves it to come due again), hands it to the transport, and records the outcome. A transient
// failure retries with exponential back-off; a permanent refusal marks the message failed.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import {
  describeSendFailure,
  isPermanentSendFailure,
  type MailTransport,
} from '../../integrations/email/mail-transport';
import { cpuMillis, restFor } from '../jobs/pacing';
import {
  claimDueEmailMessages,
  markEmailFailed,
  markEmailSent,
  recordEmailFailure,
  type ClaimedEmailMessage,
} from './email.queries';

/** How long a claimed message stays with its sender: well beyond the SMTP timeouts of one delivery. */
export const EMAIL_LEASE_MS = 5 * 60_000;
/** Most messages one run tries before the loop lets other work through. */
export const EMAIL_BATCH_SIZE = 50;
/**
 * The longest rest after a full batch. The rest counts this process's CPU time, which in a process
 * that also answers requests includes theirs: without a bound, a busy site would hold a booking's
 * confirmation back for as long as its pages took to serve.
 */
export const EMAIL_MAX_REST_MS = 1_000;
/** Up to this share of a retry delay is added at random, so that retries of many messages spread. */
const RETRY_JITTER = 0.1;

export interface RetryPolicy {
  retryBaseMs: number;
  retryMaxMs: number;
}

/** The wait after failed attempt `attempts` (1-based): base × 2^(attempts-1), at most max, plus up to 10 %. */
export function retryDelayMs(attempts: number, policy: RetryPolicy, random: () => number): number {
  const delay = Math.min(policy.retryMaxMs, policy.retryBaseMs * 2 ** Math.max(0, attempts - 1));
  return delay + Math.floor(random() * delay * RETRY_JITTER);
}

export interface EmailWorkerDependencies extends RetryPolicy {
  database: Database;
  transport: MailTransport;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Pause between two looks at the queue when it is empty. */
  pollMs: number;
  leaseMs?: number;
  batchSize?: number;
  maxRestMs?: number;
  /** A number in [0, 1) for the jitter. */
  random?: () => number;
}

export interface EmailWorker {
  /** Starts the loop: a run now, then one every `pollMs` (at once again while messages remain). */
  start(): void;
  /** Stops the loop; resolves once the message in flight, if any, is sent and recorded. */
  stop(): Promise<void>;
  /** Tries the due messages (at most a batch); resolves with how many it tried. */
  runOnce(): Promise<number>;
  /** A message was queued: look at the queue now rather than at the next poll. */
  wake(): void;
}

export function createEmailWorker({
  database,
  transport,
  log,
  pollMs,
  retryBaseMs,
  retryMaxMs,
  leaseMs = EMAIL_LEASE_MS,
  batchSize = EMAIL_BATCH_SIZE,
  maxRestMs = EMAIL_MAX_REST_MS,
  random = Math.random,
}: EmailWorkerDependencies): EmailWorker {
  let running = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let run: Promise<void> | undefined;
  let wakeRequested = false;
  let resting = false;
  let queueUnreadable = false;

  async function deliver(message: ClaimedEmailMessage): Promise<void> {
    const about = { emailId: message.id, to: message.to, attempts: message.attempts };
    try {
      await transport.send(message);
    } catch (error) {
      const reason = describeSendFailure(error);
      if (isPermanentSendFailure(error)) {
        await markEmailFailed(database, message.id, reason);
        log.warn({ ...about, reason }, 'email: refused by the mail server, not retried');
        return;
      }
      const retryInMs = retryDelayMs(message.attempts, { retryBaseMs, retryMaxMs }, random);
      await recordEmailFailure(database, message.id, { error: reason, retryInMs });
      log.warn({ ...about, reason, retryInMs }, 'email: sending failed, will retry');
      return;
    }
    await markEmailSent(database, message.id);
    log.info(about, 'email: sent');
  }

  async function runOnce(): Promise<number> {
    let tried = 0;
    while (tried < batchSize && !stopping) {
      const [message] = await claimDueEmailMessages(database, { limit: 1, leaseMs });
      if (message === undefined) break;
      await deliver(message);
      tried += 1;
    }
    return tried;
  }

  /** The next look in `ms`; a rest after a full batch is not cut short by a wake. */
  function schedule(ms: number, isRest: boolean) {
    resting = isRest;
    timer = setTimeout(() => {
      timer = undefined;
      resting = false;
      tick();
    }, ms);
    timer.unref();
  }

  function tick() {
    if (!running || run !== undefined) return;
    wakeRequested = false;
    // Sending mostly waits on the mail server: the rest counts this process's CPU time only.
    const cpuStarted = cpuMillis();
    run = runOnce()
      .then(
        (tried) => {
          if (queueUnreadable) log.info('email: the queue can be read again');
          queueUnreadable = false;
          return tried;
        },
        (error: unknown) => {
          // The database failed (a message in flight is leased and comes due again): keep polling,
          // saying so once rather than at every poll.
          if (!queueUnreadable) log.error({ err: error }, 'email: the queue cannot be read or updated');
          queueUnreadable = true;
          return 0;
        },
      )
      .then((tried) => {
        run = undefined;
        if (!running) return;
        // A full batch: more wait, after a rest (jobs/pacing.ts, at most maxRestMs); else at once if woken.
        if (tried >= batchSize) schedule(Math.min(maxRestMs, restFor(cpuMillis() - cpuStarted)), true);
        else schedule(wakeRequested ? 0 : pollMs, false);
      });
  }

  return {
    start() {
      if (running) return;
      running = true;
      stopping = false;
      tick();
    },
    async stop() {
      running = false;
      stopping = true;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      await run;
    },
    runOnce,
    wake() {
      if (!running) return;
      wakeRequested = true;
      if (timer !== undefined && !resting) {
        clearTimeout(timer);
        timer = undefined;
        tick();
      }
    },
  };
}
