import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { emailStatusEnum, languageEnum } from './enums';

/** A small text file sent with an email. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * The email queue: a message is written here, rendered, in the same transaction as the action that
 * causes it, and a worker sends it, retrying with back-off until the mail server takes it.
 */
export const emailMessages = pgTable(
  'email_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The template, for logs and tests (`accountActivation`, `passwordReset`…). */
    template: text('template').notNull(),
    toAddress: text('to_address').notNull(),
    language: languageEnum('language').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Files sent with the message (a booking's calendar event); forgotten with the body once sent. */
    attachments: jsonb('attachments').$type<EmailAttachment[]>().notNull().default([]),
    /** Where answers go (the contact form's sender), when not to the From address. */
    replyTo: text('reply_to'),
    /** A mailing list's one-click unsubscribe address (List-Unsubscribe, RFC 8058). */
    listUnsubscribe: text('list_unsubscribe'),
    status: emailStatusEnum('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('email_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'queued'`),
  ],
);
