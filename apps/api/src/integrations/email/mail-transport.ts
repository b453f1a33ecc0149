// How a rendered email leaves the server: through an SMTP server (SMTP_URL, smtp:// or smtps://) or,
// without one, as an .eml file in the outbox folder, where the /dev/outbox page reads it. Both build
// the same MIME message, with the queue's id as its Message-ID.
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { EmailAttachment } from '../../db/schema/email';

/** One rendered message of the queue. */
export interface OutgoingEmail {
  /** The queue's id: the Message-ID, so a message sent twice reads as one to the mail server. */
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: readonly EmailAttachment[];
  /** Where answers go, when not to the From address (the contact form's sender). */
  replyTo?: string | null;
  /** A mailing list's one-click unsubscribe address (RFC 2369 and RFC 8058 headers). */
  listUnsubscribe?: string | null;
}

export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  /** Resolves once the SMTP server accepted the message, or once its .eml file is complete. */
  send(message: OutgoingEmail): Promise<void>;
  close(): void;
}

export interface MailTransportOptions {
  /** `smtp://user:pass@host:587` or `smtps://…:465`; without it, messages go to `outboxDir`. */
  smtpUrl?: string | undefined;
  /** The From header: `Roadbook <no-reply@roadbook.example>`. */
  from: string;
  outboxDir: string;
  /** Longest waits of one delivery, in milliseconds (the defaults suit a real server). */
  timeouts?: Partial<SmtpTimeouts>;
}

export interface SmtpTimeouts {
  /** Establishing the TCP (and TLS) connection. */
  connectionMs: number;
  /** The server's greeting once connected. */
  greetingMs: number;
  /** Silence on an open connection. */
  socketMs: number;
}

export const SMTP_TIMEOUTS: SmtpTimeouts = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 30_000 };

/** `<ISO time, with - for : and .>-<uuid>.eml`: sorting the names sorts the messages by time. */
export const OUTBOX_FILE_NAME =
  /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}\.eml$/;

/** The domain of the From address, for Message-IDs (`localhost` when it has none). */
function domainOf(from: string): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from);
  return match?.[1] ?? 'localhost';
}

function mailOptions(from: string, message: OutgoingEmail) {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    attachments: message.attachments.map(({ filename, contentType, content }) => ({
      filename,
      contentType,
      content,
    })),
    messageId: `<${message.id}@${domainOf(from)}>`,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    ...(message.listUnsubscribe
      ? {
          list: { unsubscribe: message.listUnsubscribe },
          headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        }
      : {}),
  };
}

/** The SMTP address with its password replaced by `***`, for logs. */
export function redactSmtpUrl(smtpUrl: string): string {
  if (!URL.canParse(smtpUrl)) return 'smtp://***';
  const url = new URL(smtpUrl);
  if (url.password !== '') url.password = '***';
  return url.toString();
}

/** A number property of an unknown error (`responseCode`), if it has one. */
function numberProperty(error: unknown, name: string): number | undefined {
  if (typeof error !== 'object' || error === null || !(name in error)) return undefined;
  const value: unknown = Reflect.get(error, name);
  return typeof value === 'number' ? value : undefined;
}

function stringProperty(error: unknown, name: string): string | undefined {
  if (typeof error !== 'object' || error === null || !(name in error)) return undefined;
  const value: unknown = Reflect.get(error, name);
  return typeof value === 'string' ? value : undefined;
}

/**
 * Whether retrying the same message cannot help: the SMTP server refused it for good (a 5xx reply to
 * the sender, a recipient or the content; 503 only says the session was out of step). Refused
 * credentials (535) are the server's configuration, not the message's: those, 4xx replies, refused
 * connections and timeouts are transient, and the message waits for the next attempt.
 */
export function isPermanentSendFailure(error: unknown): boolean {
  const code = stringProperty(error, 'code');
  if (code === 'EAUTH' || code === 'ENOAUTH') return false;
  const responseCode = numberProperty(error, 'responseCode');
  return responseCode !== undefined && responseCode >= 500 && responseCode < 600 && responseCode !== 503;
}

/** One line saying why a delivery failed (kept as the message's last error and logged), at most 500 characters. */
export function describeSendFailure(error: unknown): string {
  const code = stringProperty(error, 'code');
  const responseCode = numberProperty(error, 'responseCode');
  const text = error instanceof Error ? error.message : String(error);
  const line = [code, responseCode, text.replace(/\s+/g, ' ').trim()]
    .filter((part) => part !== undefined && part !== '')
    .join(' ');
  return line.slice(0, 500);
}

function createSmtpTransport(smtpUrl: string, from: string, timeouts: SmtpTimeouts): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeouts.connectionMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.socketMs,
  });
  const password = URL.canParse(smtpUrl) ? decodeURIComponent(new URL(smtpUrl).password) : '';
  return {
    kind: 'smtp',
    async send(message) {
      try {
        await transporter.sendMail(mailOptions(from, message));
      } catch (error) {
        // An error text never carries the password; should a server echo it, it stops here.
        if (password !== '' && error instanceof Error && error.message.includes(password)) {
          error.message = error.message.split(password).join('***');
        }
        throw error;
      }
    },
    close() {
      transporter.close();
    },
  };
}

/** The outbox file name of a message written at `date`. */
export function outboxFileName(id: string, date: Date): string {
  return `${date.toISOString().replace(/[:.]/g, '-')}-${id}.eml`;
}

function createOutboxTransport(outboxDir: string, from: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      await fs.mkdir(outboxDir, { recursive: true });
      // The same message again (a lease that ran out mid-write) is not written twice.
      const existing = await fs.readdir(outboxDir);
      if (existing.some((name) => name.endsWith(`-${message.id}.eml`))) return;
      const info = await composer.sendMail(mailOptions(from, message));
      if (!Buffer.isBuffer(info.message)) throw new Error('outbox: the message was not buffered');
      const name = outboxFileName(message.id, new Date());
      // Written aside, then renamed: a reader never sees half a message.
      const temporary = path.join(outboxDir, `.${name}.${process.pid}.tmp`);
      await fs.writeFile(temporary, info.message);
      await fs.rename(temporary, path.join(outboxDir, name));
    },
    close() {
      composer.close();
    },
  };
}

/** SMTP when `smtpUrl` is set, else the outbox folder. */
export function createMailTransport({
  smtpUrl,
  from,
  outboxDir,
  timeouts,
}: MailTransportOptions): MailTransport {
  return smtpUrl
    ? createSmtpTransport(smtpUrl, from, { ...SMTP_TIMEOUTS, ...timeouts })
    : createOutboxTransport(outboxDir, from);
}
