import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Language } from '@roadbook/domain/constants';
import type { Database } from '../../db/client';

const SubscriberRowsSchema = z.object({
  rows: z.array(
    z.object({
      id: z.string(),
      email: z.string(),
      language: z.enum(['en', 'fr', 'es']),
      status: z.enum(['pending', 'subscribed', 'unsubscribed']),
      unsubscribe_token: z.string(),
      confirm_expires_at: z.coerce.date().nullable(),
    }),
  ),
});
export type Subscriber = z.infer<typeof SubscriberRowsSchema>['rows'][number];

const COLUMNS = sql`id, email, language, status, unsubscribe_token, confirm_expires_at`;

/** The subscriber of `email`, locked until the transaction ends; null when unknown. */
export async function lockSubscriber(tx: Database, email: string): Promise<Subscriber | null> {
  const result = await tx.execute(sql`
    select ${COLUMNS} from mailing_list_subscribers where email = ${email} for update`);
  return SubscriberRowsSchema.parse(result).rows[0] ?? null;
}

/**
 * Makes `email` wait for its confirmation (a new address, or one that had left or never confirmed):
 * the new link replaces any earlier one.
 */
export async function awaitConfirmation(
  tx: Database,
  values: {
    email: string;
    language: Language;
    confirmTokenHash: string;
    expiresAt: Date;
    unsubscribeToken: string;
  },
): Promise<void> {
  await tx.execute(sql`
    insert into mailing_list_subscribers
      (email, language, status, confirm_token_hash, confirm_expires_at, unsubscribe_token)
    values (${values.email}, ${values.language}, 'pending', ${values.confirmTokenHash},
      ${values.expiresAt.toISOString()}, ${values.unsubscribeToken})
    on conflict (email) do update set
      language = excluded.language,
      status = 'pending',
      confirm_token_hash = excluded.confirm_token_hash,
      confirm_expires_at = excluded.confirm_expires_at
    where mailing_list_subscribers.status <> 'subscribed'`);
}

/**
 * Confirms the address whose live link has this hash: pending → subscribed (`confirmed` true), or
 * already subscribed by this link (a second click). Null when the link is unknown or expired.
 */
export async function confirmByTokenHash(tx: Database, tokenHash: string) {
  const result = await tx.execute(sql`
    with found as (
      select id, status from mailing_list_subscribers
      where confirm_token_hash = ${tokenHash} and confirm_expires_at > now() and status <> 'unsubscribed'
      for update
    )
    update mailing_list_subscribers s
    set status = 'subscribed', confirmed_at = coalesce(s.confirmed_at, now()), unsubscribed_at = null
    from found
    where s.id = found.id
    returning s.id, s.email, s.language, s.status, s.unsubscribe_token, s.confirm_expires_at,
      (found.status = 'pending') as confirmed`);
  const row = z
    .object({ rows: z.array(SubscriberRowsSchema.shape.rows.element.extend({ confirmed: z.boolean() })) })
    .parse(result).rows[0];
  return row ?? null;
}

/** Unsubscribes the address of this token (again, if it already was); null when unknown. */
export async function unsubscribeByToken(db: Database, token: string): Promise<Subscriber | null> {
  const result = await db.execute(sql`
    update mailing_list_subscribers
    set status = 'unsubscribed',
      unsubscribed_at = case when status = 'unsubscribed' then unsubscribed_at else now() end,
      confirm_token_hash = null
    where unsubscribe_token = ${token}
    returning ${COLUMNS}`);
  return SubscriberRowsSchema.parse(result).rows[0] ?? null;
}
