// Admins for the tests of admin notices: who should hear of something, and what they were sent.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { emailMessages } from '../db/schema/email';
import { users } from '../db/schema/users';
import { createAccount, emailWithBody, type MailContext } from './accounts.fixture';

/** ADMIN_EMAIL in the tests. */
export const TEST_ADMIN_EMAIL = 'ops@roadbook.test';

/**
 * Two admins who take email notifications (French and English), one who turned them off, and a
 * supplier and a driver, who never get admin notices.
 */
export async function createAdminRecipients(db: Database) {
  const french = await createAccount(db, { type: 'admin', email: 'chef@roadbook.test', language: 'fr' });
  const english = await createAccount(db, { type: 'admin', email: 'boss@roadbook.test', language: 'en' });
  const muted = await createAccount(db, { type: 'admin', email: 'quiet@roadbook.test', language: 'en' });
  await db.update(users).set({ enableEmailNotifications: false }).where(eq(users.id, muted.id));
  const supplier = await createAccount(db, { type: 'supplier', email: 'agency@roadbook.test' });
  const driver = await createAccount(db, { type: 'user', email: 'driver@roadbook.test' });
  return { french, english, muted, supplier, driver };
}

/** The messages of `template` queued so far, oldest first, with their address, language and body. */
export async function noticesOf(ctx: MailContext, template: 'newLead' | 'newSupplier') {
  const rows = await ctx.database.db
    .select()
    .from(emailMessages)
    .where(eq(emailMessages.template, template))
    .orderBy(asc(emailMessages.createdAt), asc(emailMessages.toAddress));
  const withBodies = await Promise.all(rows.map((row) => emailWithBody(ctx.dataDir, row)));
  return withBodies.map(({ toAddress, language, subject, text }) => ({
    to: toAddress,
    language,
    subject,
    text,
  }));
}
