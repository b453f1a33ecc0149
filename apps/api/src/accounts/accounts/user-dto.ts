import type { User } from '@roadbook/domain/contracts/accounts';
import { uploadUrl } from '../../http/upload-url';
import type { users } from '../../db/schema/users';

export type UserRow = typeof users.$inferSelect;

/** An account as the pages see it: never its password hash or its licence's file name. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    type: row.type,
    fullName: row.fullName,
    email: row.email,
    language: row.language,
    enableEmailNotifications: row.enableEmailNotifications,
    avatar: uploadUrl(row.avatar),
    phone: row.phone,
    bio: row.bio,
    location: row.location,
    birthDate: row.birthDate,
    isVerified: row.isVerified,
    hasPassword: row.passwordHash !== null,
    hasLicence: row.licence !== null,
    supplier:
      row.type === 'supplier'
        ? {
            isApproved: row.approvedAt !== null,
            priceChangeRate: row.priceChangeRate,
            isPayAtCounterAllowed: row.isPayAtCounterAllowed ?? false,
            isLicenceRequired: row.isLicenceRequired ?? false,
            minimumRentalDays: row.minimumRentalDays ?? 1,
          }
        : null,
  };
}
