import { pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { languageEnum } from './enums';

export const subscriptionStatusEnum = pgEnum('subscription_status', [
  'pending',
  'subscribed',
  'unsubscribed',
]);

/**
 * The mailing list (content/mailing-list): an address is `pending` until its owner follows the
 * confirmation link (double opt-in), then `subscribed` until they unsubscribe from any of its emails.
 */
export const mailingListSubscribers = pgTable('mailing_list_subscribers', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  /** The language of its emails: the page's when subscribing. */
  language: languageEnum('language').notNull(),
  status: subscriptionStatusEnum('status').notNull(),
  /** SHA-256 of the pending confirmation link's token. */
  confirmTokenHash: text('confirm_token_hash').unique(),
  confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
  /** In every email of the list: it can only unsubscribe this address. */
  unsubscribeToken: text('unsubscribe_token').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
});
