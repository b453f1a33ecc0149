// The stored site settings: the one row of `site_settings` (absent until an admin first saves), with
// the name of the admin who saved it last.
import { eq } from 'drizzle-orm';
import type { SiteSettings } from '@roadbook/domain/contracts/site-settings';
import type { Database } from '../../db/client';
import { siteSettings } from '../../db/schema/site-settings';
import { users } from '../../db/schema/users';

/** Each setting as stored: null where the environment's value applies. */
export type StoredSettings = { [Key in keyof SiteSettings]: SiteSettings[Key] | null };

export interface StoredSettingsRow extends StoredSettings {
  updatedAt: Date;
  updatedBy: { id: string; fullName: string } | null;
}

const storedColumns = {
  maintenance: siteSettings.maintenance,
  hideSuppliers: siteSettings.hideSuppliers,
  minimumAge: siteSettings.minimumAge,
  paymentWindowMinutes: siteSettings.paymentWindowMinutes,
  lateCancellationFeePercent: siteSettings.lateCancellationFeePercent,
  maxLocationsPerSupplier: siteSettings.maxLocationsPerSupplier,
};

/** The stored row, or null before the first save; locked until the transaction ends when `lock`. */
export async function selectStoredSettings(db: Database, lock = false): Promise<StoredSettingsRow | null> {
  const query = db
    .select({
      ...storedColumns,
      updatedAt: siteSettings.updatedAt,
      updatedById: users.id,
      updatedByName: users.fullName,
    })
    .from(siteSettings)
    .leftJoin(users, eq(users.id, siteSettings.updatedBy))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: siteSettings }) : await query;
  if (row === undefined) return null;
  const { updatedById, updatedByName, ...settings } = row;
  return {
    ...settings,
    updatedBy:
      updatedById === null || updatedByName === null ? null : { id: updatedById, fullName: updatedByName },
  };
}

/** Makes the row exist (every setting null) so that a change can lock it. */
export async function ensureSettingsRow(tx: Database): Promise<void> {
  await tx.insert(siteSettings).values({ id: true }).onConflictDoNothing();
}

/** Stores every setting, saved by `adminId` at `now`. */
export async function updateStoredSettings(
  tx: Database,
  settings: SiteSettings,
  adminId: string,
  now: Date,
): Promise<void> {
  await tx
    .update(siteSettings)
    .set({ ...settings, updatedAt: now, updatedBy: adminId })
    .where(eq(siteSettings.id, true));
}
