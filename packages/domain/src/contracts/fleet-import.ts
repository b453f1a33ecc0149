// The back office's CSV import of a fleet (POST /api/admin/cars/import/preview and /import): the
// file's columns, its limits and the answers, so that the web app can offer the sample, check a file's
// size before sending it and show each row's errors by line and column. Prices by date are not
// imported (a car's date ranges are set in the editor).
import * as z from 'zod/mini';
import { ERROR_CODES } from '../error-codes';

/** The largest file accepted (upload.tooLarge beyond) and the most cars one file may hold (validation.tooMany). */
export const FLEET_IMPORT_MAX_BYTES = 1_000_000;
export const FLEET_IMPORT_MAX_ROWS = 1000;

/** Every column a file may have, by header name (case aside, in any order), in the sample's order. */
export const FLEET_IMPORT_COLUMNS = [
  'name',
  'supplier',
  'licencePlate',
  'size',
  'fuelType',
  'gearbox',
  'seats',
  'doors',
  'aircon',
  'multimedia',
  'mileage',
  'fuelPolicy',
  'deposit',
  'minimumAge',
  'isLicenceRequired',
  'availability',
  'isFullyBooked',
  'isComingSoon',
  'dailyPrice',
  'discountedDailyPrice',
  'weeklyPrice',
  'discountedWeeklyPrice',
  'biWeeklyPrice',
  'discountedBiWeeklyPrice',
  'monthlyPrice',
  'discountedMonthlyPrice',
  'cancellation',
  'amendments',
  'theftProtection',
  'collisionDamageWaiver',
  'fullInsurance',
  'additionalDriver',
  'locations',
] as const;
export type FleetImportColumn = (typeof FLEET_IMPORT_COLUMNS)[number];

/**
 * Columns a file must have (400 import.missingColumn { column } without one); `supplier` too when an
 * admin imports. Every other column, when missing or left empty, takes its default (fleet-import.ts).
 */
export const FLEET_IMPORT_REQUIRED_COLUMNS = [
  'name',
  'size',
  'fuelType',
  'gearbox',
  'seats',
  'doors',
  'mileage',
  'deposit',
  'dailyPrice',
  'locations',
] as const satisfies readonly FleetImportColumn[];

/** What is wrong in one cell: its column ('' for the row as a whole), the code and its values. */
export const FleetImportFieldErrorSchema = z.object({
  field: z.enum([...FLEET_IMPORT_COLUMNS, ''] as const),
  code: z.enum(ERROR_CODES),
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});
export type FleetImportFieldError = z.infer<typeof FleetImportFieldErrorSchema>;

/** One car of the file: its line in the file (the header is line 1), its name as written, its errors. */
export const FleetImportRowSchema = z.object({
  line: z.int().check(z.positive()),
  name: z.string(),
  errors: z.array(FleetImportFieldErrorSchema),
});
export type FleetImportRow = z.infer<typeof FleetImportRowSchema>;

/**
 * POST /api/admin/cars/import/preview → every row with its errors (none when it can be imported) and
 * the counts; also the `details` of a refused import (400 import.rowsInvalid). `ignoredColumns` are the
 * header's names that are not columns of the import, as written.
 */
export const FleetImportPreviewSchema = z.object({
  rows: z.array(FleetImportRowSchema),
  valid: z.int().check(z.nonnegative()),
  invalid: z.int().check(z.nonnegative()),
  ignoredColumns: z.array(z.string()),
});
export type FleetImportPreview = z.infer<typeof FleetImportPreviewSchema>;

/** POST /api/admin/cars/import → 201: the cars written, in the file's order. */
export const FleetImportResultSchema = z.object({
  created: z.int().check(z.nonnegative()),
  cars: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type FleetImportResult = z.infer<typeof FleetImportResultSchema>;
