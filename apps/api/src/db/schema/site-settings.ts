import { sql, type SQL } from 'drizzle-orm';
import { boolean, check, integer, pgTable, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { SITE_SETTINGS_LIMITS } from '@roadbook/domain/contracts/site-settings';
import { users } from './users';

/** `column` is null (the environment's value applies) or within the setting's limits. */
function withinLimits(column: AnyPgColumn, { min, max }: { min: number; max: number }): SQL {
  return sql`${column} is null or ${column} between ${sql.raw(String(min))} and ${sql.raw(String(max))}`;
}

/**
 * The settings admins change while the site runs (platform/site-settings): one row at most, its key
 * always true. One row with a typed column per setting, rather than key/value rows, because the
 * settings are a fixed, short list read together on every request that needs one: each column keeps
 * its own type and range check, one read gives them all, and a change locks one row. A null column
 * (or no row, before an admin first saves) leaves the environment's value in effect.
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: boolean('id').primaryKey().default(true),
    maintenance: boolean('maintenance'),
    hideSuppliers: boolean('hide_suppliers'),
    minimumAge: integer('minimum_age'),
    paymentWindowMinutes: integer('payment_window_minutes'),
    lateCancellationFeePercent: integer('late_cancellation_fee_percent'),
    maxLocationsPerSupplier: integer('max_locations_per_supplier'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The admin who saved them last; null once their account is gone. */
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('site_settings_one_row_check', sql`${t.id}`),
    check('site_settings_minimum_age_check', withinLimits(t.minimumAge, SITE_SETTINGS_LIMITS.minimumAge)),
    check(
      'site_settings_payment_window_check',
      withinLimits(t.paymentWindowMinutes, SITE_SETTINGS_LIMITS.paymentWindowMinutes),
    ),
    check(
      'site_settings_late_fee_check',
      withinLimits(t.lateCancellationFeePercent, SITE_SETTINGS_LIMITS.lateCancellationFeePercent),
    ),
    check(
      'site_settings_max_locations_check',
      withinLimits(t.maxLocationsPerSupplier, SITE_SETTINGS_LIMITS.maxLocationsPerSupplier),
    ),
  ],
);
