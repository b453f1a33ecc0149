import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Language } from '@roadbook/domain/constants';
import type { Database } from '../../db/client';
import { emailMessages, type EmailAttachment } from '../../db/schema/email';

/** A rendered message to queue. */
export interface NewEmailMessage {
  template: string;
  toAddress: string;
  language: Language;
  subject: string;
  html: string;
  text: string;
  attachments?: EmailAttachment[];
  replyTo?: string | null;
  listUnsubscribe?: string | null;
}

/**
 * Queues a message, due now. `db` is the database or the caller's transaction: the message exists
 * only if the action that causes it commits.
 */
export async function insertEmailMessage(db: Database, message: NewEmailMessage): Promise<string> {
  const [row] = await db.insert(emailMessages).values(message).returning({ id: emailMessages.id });
  if (!row) throw new Error('email message not inserted');
  return row.id;
}

const CountRowsSchema = z.object({ rows: z.tuple([z.object({ count: z.coerce.number() })]) });

/** How many messages of `template` were queued for `to` in the last `withinMs`. */
export async function countRecentEmails(
  db: Database,
  { template, to, withinMs }: { template: string; to: string; withinMs: number },
): Promise<number> {
  const result = await db.execute(sql`
    select count(*) as count from email_messages
    where template = ${template} and to_address = ${to}
      and created_at > now() - ${withinMs}::double precision * interval '1 millisecond'`);
  return CountRowsSchema.parse(result).rows[0].count;
}

const ClaimedRowsSchema = z.object({
  rows: z.array(
    z.object({
      id: z.string(),
      to_address: z.string(),
      subject: z.string(),
      html: z.string(),
      text: z.string(),
      attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() })),
      reply_to: z.string().nullable(),
      list_unsubscribe: z.string().nullable(),
      attempts: z.number(),
    }),
  ),
});

export interface ClaimedEmailMessage {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: EmailAttachment[];
  replyTo: string | null;
  listUnsubscribe: string | null;
  /** Attempts so far, this one included. */
  attempts: number;
}

/**
 * Takes up to `limit` due messages for one sender, oldest due first, counting the attempt: each is
 * leased (not due again) for `leaseMs`. A sender that dies mid-send leaves its messages to come due
 * again when the lease ends; two senders never take the same message (`skip locked`).
 */
export async function claimDueEmailMessages(
  db: Database,
  { limit, leaseMs }: { limit: number; leaseMs: number },
): Promise<ClaimedEmailMessage[]> {
  const result = await db.execute(sql`
    with due as (
      select id from email_messages
      where status = 'queued' and next_attempt_at <= now()
      order by next_attempt_at, created_at
      limit ${limit}
      for update skip locked
    )
    update email_messages m
    set next_attempt_at = now() + ${leaseMs}::double precision * interval '1 millisecond', attempts = m.attempts + 1
    from due
    where m.id = due.id
    returning m.id, m.to_address, m.subject, m.html, m.text, m.attachments, m.reply_to, m.list_unsubscribe,
      m.attempts`);
  return ClaimedRowsSchema.parse(result).rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    html: row.html,
    text: row.text,
    attachments: row.attachments,
    replyTo: row.reply_to,
    listUnsubscribe: row.list_unsubscribe,
    attempts: row.attempts,
  }));
}

const stillQueued = (id: string) => and(eq(emailMessages.id, id), eq(emailMessages.status, 'queued'));

/**
 * A message's body once it has left (or never will): emptied, since it may hold a live sign-in
 * link that a copy of the table must not give away. The subject and the template stay, for the
 * record.
 */
const FORGOTTEN_BODY = { html: '', text: '', attachments: [] };

export async function markEmailSent(db: Database, id: string): Promise<void> {
  await db
    .update(emailMessages)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null, ...FORGOTTEN_BODY })
    .where(stillQueued(id));
}

/** A failed attempt that may succeed later: due again in `retryInMs`. */
export async function recordEmailFailure(
  db: Database,
  id: string,
  { error, retryInMs }: { error: string; retryInMs: number },
): Promise<void> {
  await db
    .update(emailMessages)
    .set({
      lastError: error,
      nextAttemptAt: sql`now() + ${retryInMs}::double precision * interval '1 millisecond'`,
    })
    .where(stillQueued(id));
}

/** The mail server refused the message for good: it is never tried again. */
export async function markEmailFailed(db: Database, id: string, error: string): Promise<void> {
  await db
    .update(emailMessages)
    .set({ status: 'failed', lastError: error, ...FORGOTTEN_BODY })
    .where(stillQueued(id));
}
