// The fleet's CSV import (product-rules.md § Back office): each row of a file checked as the editor
// checks a car (CarInputSchema, fleet-import.ts), with the supplier an admin names by email and the
// places named in the file found in the database; then, only when every row is valid, every car
// written with its places and its audit event in one transaction — a file is imported whole or not at
// all. The preview runs the same checks and writes nothing. Prices by date are not imported.
import { randomUUID } from 'node:crypto';
import type { CarInput } from '@roadbook/domain/car-schema';
import type {
  FleetImportFieldError,
  FleetImportPreview,
  FleetImportResult,
} from '@roadbook/domain/contracts/fleet-import';
import { DomainError } from '@roadbook/domain/error-codes';
import type { Database, DatabaseHandle } from '../../db/client';
import type { BackOfficeUser } from '../../plugins/session';
import type { AuditService } from '../../platform/audit/audit.service';
import type { CurrentSiteSettings } from '../../platform/site-settings/site-settings.service';
import { checkRow, placesOf, readSheet, type ImportSheet } from './fleet-import';
import {
  insertCarLocations,
  insertCarRecords,
  selectImportAccounts,
  selectPlacesByName,
  type ImportAccount,
} from './fleet-import.queries';
import { carSnapshot, carValuesOf, toFleetCar } from './fleet-car';
import { FLEET_IMPORT_SAMPLE } from './fleet-import-sample';
import { isPastPlaceLimit, selectSupplierPlaces } from './supplier-locations';

export interface FleetImportServiceDependencies {
  database: DatabaseHandle;
  audit: Pick<AuditService, 'record'>;
  /** The site settings now: the most places one supplier's cars serve (maxLocationsPerSupplier). */
  siteSettings: CurrentSiteSettings;
}

/** A row once checked: the car to write and its owner when it is valid. */
type CheckedRow = { car: CarInput; owner: ImportAccount } | { car: null; owner: null };

const unique = (values: readonly string[]) => [...new Set(values)];

export function createFleetImportService({ database, audit, siteSettings }: FleetImportServiceDependencies) {
  const { db } = database;

  /**
   * Every row of `sheet` checked with what the database holds: the supplier each row of an admin's
   * file names (a supplier account, else validation.invalidValue at `supplier`), or the importing
   * supplier; the places; the places each supplier's cars would serve, at most `maxPlaces`. Locked
   * until the transaction ends when `lock`.
   */
  async function checkSheet(
    tx: Database,
    user: BackOfficeUser,
    sheet: ImportSheet,
    lock: boolean,
    maxPlaces: number,
  ): Promise<{ preview: FleetImportPreview; checked: CheckedRow[] }> {
    const isAdmin = user.type === 'admin';
    const emails = unique(sheet.rows.flatMap((row) => row.supplierEmail ?? []));
    const accounts = await selectImportAccounts(tx, isAdmin ? { emails } : { id: user.id }, lock);
    const suppliers = new Map(
      accounts.filter((account) => account.type === 'supplier').map((account) => [account.email, account]),
    );
    const self = accounts.find((account) => account.id === user.id);
    // A session names a live account: only an account deleted meanwhile has none.
    if (!isAdmin && self === undefined) throw new DomainError('auth.unauthenticated');
    const places = await selectPlacesByName(tx, unique(sheet.rows.flatMap((row) => row.placeNames)), lock);
    // What each supplier serves so far, growing with the rows that name it, in the file's order.
    const served = await selectSupplierPlaces(
      tx,
      unique(accounts.filter((account) => account.type === 'supplier').map((account) => account.id)),
    );

    const checked: CheckedRow[] = [];
    const rows = sheet.rows.map((row) => {
      const owner = isAdmin ? suppliers.get(row.supplierEmail ?? '') : self;
      const errors: FleetImportFieldError[] = [];
      if (isAdmin && row.supplierEmail !== null && owner === undefined) {
        errors.push({ field: 'supplier', code: 'validation.invalidValue' });
      }
      const { locationIds, error } = placesOf(row.placeNames, places);
      if (error) errors.push(error);
      if (owner !== undefined && locationIds.length > 0) {
        const current = served.get(owner.id) ?? { all: new Set<string>(), others: new Set<string>() };
        if (isPastPlaceLimit(current, locationIds, maxPlaces)) {
          errors.push({
            field: 'locations',
            code: 'validation.maxLocationsReached',
            params: { max: maxPlaces },
          });
        } else {
          for (const id of locationIds) {
            current.all.add(id);
            current.others.add(id);
          }
          served.set(owner.id, current);
        }
      }
      const result = checkRow(row, {
        ...(isAdmin && owner ? { supplierId: owner.id } : {}),
        locationIds,
        errors,
      });
      checked.push(result.car && owner ? { car: result.car, owner } : { car: null, owner: null });
      return { line: row.line, name: row.name, errors: result.errors };
    });
    const valid = rows.filter((row) => row.errors.length === 0).length;
    return {
      preview: { rows, valid, invalid: rows.length - valid, ignoredColumns: sheet.ignoredColumns },
      checked,
    };
  }

  return {
    /** POST /api/admin/cars/import/preview: every row of the file with its errors; nothing is written. */
    async preview(user: BackOfficeUser, file: Uint8Array): Promise<FleetImportPreview> {
      const sheet = readSheet(file, user.type);
      const { maxLocationsPerSupplier } = await siteSettings();
      return (await checkSheet(db, user, sheet, false, maxLocationsPerSupplier)).preview;
    },

    /**
     * POST /api/admin/cars/import: every car of the file, with its places and audit event, in one
     * transaction; when any row has an error, nothing (400 import.rowsInvalid, the preview as details).
     */
    async importCars(user: BackOfficeUser, file: Uint8Array): Promise<FleetImportResult> {
      const sheet = readSheet(file, user.type);
      // Read before the transaction: it may need the database.
      const { maxLocationsPerSupplier } = await siteSettings();
      return db.transaction(async (tx) => {
        const { preview, checked } = await checkSheet(tx, user, sheet, true, maxLocationsPerSupplier);
        if (preview.invalid > 0) throw new DomainError('import.rowsInvalid', {}, preview);
        const written = checked.map(({ car, owner }) => {
          if (car === null) throw new Error('a valid row has its car');
          return { id: randomUUID(), car, owner };
        });
        const records = await insertCarRecords(
          tx,
          written.map(({ id, car, owner }) => ({ id, ...carValuesOf(car, owner.id) })),
        );
        await insertCarLocations(
          tx,
          written.flatMap(({ id, car }) => car.locationIds.map((locationId) => ({ carId: id, locationId }))),
        );
        const cars: FleetImportResult['cars'] = [];
        for (const { id, car, owner } of written) {
          const record = records.get(id);
          if (record === undefined) throw new Error('car not inserted');
          const after = toFleetCar({
            car: record,
            supplierName: owner.fullName,
            supplierLogo: owner.avatar,
            dateBasedPrices: [],
            // In the order the editor reads them (fleet.queries.ts, selectLocationIds).
            locationIds: [...car.locationIds].sort(),
            bookingCount: 0,
          });
          await audit.record(tx, {
            actorId: user.id,
            action: 'create',
            recordKind: 'car',
            recordId: id,
            recordLabel: record.name,
            before: null,
            after: carSnapshot(after),
          });
          cars.push({ id, name: record.name });
        }
        return { created: cars.length, cars };
      });
    },

    /** GET /api/admin/cars/import/sample: a file of three cars at the demo data's places. */
    importSample(): string {
      return FLEET_IMPORT_SAMPLE;
    },
  };
}

export type FleetImportService = ReturnType<typeof createFleetImportService>;
