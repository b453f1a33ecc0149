// Countries and locations in the back office (product-rules.md § Places, cars and suppliers), for
// admins: each named in every language; a code is one country's alone; a country with locations, or a
// location that a car serves or a booking used, is kept. Each change is one transaction with its audit
// event. The public lists and the search read the same tables, so a change shows there at once.
import type {
  AdminCountry,
  AdminCountryPage,
  AdminCountryQuery,
  AdminLocation,
  AdminLocationPage,
  AdminLocationQuery,
} from '@roadbook/domain/contracts/admin-places';
import { DomainError } from '@roadbook/domain/error-codes';
import type { CountryInput, LocationInput } from '@roadbook/domain/place-schemas';
import type { Database, DatabaseHandle } from '../../db/client';
import { loadListPage } from '../../db/list-page';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/pg-error';
import { invalidField } from '../../http/parse-input';
import type { BackOfficeUser } from '../../plugins/session';
import type { AuditService, AuditSnapshot } from '../../platform/audit/audit.service';
import {
  countCountries,
  countryWithCode,
  deleteCountry,
  insertCountry,
  lockCountry,
  selectCountry,
  selectCountryPage,
  updateCountry,
  type CountryRow,
} from './admin-countries.queries';
import {
  countLocations,
  deleteLocation,
  insertLocation,
  lockLocation,
  selectLocation,
  selectLocationPage,
  shareLockCountry,
  updateLocation,
  type LocationRow,
} from './admin-locations.queries';

export interface AdminPlacesServiceDependencies {
  database: DatabaseHandle;
  audit: Pick<AuditService, 'record'>;
}

function toCountry(row: CountryRow): AdminCountry {
  return { id: row.id, code: row.code, names: row.names, locationCount: row.location_count };
}

function toLocation(row: LocationRow): AdminLocation {
  return {
    id: row.id,
    names: row.names,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    country: { id: row.country_id, code: row.country_code, names: row.country_names },
    carCount: row.car_count,
    bookingCount: row.booking_count,
  };
}

/** What the audit trail keeps of a country: its code and names. */
function countrySnapshot({ locationCount: _count, ...fields }: AdminCountry): AuditSnapshot {
  return fields;
}

/** What the audit trail keeps of a location: its own fields, its country by id and code. */
function locationSnapshot({ carCount: _cars, bookingCount: _bookings, country, ...fields }: AdminLocation) {
  return { ...fields, countryId: country.id, countryCode: country.code } satisfies AuditSnapshot;
}

export function createAdminPlacesService({ database, audit }: AdminPlacesServiceDependencies) {
  const { db } = database;

  async function readCountry(tx: Database, id: string): Promise<AdminCountry> {
    const row = await selectCountry(tx, id);
    if (!row) throw new DomainError('common.notFound');
    return toCountry(row);
  }

  async function readLocation(tx: Database, id: string): Promise<AdminLocation> {
    const row = await selectLocation(tx, id);
    if (!row) throw new DomainError('common.notFound');
    return toLocation(row);
  }

  /** 400 with validation.countryCodeTaken on `code` when another country has it. */
  async function checkCodeFree(tx: Database, code: string, exceptId?: string) {
    if ((await countryWithCode(tx, code, exceptId)) !== undefined)
      throw invalidField('code', 'validation.countryCodeTaken', 'body');
  }

  /** 400 with validation.invalidValue on `countryId` when no such country; kept until commit. */
  async function checkCountry(tx: Database, countryId: string) {
    if (!(await shareLockCountry(tx, countryId)))
      throw invalidField('countryId', 'validation.invalidValue', 'body');
  }

  /**
   * Runs `change` in a transaction; a code another change took meanwhile (the unique index refused
   * it) is the same field error as one taken before.
   */
  async function withCodeUnique<T>(change: (tx: Database) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(change);
    } catch (error) {
      if (pgErrorCode(error) === UNIQUE_VIOLATION)
        throw invalidField('code', 'validation.countryCodeTaken', 'body');
      throw error;
    }
  }

  return {
    /** GET /api/admin/countries, by code. */
    async listCountries(query: AdminCountryQuery): Promise<AdminCountryPage> {
      const { rows, ...paging } = await loadListPage(
        query,
        (window) => selectCountryPage(db, query, window),
        () => countCountries(db, query),
      );
      return { countries: rows.map(toCountry), ...paging };
    },

    createCountry(admin: BackOfficeUser, input: CountryInput): Promise<AdminCountry> {
      return withCodeUnique(async (tx) => {
        await checkCodeFree(tx, input.code);
        const id = await insertCountry(tx, input);
        const after = await readCountry(tx, id);
        await audit.record(tx, {
          actorId: admin.id,
          action: 'create',
          recordKind: 'country',
          recordId: id,
          recordLabel: after.names.en,
          before: null,
          after: countrySnapshot(after),
        });
        return after;
      });
    },

    updateCountry(admin: BackOfficeUser, id: string, input: CountryInput): Promise<AdminCountry> {
      return withCodeUnique(async (tx) => {
        if (!(await lockCountry(tx, id))) throw new DomainError('common.notFound');
        await checkCodeFree(tx, input.code, id);
        const before = await readCountry(tx, id);
        await updateCountry(tx, id, input);
        const after = await readCountry(tx, id);
        await audit.record(tx, {
          actorId: admin.id,
          action: 'update',
          recordKind: 'country',
          recordId: id,
          recordLabel: after.names.en,
          before: countrySnapshot(before),
          after: countrySnapshot(after),
        });
        return after;
      });
    },

    /** 409 places.countryHasLocations while any location is in it. */
    deleteCountry(admin: BackOfficeUser, id: string): Promise<void> {
      return db.transaction(async (tx) => {
        if (!(await lockCountry(tx, id))) throw new DomainError('common.notFound');
        const before = await readCountry(tx, id);
        if (before.locationCount > 0) throw new DomainError('places.countryHasLocations');
        await deleteCountry(tx, id);
        await audit.record(tx, {
          actorId: admin.id,
          action: 'delete',
          recordKind: 'country',
          recordId: id,
          recordLabel: before.names.en,
          before: countrySnapshot(before),
          after: null,
        });
      });
    },

    /** GET /api/admin/locations, by English name. */
    async listLocations(query: AdminLocationQuery): Promise<AdminLocationPage> {
      const { rows, ...paging } = await loadListPage(
        query,
        (window) => selectLocationPage(db, query, window),
        () => countLocations(db, query),
      );
      return { locations: rows.map(toLocation), ...paging };
    },

    getLocation: (id: string) => readLocation(db, id),

    createLocation(admin: BackOfficeUser, input: LocationInput): Promise<AdminLocation> {
      return db.transaction(async (tx) => {
        await checkCountry(tx, input.countryId);
        const id = await insertLocation(tx, input);
        const after = await readLocation(tx, id);
        await audit.record(tx, {
          actorId: admin.id,
          action: 'create',
          recordKind: 'location',
          recordId: id,
          recordLabel: after.names.en,
          before: null,
          after: locationSnapshot(after),
        });
        return after;
      });
    },

    updateLocation(admin: BackOfficeUser, id: string, input: LocationInput): Promise<AdminLocation> {
      return db.transaction(async (tx) => {
        if (!(await lockLocation(tx, id))) throw new DomainError('common.notFound');
        await checkCountry(tx, input.countryId);
        const before = await readLocation(tx, id);
        await updateLocation(tx, id, input);
        const after = await readLocation(tx, id);
        await audit.record(tx, {
          actorId: admin.id,
          action: 'update',
          recordKind: 'location',
          recordId: id,
          recordLabel: after.names.en,
          before: locationSnapshot(before),
          after: locationSnapshot(after),
        });
        return after;
      });
    },

    /** 409 places.locationInUse while a car serves it or a booking used it. */
    deleteLocation(admin: BackOfficeUser, id: string): Promise<void> {
      return db.transaction(async (tx) => {
        if (!(await lockLocation(tx, id))) throw new DomainError('common.notFound');
        const before = await readLocation(tx, id);
        if (before.carCount > 0 || before.bookingCount > 0) throw new DomainError('places.locationInUse');
        await deleteLocation(tx, id);
        await audit.record(tx, {
          actorId: admin.id,
          action: 'delete',
          recordKind: 'location',
          recordId: id,
          recordLabel: before.names.en,
          before: locationSnapshot(before),
          after: null,
        });
      });
    },
  };
}

export type AdminPlacesService = ReturnType<typeof createAdminPlacesService>;
