// The back office's fleet (product-rules.md § Back office): a supplier runs its own cars, an admin
// every car. Each change — a car written, copied, removed, its image changed — runs in one
// transaction with its audit event; a car another supplier owns does not exist for the reader (404).
// The search reads the cars table itself (nothing caches its answers), so it shows a change at once.
// A CSV import of many cars is fleet-import.service.ts's.
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { CarInput } from '@roadbook/domain/car-schema';
import type { CarRemoval, FleetCar, FleetPage, FleetQuery } from '@roadbook/domain/contracts/fleet';
import { DomainError } from '@roadbook/domain/error-codes';
import { withCode } from '@roadbook/domain/schema-fields';
import type { Database, DatabaseHandle } from '../../db/client';
import { loadListPage } from '../../db/list-page';
import { invalidField, parseRequestPart } from '../../http/parse-input';
import { uploadUrl } from '../../http/upload-url';
import type { FileStore } from '../../integrations/storage/file-store';
import { toCarImage } from '../../integrations/storage/image-upload';
import type { BackOfficeUser } from '../../plugins/session';
import type { AuditService } from '../../platform/audit/audit.service';
import type { CurrentSiteSettings } from '../../platform/site-settings/site-settings.service';
import { fleetScopeOf, type FleetScope } from '../../platform/fleet-scope/fleet-scope';
import { carSnapshot, carValuesOf, toFleetCar } from './fleet-car';
import { createFleetImportService } from './fleet-import.service';
import {
  countCarBookings,
  countFleet,
  deleteCar,
  insertCar,
  isCarImageShared,
  lockLocations,
  lockSupplier,
  replaceCarLocations,
  replaceDateRanges,
  selectCarRecord,
  selectDateRanges,
  selectFleetPage,
  selectLocationIds,
  updateCar,
} from './fleet.queries';
import { isPastPlaceLimit, selectSupplierPlaces } from './supplier-locations';

export interface FleetServiceDependencies {
  database: DatabaseHandle;
  files: Pick<FileStore, 'savePublic' | 'removePublic'>;
  audit: Pick<AuditService, 'record'>;
  /** The site settings now: the most places one supplier's cars serve (maxLocationsPerSupplier). */
  siteSettings: CurrentSiteSettings;
  log: FastifyBaseLogger;
}

/** An admin names the car's supplier. */
const AdminOwnerSchema = z.object({ supplierId: z.uuid(withCode('validation.required')) });

export function createFleetService({ database, files, audit, siteSettings, log }: FleetServiceDependencies) {
  const { db } = database;
  const fleetImport = createFleetImportService({ database, audit, siteSettings });

  /** Car `id` with everything the editor shows, if `scope` holds it (locked with `lock`). */
  async function readCar(
    tx: Database,
    id: string,
    scope: FleetScope,
    lock = false,
  ): Promise<{ car: FleetCar; image: string | null }> {
    const record = await selectCarRecord(tx, id, scope, lock);
    if (!record) throw new DomainError('common.notFound');
    const car = toFleetCar({
      ...record,
      dateBasedPrices: await selectDateRanges(tx, id),
      locationIds: await selectLocationIds(tx, id),
      bookingCount: await countCarBookings(tx, id),
    });
    return { car, image: record.car.image };
  }

  /** The supplier the car belongs to: a supplier's own; the one an admin names, which must be one. */
  function ownerOf(user: BackOfficeUser, input: CarInput): string {
    if (user.type !== 'admin') return user.id;
    return parseRequestPart(AdminOwnerSchema, { supplierId: input.supplierId }, 'body').supplierId;
  }

  /** The owner and the places must exist (and stay until the change commits): 400 at their field. */
  async function checkReferences(tx: Database, supplierId: string, locationIds: readonly string[]) {
    if (!(await lockSupplier(tx, supplierId))) {
      throw invalidField('supplierId', 'validation.invalidValue', 'body');
    }
    const found = new Set(await lockLocations(tx, locationIds));
    if (locationIds.some((id) => !found.has(id))) {
      throw invalidField('locationIds', 'validation.invalidValue', 'body');
    }
  }

  /**
   * 400 validation.maxLocationsReached at `field` when car `carId` (null: a new one) of `supplierId`
   * with `locationIds` takes the supplier past `max` places (supplier-locations.ts).
   */
  async function checkPlaceLimit(
    tx: Database,
    {
      supplierId,
      carId,
      locationIds,
    }: { supplierId: string; carId: string | null; locationIds: readonly string[] },
    max: number,
  ) {
    const places = await selectSupplierPlaces(tx, [supplierId], carId);
    if (isPastPlaceLimit(places.get(supplierId), locationIds, max)) {
      throw invalidField('locationIds', 'validation.maxLocationsReached', 'body', { max });
    }
  }

  /** The most places a supplier's cars serve, read before a change's transaction. */
  const placeLimit = async () => (await siteSettings()).maxLocationsPerSupplier;

  /** Removes a car image no car shows any more; a failure leaves a file behind, never fails the change. */
  async function dropImage(image: string | null): Promise<void> {
    if (image === null) return;
    try {
      if (!(await isCarImageShared(db, image, null))) await files.removePublic(image);
    } catch (error) {
      log.warn({ err: error, image }, 'fleet: a car image could not be removed');
    }
  }

  function auditCar(
    tx: Database,
    user: BackOfficeUser,
    action: 'create' | 'update' | 'delete',
    before: FleetCar | null,
    after: FleetCar | null,
  ) {
    const car = after ?? before;
    if (car === null) throw new Error('an audited car change needs the car');
    return audit.record(tx, {
      actorId: user.id,
      action,
      recordKind: 'car',
      recordId: car.id,
      recordLabel: car.name,
      before: before && carSnapshot(before),
      after: after && carSnapshot(after),
    });
  }

  /** Changes car `id` (locked, within the reader's scope) and records the change; answers the car. */
  function changeCar(
    user: BackOfficeUser,
    id: string,
    change: (tx: Database, before: FleetCar) => Promise<void>,
  ): Promise<{ car: FleetCar; before: FleetCar; formerImage: string | null }> {
    return db.transaction(async (tx) => {
      const { car: before, image: formerImage } = await readCar(tx, id, fleetScopeOf(user), true);
      await change(tx, before);
      const { car } = await readCar(tx, id, 'all');
      await auditCar(tx, user, 'update', before, car);
      return { car, before, formerImage };
    });
  }

  return {
    /** GET /api/admin/cars: the cars `user` may see, filtered, sorted and paged. */
    async listCars(user: BackOfficeUser, query: FleetQuery): Promise<FleetPage> {
      const scope = fleetScopeOf(user);
      const { rows, ...paging } = await loadListPage(
        query,
        (window) => selectFleetPage(db, scope, query, window),
        () => countFleet(db, scope, query),
      );
      return {
        cars: rows.map((row) => ({
          id: row.id,
          name: row.name,
          licencePlate: row.licence_plate,
          image: uploadUrl(row.image),
          supplier: { id: row.supplier_id, name: row.supplier_name, logo: uploadUrl(row.supplier_logo) },
          size: row.size,
          fuelType: row.fuel_type,
          gearbox: row.gearbox,
          seats: row.seats,
          dailyPrice: row.daily_price,
          discountedDailyPrice: row.discounted_daily_price,
          availability: row.availability,
          isFullyBooked: row.is_fully_booked,
          isComingSoon: row.is_coming_soon,
          locationCount: row.location_count,
          updatedAt: row.updated_at.toISOString(),
        })),
        ...paging,
      };
    },

    /** One car with every field the editor shows; 404 common.notFound outside the reader's fleet. */
    async getCar(user: BackOfficeUser, id: string): Promise<FleetCar> {
      return (await readCar(db, id, fleetScopeOf(user))).car;
    },

    /**
     * A new car, its date ranges and places: a supplier's own, or the supplier an admin names (400
     * at supplierId when missing or not a supplier); 400 at locationIds for a place that does not exist.
     */
    async createCar(user: BackOfficeUser, input: CarInput): Promise<FleetCar> {
      const supplierId = ownerOf(user, input);
      const max = await placeLimit();
      return db.transaction(async (tx) => {
        await checkReferences(tx, supplierId, input.locationIds);
        await checkPlaceLimit(tx, { supplierId, carId: null, locationIds: input.locationIds }, max);
        const id = await insertCar(tx, carValuesOf(input, supplierId));
        await replaceDateRanges(tx, id, input.dateBasedPrices);
        await replaceCarLocations(tx, id, input.locationIds);
        const { car } = await readCar(tx, id, 'all');
        await auditCar(tx, user, 'create', null, car);
        return car;
      });
    },

    /** Replaces every field of the car, its date ranges and places; an admin may give it to another supplier. */
    async updateCar(user: BackOfficeUser, id: string, input: CarInput, now: Date): Promise<FleetCar> {
      const supplierId = ownerOf(user, input);
      const max = await placeLimit();
      const { car } = await changeCar(user, id, async (tx) => {
        await checkReferences(tx, supplierId, input.locationIds);
        await checkPlaceLimit(tx, { supplierId, carId: id, locationIds: input.locationIds }, max);
        await updateCar(tx, id, { ...carValuesOf(input, supplierId), updatedAt: now });
        await replaceDateRanges(tx, id, input.dateBasedPrices);
        await replaceCarLocations(tx, id, input.locationIds);
      });
      return car;
    },

    /** A copy of the car: every field, its date ranges, places and image, for the same supplier. */
    async duplicateCar(user: BackOfficeUser, id: string): Promise<FleetCar> {
      const max = await placeLimit();
      return db.transaction(async (tx) => {
        const source = await selectCarRecord(tx, id, fleetScopeOf(user));
        if (!source) throw new DomainError('common.notFound');
        const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...values } = source.car;
        const locationIds = await selectLocationIds(tx, id);
        await checkPlaceLimit(tx, { supplierId: values.supplierId, carId: null, locationIds }, max);
        const copyId = await insertCar(tx, values);
        await replaceDateRanges(tx, copyId, await selectDateRanges(tx, id));
        await replaceCarLocations(tx, copyId, locationIds);
        const { car } = await readCar(tx, copyId, 'all');
        await auditCar(tx, user, 'create', null, car);
        return car;
      });
    },

    /**
     * Deletes a car no booking names; a car with bookings (kept for the accounts) is made unavailable
     * instead. The car's row lock keeps a booking from being made meanwhile.
     */
    async removeCar(user: BackOfficeUser, id: string, now: Date): Promise<CarRemoval> {
      const { outcome, image } = await db.transaction(async (tx) => {
        const { car: before, image } = await readCar(tx, id, fleetScopeOf(user), true);
        if (before.bookingCount > 0) {
          await updateCar(tx, id, { availability: 'unavailable', updatedAt: now });
          const { car } = await readCar(tx, id, 'all');
          await auditCar(tx, user, 'update', before, car);
          return { outcome: 'madeUnavailable' as const, image: null };
        }
        await deleteCar(tx, id);
        await auditCar(tx, user, 'delete', before, null);
        return { outcome: 'deleted' as const, image };
      });
      await dropImage(image);
      return { outcome };
    },

    /**
     * The car's picture, checked by its content and made 300 × 200 (stored at twice that); the
     * former one is removed when no car shows it any more.
     */
    async setImage(user: BackOfficeUser, id: string, bytes: Buffer, now: Date): Promise<FleetCar> {
      // Nothing is decoded or stored for a car the reader cannot see.
      await readCar(db, id, fleetScopeOf(user));
      const image = await toCarImage(bytes);
      const path = await files.savePublic('cars', image.bytes, image.extension);
      let changed: Awaited<ReturnType<typeof changeCar>>;
      try {
        changed = await changeCar(user, id, (tx) => updateCar(tx, id, { image: path, updatedAt: now }));
      } catch (error) {
        await dropImage(path);
        throw error;
      }
      if (changed.formerImage !== path) await dropImage(changed.formerImage);
      return changed.car;
    },

    /** Removes the car's picture (its file too, when no other car shows it). */
    async deleteImage(user: BackOfficeUser, id: string, now: Date): Promise<FleetCar> {
      const { car, formerImage } = await changeCar(user, id, (tx) =>
        updateCar(tx, id, { image: null, updatedAt: now }),
      );
      await dropImage(formerImage);
      return car;
    },

    /** The CSV import (fleet-import.service.ts): its preview, the import itself and the sample file. */
    previewImport: fleetImport.preview,
    importCars: fleetImport.importCars,
    importSample: fleetImport.importSample,
  };
}

export type FleetService = ReturnType<typeof createFleetService>;
