import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client';
import { emailMessages } from '../../db/schema/email';
import { createMailTransport, type MailTransport } from '../../integrations/email/mail-transport';
import { emailParams } from '../../testing/email.fixture';
import {
  SMTP_PASSWORD,
  SMTP_USER,
  startSmtpServer,
  type TestSmtpServer,
} from '../../testing/smtp-server.fixture';
import { createTestDatabase } from '../../testing/test-database';
import { siteLink } from './email-templates';
import { createEmailService, type EmailSettings } from './email.service';
import { cpuMillis } from '../jobs/pacing';
import { createEmailWorker, retryDelayMs } from './email-worker';

// The queue and its worker against a real SMTP server (with a user name and password) on a real
// database: what arrives, what an outage, a refusal or a dead worker leave in the queue.

const SITE = 'https://roadbook.example';
const FROM = 'Roadbook <no-reply@roadbook.example>';
const RETRY_BASE_MS = 60_000;
const TIMEOUTS = { connectionMs: 2000, greetingMs: 2000, socketMs: 5000 };

/** Everything the worker logged, as text, to check what it says and never says. */
function recordingLog() {
  const lines: string[] = [];
  const record =
    (level: string) =>
    (...args: unknown[]) => {
      lines.push(`${level} ${JSON.stringify(args)}`);
    };
  return { lines, log: { info: record('info'), warn: record('warn'), error: record('error') } };
}

const RowTimingSchema = z.object({ rows: z.tuple([z.object({ due_in_ms: z.coerce.number() })]) });

describe('the email worker, over SMTP', () => {
  let database: DatabaseHandle;
  let smtp: TestSmtpServer;
  let logged: ReturnType<typeof recordingLog>;

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startSmtpServer();
  });
  afterEach(async () => {
    await database.db.delete(emailMessages);
    smtp.received.length = 0;
    await smtp.close();
    await smtp.listen();
  });
  afterAll(async () => {
    await smtp.close();
    await database.close();
  });

  const settings = (): EmailSettings => ({
    smtpUrl: smtp.url,
    from: FROM,
    outboxDir: '/nonexistent',
    pollMs: 50,
    retryBaseMs: RETRY_BASE_MS,
    retryMaxMs: 3_600_000,
  });

  function smtpTransport(): MailTransport {
    return createMailTransport({
      smtpUrl: smtp.url,
      from: FROM,
      outboxDir: '/nonexistent',
      timeouts: TIMEOUTS,
    });
  }

  function setUp({
    transport = smtpTransport(),
    leaseMs,
  }: { transport?: MailTransport; leaseMs?: number } = {}) {
    logged = recordingLog();
    const email = createEmailService({
      database,
      siteUrl: SITE,
      settings: settings(),
      log: logged.log,
      transport,
    });
    const worker = createEmailWorker({
      database: database.db,
      transport,
      log: logged.log,
      pollMs: 50,
      retryBaseMs: RETRY_BASE_MS,
      retryMaxMs: 3_600_000,
      random: () => 0,
      ...(leaseMs === undefined ? {} : { leaseMs }),
    });
    return { email, worker, transport };
  }

  const activation = (to = 'jane@example.com') =>
    ({
      template: 'accountActivation',
      to,
      language: 'fr',
      params: {
        fullName: 'Jeanne Martin',
        link: siteLink(SITE, '/activate', { u: 'user-1', e: to, t: 'token-1' }, 'fr'),
      },
    }) as const;

  async function rowOf(id: string) {
    const [row] = await database.db.select().from(emailMessages).where(eq(emailMessages.id, id));
    if (!row) throw new Error('no such email message');
    return row;
  }

  /** Milliseconds until the message is due, by the database's clock. */
  async function dueInMs(id: string): Promise<number> {
    const result = await database.db.execute(
      sql`select extract(epoch from next_attempt_at - now()) * 1000 as due_in_ms from email_messages where id = ${id}`,
    );
    return RowTimingSchema.parse(result).rows[0].due_in_ms;
  }

  /** The clock moves on: the message is due now. */
  const makeDue = (id: string) =>
    database.db
      .update(emailMessages)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(emailMessages.id, id));

  it('delivers a queued message once, with both parts, signed in, under its id', async () => {
    const { email, worker, transport } = setUp();
    const id = await email.queue(database.db, activation());

    expect(await worker.runOnce()).toBe(1);
    expect(await worker.runOnce()).toBe(0);

    expect(smtp.received).toHaveLength(1);
    const [arrived] = smtp.received;
    expect(arrived?.user).toBe(SMTP_USER);
    expect(arrived?.envelope).toEqual({ from: 'no-reply@roadbook.example', to: ['jane@example.com'] });
    const mail = arrived?.mail;
    expect(mail?.messageId).toBe(`<${id}@roadbook.example>`);
    expect(mail?.from?.value).toEqual([{ name: 'Roadbook', address: 'no-reply@roadbook.example' }]);
    expect(mail?.to).toMatchObject({ value: [{ address: 'jane@example.com' }] });
    expect(mail?.subject).toBe('Activez votre compte Roadbook');
    const link = `${SITE}/activate?u=user-1&e=jane%40example.com&t=token-1&l=fr`;
    expect(mail?.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
    expect(mail?.html).toContain('Bonjour Jeanne Martin,');
    expect(mail?.text).toContain(link);
    expect(mail?.text).toContain('Bonjour Jeanne Martin,');

    expect(await rowOf(id)).toMatchObject({
      template: 'accountActivation',
      toAddress: 'jane@example.com',
      language: 'fr',
      status: 'sent',
      attempts: 1,
      lastError: null,
    });
    expect((await rowOf(id)).sentAt).toBeInstanceOf(Date);
    // Once sent, the row forgets the body: a copy of the table holds no live link.
    expect(await rowOf(id)).toMatchObject({ text: '', html: '' });
    expect(logged.lines.join('\n')).not.toContain(SMTP_PASSWORD);
    transport.close();
  });

  it('keeps a message through an outage, backing off, and delivers it once the server is back', async () => {
    const { email, worker } = setUp();
    await smtp.close();
    const id = await email.queue(database.db, activation());

    expect(await worker.runOnce()).toBe(1);
    const first = await rowOf(id);
    expect(first).toMatchObject({ status: 'queued', attempts: 1, sentAt: null });
    expect(first.lastError).toMatch(/ECONNREFUSED|ECONNECTION|ESOCKET/);
    expect(await dueInMs(id)).toBeGreaterThan(RETRY_BASE_MS - 5000);
    expect(await dueInMs(id)).toBeLessThanOrEqual(RETRY_BASE_MS);
    expect(await worker.runOnce()).toBe(0);

    await makeDue(id);
    expect(await worker.runOnce()).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: 'queued', attempts: 2 });
    expect(await dueInMs(id)).toBeGreaterThan(2 * RETRY_BASE_MS - 5000);

    await smtp.listen();
    expect(await worker.runOnce()).toBe(0);
    await makeDue(id);
    expect(await worker.runOnce()).toBe(1);
    expect(await worker.runOnce()).toBe(0);

    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.mail.messageId).toBe(`<${id}@roadbook.example>`);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 3, lastError: null });

    const log = logged.lines.join('\n');
    expect(log).toContain('email: sending failed, will retry');
    expect(log).toContain('jane@example.com');
    expect(log).not.toContain(SMTP_PASSWORD);
    expect(log).not.toContain('Bonjour');
  });

  it('marks a message the server refuses for good (550) failed, without retrying it', async () => {
    const { email, worker } = setUp();
    smtp.refuse('nobody@example.com', 550);
    const id = await email.queue(database.db, activation('nobody@example.com'));

    expect(await worker.runOnce()).toBe(1);
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, sentAt: null });
    expect(row.lastError).toContain('550');

    await makeDue(id);
    expect(await worker.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(0);
    const log = logged.lines.join('\n');
    expect(log).toContain('email: refused by the mail server, not retried');
    expect(log).toContain('nobody@example.com');
    expect(log).not.toContain('Bonjour');
  });

  it('retries a message the server refuses for now (451)', async () => {
    const { email, worker } = setUp();
    smtp.refuse('busy@example.com', 451);
    const id = await email.queue(database.db, activation('busy@example.com'));

    expect(await worker.runOnce()).toBe(1);
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row.lastError).toContain('451');
    expect(await dueInMs(id)).toBeGreaterThan(RETRY_BASE_MS - 5000);
  });

  it('sends later a message whose worker died while sending it, once its lease ends', async () => {
    const hanging: MailTransport = { kind: 'smtp', send: () => new Promise(() => {}), close: () => {} };
    const dead = setUp({ transport: hanging, leaseMs: 300 });
    const id = await dead.email.queue(database.db, activation());
    void dead.worker.runOnce();
    await expect.poll(async () => (await rowOf(id)).attempts).toBe(1);

    const { worker } = setUp();
    expect(await worker.runOnce()).toBe(0);
    await expect
      .poll(
        async () => {
          await worker.runOnce();
          return smtp.received.length;
        },
        { timeout: 5000, interval: 100 },
      )
      .toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('sends nothing queued in a transaction that rolls back', async () => {
    const { email, worker } = setUp();
    await expect(
      database.db.transaction(async (tx) => {
        await email.queue(tx, activation());
        throw new Error('the sign-up failed');
      }),
    ).rejects.toThrow('the sign-up failed');

    expect(await worker.runOnce()).toBe(0);
    expect(await database.db.select().from(emailMessages)).toEqual([]);
    expect(smtp.received).toHaveLength(0);
  });

  it('sends what a committed transaction queued as soon as the service is woken', async () => {
    const { email } = setUp();
    await email.start();
    try {
      const id = await database.db.transaction(async (tx) => email.queue(tx, activation()));
      email.wake();
      await expect.poll(() => smtp.received.length, { timeout: 5000, interval: 20 }).toBe(1);
      await expect.poll(async () => (await rowOf(id)).status).toBe('sent');
    } finally {
      await email.close();
    }
    expect(smtp.received[0]?.mail.subject).toBe('Activez votre compte Roadbook');
  });

  it('sends at once what a process that sends nothing queued and woke (a web process)', async () => {
    const quiet = { ...settings(), pollMs: 60_000 };
    const sender = createEmailService({ database, siteUrl: SITE, settings: quiet, log: recordingLog().log });
    const web = createEmailService({ database, siteUrl: SITE, settings: quiet, log: recordingLog().log });
    await sender.start();
    try {
      await web.queue(database.db, activation('web@example.com'));
      web.wake();
      await expect.poll(() => smtp.received.length, { timeout: 5000, interval: 20 }).toBe(1);
    } finally {
      await sender.close();
      await web.close();
    }
  });

  it('rests after a full batch at most maxRestMs, however much CPU the process used', async () => {
    // Each sending takes 100 ms of CPU: unbounded, the rest after a batch of one would be 300 ms.
    const sends: { started: number; ended: number }[] = [];
    const busy: MailTransport = {
      kind: 'smtp',
      send: async () => {
        const started = performance.now();
        const cpuAtStart = cpuMillis();
        while (cpuMillis() - cpuAtStart < 100) Math.sqrt(Math.random());
        sends.push({ started, ended: performance.now() });
      },
      close: () => {},
    };
    const { email } = setUp({ transport: busy });
    const worker = createEmailWorker({
      database: database.db,
      transport: busy,
      log: logged.log,
      pollMs: 60_000,
      retryBaseMs: RETRY_BASE_MS,
      retryMaxMs: 3_600_000,
      batchSize: 1,
      maxRestMs: 50,
    });
    await email.queue(database.db, activation('first@example.com'));
    await email.queue(database.db, activation('second@example.com'));
    worker.start();
    try {
      await expect.poll(() => sends.length, { timeout: 5000, interval: 20 }).toBe(2);
    } finally {
      await worker.stop();
    }
    const [first, second] = sends;
    if (!first || !second) throw new Error('two sendings expected');
    expect(second.started - first.ended).toBeGreaterThanOrEqual(45);
    expect(second.started - first.ended).toBeLessThan(250);
  });

  it('waits, when stopped, for the message in flight to be sent and recorded', async () => {
    let release: () => void = () => {};
    let sending = false;
    const slow: MailTransport = {
      kind: 'smtp',
      send: () =>
        new Promise<void>((resolve) => {
          sending = true;
          release = resolve;
        }),
      close: () => {},
    };
    const { email, worker } = setUp({ transport: slow });
    const id = await email.queue(database.db, activation());
    worker.start();
    await expect.poll(() => sending).toBe(true);

    let stopped = false;
    const stopping = worker.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(await rowOf(id)).toMatchObject({ status: 'sent' });
  });

  it('renders each template it queues, in the language asked', async () => {
    const { email } = setUp();
    const params = emailParams(SITE, 'es');
    const id = await email.queue(database.db, {
      template: 'newLead',
      to: 'admin@roadbook.example',
      language: 'es',
      params: params.newLead,
    });
    const row = await rowOf(id);
    expect(row.subject).toBe('Nueva agencia interesada: Atlantic Rentals');
    expect(row.text).toContain('Empresa: Atlantic Rentals SL');
    expect(row.html).toContain('<html lang="es">');
  });
});

describe('retry delays', () => {
  const policy = { retryBaseMs: 1000, retryMaxMs: 5000 };

  it.each([
    [1, 1000],
    [2, 2000],
    [3, 4000],
    [4, 5000],
    [30, 5000],
  ])('after attempt %i: %i ms, without jitter', (attempts, delay) => {
    expect(retryDelayMs(attempts, policy, () => 0)).toBe(delay);
  });

  it('add at most a tenth at random', () => {
    expect(retryDelayMs(2, policy, () => 0.999)).toBe(2199);
    expect(retryDelayMs(9, policy, () => 0.5)).toBe(5250);
  });
});
