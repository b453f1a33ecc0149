// The car search's index, held in this process (decision 0022): every offered car with its card,
// prices and holds, by place, so that a search reads no table. It follows the database through the
// `car_search` notifications (migration 0021): each change is read again, in batches, by one loop.
// A search first syncs with the database, then waits until every change notified so far is applied:
// whatever committed before the search arrived shows in it, from any process.
import type { FastifyBaseLogger } from 'fastify';
import type { OfferedCar } from '@roadbook/domain/car-offers';
import { buildPlaceTable, type PlaceTable } from '@roadbook/domain/car-place-table';
import { DomainError } from '@roadbook/domain/error-codes';
import { assertValidRentalPrices } from '@roadbook/domain/rental-price';
import type { DatabaseHandle } from '../../../db/client';
import type { ChangeFeed } from '../../../db/change-feed';
import type { CarRow } from '../car-row';
import {
  selectCarHolds,
  selectCarIdsOfSuppliers,
  selectOfferedCarIds,
  selectOfferedCars,
  selectPlaceIds,
  type IndexRow,
} from './car-search-index.queries';

/** An offered car as the index holds it: its row (the card's fields) and what the search reads. */
export type IndexedCar = CarRow & OfferedCar & { locationIds: readonly string[] };

export const CAR_SEARCH_CHANNEL = 'car_search';

export interface CarSearchIndex {
  /** Listens to the changes, then reads every offered car; resolves once the index is complete. */
  start(): Promise<void>;
  /**
   * Resolves once every change committed before the call is in the index; common.unavailable (503)
   * while the database or its notifications cannot be reached.
   */
  catchUp(): Promise<void>;
  hasPlace(id: string): boolean;
  /** The cars offered at a place, as the search reads them (built again after a change of one). */
  tableAt(placeId: string): PlaceTable<IndexedCar>;
  close(): Promise<void>;
}

/** The changes notified and not read yet. */
interface Pending {
  all: boolean;
  places: boolean;
  carIds: Set<string>;
  supplierIds: Set<string>;
}

const nothingPending = (): Pending => ({
  all: false,
  places: false,
  carIds: new Set(),
  supplierIds: new Set(),
});

const RETRY_MS = 1_000;

/** Cars read by one statement when the whole index is read. */
const READ_ALL_CHUNK = 5_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function createCarSearchIndex({
  database,
  log,
}: {
  database: DatabaseHandle;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}): CarSearchIndex {
  let cars = new Map<string, IndexedCar>();
  let places = new Map<string, Map<string, IndexedCar>>();
  /** Each place's table, from its first search after a change of its cars. */
  let tables = new Map<string, PlaceTable<IndexedCar>>();
  /** One copy of each repeated text (places' ids, suppliers' names, enum values) for all cars. */
  let texts = new Map<string, string>();
  let placeIds = new Set<string>();
  let feed: ChangeFeed | undefined;

  // Changes are numbered as they arrive; `applied` is the number of the last one read.
  let pending: Pending = { ...nothingPending(), all: true, places: true };
  let received = 1;
  let applied = 0;
  let reading: Promise<void> | undefined;
  let closed = false;
  const waiting: { change: number; resolve: () => void; reject: (error: unknown) => void }[] = [];

  function notified(payload: string): void {
    const [kind, id = ''] = payload.split(':', 2);
    const isId = UUID.test(id);
    if (kind === 'car' && isId) pending.carIds.add(id);
    else if (kind === 'supplier' && isId) pending.supplierIds.add(id);
    else if (kind === 'place') pending.places = true;
    else pending.all = true;
    received += 1;
    read();
  }

  function remove(carId: string): void {
    const car = cars.get(carId);
    if (!car) return;
    cars.delete(carId);
    for (const placeId of car.locationIds) {
      places.get(placeId)?.delete(carId);
      tables.delete(placeId);
    }
  }

  /** The index's copy of `text` (the same characters as a string it already holds). */
  function shared<Text extends string>(text: Text): Text {
    const known = texts.get(text);
    if (known !== undefined) return known as Text;
    texts.set(text, text);
    return text;
  }

  function add(row: IndexRow, holds: IndexedCar['holds']): void {
    // Prices are checked once here, not on each search (searchCarOffers expects checked prices).
    try {
      assertValidRentalPrices(row);
    } catch (error) {
      log.warn({ err: error, carId: row.id }, 'car search index: a car with broken prices is left out');
      return;
    }
    const car = indexedCarOf(row, holds, shared);
    cars.set(car.id, car);
    for (const placeId of car.locationIds) {
      let atPlace = places.get(placeId);
      if (!atPlace) places.set(placeId, (atPlace = new Map()));
      atPlace.set(car.id, car);
      tables.delete(placeId);
    }
  }

  /** Reads the cars of `ids` (none left out: they replace what the index held of them). */
  async function readCars(ids: readonly string[]): Promise<void> {
    const [rows, holds] = await Promise.all([
      selectOfferedCars(database.db, ids),
      selectCarHolds(database.db, ids),
    ]);
    for (const carId of ids) remove(carId);
    for (const row of rows) add(row, holds.get(row.id) ?? []);
  }

  /**
   * Reads every offered car into a new index, READ_ALL_CHUNK cars at a time, then puts it in place:
   * what each read leaves behind dies young, instead of hundreds of megabytes of rows reaching the
   * old generation, whose size every garbage collection pays for (docs/performance.md).
   */
  async function readAll(): Promise<void> {
    const ids = await selectOfferedCarIds(database.db);
    const previous = { cars, places, tables };
    cars = new Map();
    places = new Map();
    tables = new Map();
    texts = new Map();
    try {
      for (let start = 0; start < ids.length; start += READ_ALL_CHUNK) {
        await readCars(ids.slice(start, start + READ_ALL_CHUNK));
      }
    } catch (error) {
      ({ cars, places, tables } = previous);
      throw error;
    }
    log.info({ cars: cars.size, places: places.size }, 'car search index read');
  }

  async function apply(batch: Pending): Promise<void> {
    const { db } = database;
    if (batch.places || batch.all) placeIds = await selectPlaceIds(db);
    if (batch.all) return readAll();
    // A supplier's change is read again as a change of each of its cars.
    const carIds = new Set(batch.carIds);
    if (batch.supplierIds.size > 0) {
      for (const id of await selectCarIdsOfSuppliers(db, [...batch.supplierIds])) carIds.add(id);
    }
    if (carIds.size > 0) await readCars([...carIds]);
  }

  /** Reads what is pending, one batch at a time, until nothing is. */
  function read(): void {
    if (reading || closed) return;
    reading = (async () => {
      while (!closed && received > applied) {
        const batch = pending;
        const upTo = received;
        pending = nothingPending();
        try {
          await apply(batch);
          applied = upTo;
          settle();
        } catch (error) {
          // Read again later, with whatever arrives meanwhile; searches waiting are answered with the error.
          pending = merge(batch, pending);
          log.error({ err: error }, 'car search index: changes could not be read; trying again');
          for (const waiter of waiting.splice(0)) waiter.reject(error);
          await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
        }
      }
    })().finally(() => {
      reading = undefined;
      if (!closed && received > applied) read();
    });
  }

  function settle(): void {
    for (let index = waiting.length - 1; index >= 0; index -= 1) {
      const waiter = waiting[index];
      if (waiter && waiter.change <= applied) {
        waiting.splice(index, 1);
        waiter.resolve();
      }
    }
  }

  return {
    async start() {
      feed = await database.listen(CAR_SEARCH_CHANNEL, {
        onNotify: notified,
        onGap: () => notified('all'),
        onError: (error) => log.warn({ err: error }, 'car search index: the change feed was lost'),
      });
      read();
      await this.catchUp();
    },

    async catchUp() {
      if (!feed) throw new Error('the car search index is not started');
      try {
        await feed.sync();
        const change = received;
        if (applied >= change) return;
        await new Promise<void>((resolve, reject) => {
          waiting.push({ change, resolve, reject });
          read();
        });
      } catch (error) {
        // No answer rather than a stale one: the database or its notifications are away for now.
        log.warn({ err: error }, 'car search index: cannot catch up with the database now');
        throw new DomainError('common.unavailable');
      }
    },

    hasPlace: (id) => placeIds.has(id),

    tableAt(placeId) {
      let table = tables.get(placeId);
      if (!table) tables.set(placeId, (table = buildPlaceTable(places.get(placeId)?.values() ?? [])));
      return table;
    },

    async close() {
      closed = true;
      await feed?.close();
      await reading;
    },
  };
}

function merge(first: Pending, second: Pending): Pending {
  return {
    all: first.all || second.all,
    places: first.places || second.places,
    carIds: new Set([...first.carIds, ...second.carIds]),
    supplierIds: new Set([...first.supplierIds, ...second.supplierIds]),
  };
}

/**
 * An indexed car written field by field: every car then has one shape, which a search reads ten times
 * faster than the rows the driver and the schema give (measured: 1 µs a car against 0.01 µs).
 */
function indexedCarOf(
  row: IndexRow,
  holds: IndexedCar['holds'],
  shared: <Text extends string>(text: Text) => Text,
): IndexedCar {
  return {
    id: row.id,
    name: row.name,
    image: row.image,
    size: shared(row.size),
    fuelType: shared(row.fuelType),
    gearbox: shared(row.gearbox),
    seats: row.seats,
    doors: row.doors,
    aircon: row.aircon,
    multimedia: row.multimedia.map(shared),
    mileage: row.mileage,
    fuelPolicy: shared(row.fuelPolicy),
    deposit: row.deposit,
    availability: shared(row.availability),
    isFullyBooked: row.isFullyBooked,
    isComingSoon: row.isComingSoon,
    minimumAge: row.minimumAge,
    cancellation: row.cancellation,
    amendments: row.amendments,
    theftProtection: row.theftProtection,
    collisionDamageWaiver: row.collisionDamageWaiver,
    fullInsurance: row.fullInsurance,
    additionalDriver: row.additionalDriver,
    dailyPrice: row.dailyPrice,
    discountedDailyPrice: row.discountedDailyPrice,
    weeklyPrice: row.weeklyPrice,
    discountedWeeklyPrice: row.discountedWeeklyPrice,
    biWeeklyPrice: row.biWeeklyPrice,
    discountedBiWeeklyPrice: row.discountedBiWeeklyPrice,
    monthlyPrice: row.monthlyPrice,
    discountedMonthlyPrice: row.discountedMonthlyPrice,
    isDateBasedPrice: row.isDateBasedPrice,
    dateBasedPrices: row.dateBasedPrices,
    supplierId: shared(row.supplierId),
    supplierName: shared(row.supplierName),
    supplierLogo: row.supplierLogo === null ? null : shared(row.supplierLogo),
    priceChangeRate: row.priceChangeRate,
    locationIds: row.locationIds.map(shared),
    supplier: { id: shared(row.supplierId), priceChangeRate: row.priceChangeRate },
    holds,
  };
}
