import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/users';

/** The admins who take email notifications: their addresses and languages. */
export function selectAdminRecipients(db: Database) {
  return db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(
      and(
        eq(users.type, 'admin'),
        eq(users.enableEmailNotifications, true),
        eq(users.isBlacklisted, false),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(asc(users.email));
}
