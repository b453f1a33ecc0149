import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@roadbook/domain/constants';
import { sql } from 'drizzle-orm';
import type { ChangeFeed } from '../../db/change-feed';
import type { Database, DatabaseHandle } from '../../db/client';
import type { EmailAttachment } from '../../db/schema/email';
import {
  createMailTransport,
  redactSmtpUrl,
  type MailTransport,
  type SmtpTimeouts,
} from '../../integrations/email/mail-transport';
import { renderEmail, siteLink, type EmailTemplate, type EmailTemplateParams } from './email-templates';
import { createEmailWorker, type EmailWorker } from './email-worker';
import { countRecentEmails, insertEmailMessage } from './email.queries';

const EMAILS_CHANNEL = 'roadbook_emails';

/** The email settings (config.email). */
export interface EmailSettings {
  smtpUrl?: string | undefined;
  from: string;
  outboxDir: string;
  pollMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
}

export interface EmailServiceDependencies {
  database: DatabaseHandle;
  /** The site's address, for links (config.siteUrl). */
  siteUrl: string;
  settings: EmailSettings;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** How messages leave; by default SMTP when `settings.smtpUrl` is set, else the outbox folder. */
  transport?: MailTransport;
  /** SMTP waits (tests shorten them). */
  smtpTimeouts?: Partial<SmtpTimeouts>;
  /** Retry jitter (tests fix it). */
  random?: () => number;
}

/** A message to send: the template and its parameters, to whom, in which language. */
export interface EmailToQueue<T extends EmailTemplate> {
  template: T;
  to: string;
  language: Language;
  params: EmailTemplateParams[T];
  /** Files sent with it (a booking's calendar event). */
  attachments?: EmailAttachment[];
  /** Where answers go (the contact form's sender). */
  replyTo?: string;
}

export interface EmailService {
  /** Where messages go: an SMTP server, or the outbox folder (read by /api/dev/outbox). */
  readonly delivery: MailTransport['kind'];
  /**
   * Renders a message and queues it in `db`, the caller's transaction (or the database): it is sent
   * only if that transaction commits. Call `wake()` once it has. Resolves with the message's id.
   */
  queue<T extends EmailTemplate>(db: Database, email: EmailToQueue<T>): Promise<string>;
  /** How many messages of `template` were queued for `to` in the last `withinMs` (a sender's limit). */
  countRecent(
    db: Database,
    query: { template: EmailTemplate; to: string; withinMs: number },
  ): Promise<number>;
  /** An absolute link to a page of the site, opening in `language` (for a template's `link`). */
  link(path: `/${string}`, query: Readonly<Record<string, string>>, language: Language): string;
  /**
   * Sends queued messages now rather than at the next poll, wherever they are sent: this process,
   * or the background one (the channel `roadbook_emails`).
   */
  wake(): void;
  /** Starts sending (once the server is ready) and listening to the other processes' wakes. */
  start(): Promise<void>;
  /** Stops sending after the message in flight, then closes the transport (server shutdown). */
  close(): Promise<void>;
}

/** The email queue and its sender (product-rules.md § Accounts and forms, § Languages). */
export function createEmailService({
  database,
  siteUrl,
  settings,
  log,
  transport: givenTransport,
  smtpTimeouts,
  random,
}: EmailServiceDependencies): EmailService {
  const transport =
    givenTransport ??
    createMailTransport({
      smtpUrl: settings.smtpUrl,
      from: settings.from,
      outboxDir: settings.outboxDir,
      ...(smtpTimeouts ? { timeouts: smtpTimeouts } : {}),
    });
  const worker: EmailWorker = createEmailWorker({
    database: database.db,
    transport,
    log,
    pollMs: settings.pollMs,
    retryBaseMs: settings.retryBaseMs,
    retryMaxMs: settings.retryMaxMs,
    ...(random ? { random } : {}),
  });

  let wakes: ChangeFeed | undefined;
  let closed = false;

  return {
    delivery: transport.kind,
    async queue(db, { template, to, language, params, attachments = [], replyTo }) {
      const rendered = renderEmail(template, { language, siteUrl, params });
      return insertEmailMessage(db, {
        template,
        toAddress: to,
        language,
        ...rendered,
        attachments,
        replyTo: replyTo ?? null,
      });
    },
    countRecent: (db, query) => countRecentEmails(db, query),
    link: (path, query, language) => siteLink(siteUrl, path, query, language),
    wake() {
      worker.wake();
      database.db
        .execute(sql`select pg_notify(${EMAILS_CHANNEL}, '')`)
        .catch((error: unknown) =>
          log.warn({ err: error }, 'email: a wake was not told to the other processes'),
        );
    },
    async start() {
      log.info(
        transport.kind === 'smtp' && settings.smtpUrl
          ? `email: sending through ${redactSmtpUrl(settings.smtpUrl)}`
          : `email: no SMTP_URL, messages are written to ${settings.outboxDir}`,
      );
      worker.start();
      const feed = await database.listen(EMAILS_CHANNEL, {
        onNotify: () => worker.wake(),
        onGap: () => worker.wake(),
      });
      if (closed) await feed.close();
      else wakes = feed;
    },
    async close() {
      closed = true;
      await wakes?.close();
      await worker.stop();
      transport.close();
    },
  };
}
