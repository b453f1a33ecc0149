import { and, eq, isNull } from 'drizzle-orm';
import type { SupplierSettings } from '@roadbook/domain/supplier-settings-schema';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/users';

/** Sets a supplier's settings; false when no supplier account has that id. */
export async function updateSupplierSettings(
  db: Database,
  supplierId: string,
  settings: SupplierSettings,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({
      priceChangeRate: settings.priceChangeRate,
      isPayAtCounterAllowed: settings.isPayAtCounterAllowed,
      isLicenceRequired: settings.isLicenceRequired,
      minimumRentalDays: settings.minimumRentalDays,
      updatedAt: new Date(),
    })
    .where(and(eq(users.id, supplierId), eq(users.type, 'supplier'), isNull(users.deletedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}
