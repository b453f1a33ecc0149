import { searchPlace } from '@roadbook/domain/car-offers';
import { CARS_PAGE_SIZE } from '@roadbook/domain/constants';
import type { CarSearchQuery, CarSearchResult } from '@roadbook/domain/contracts/car-search';
import type { Car, CarCard } from '@roadbook/domain/contracts/cars';
import { DomainError } from '@roadbook/domain/error-codes';
import type { PricedCar, SupplierPricing } from '@roadbook/domain/pricing';
import type { DatabaseHandle } from '../../db/client';
import { uploadUrl } from '../../http/upload-url';
import { CARD_FIELDS, pickFields, PRICED_FIELDS, type CarRow } from './car-row';
import { selectCar, type CarDetailsRow } from './cars.queries';
import { parseRentalPeriod } from '../../http/rental-period-input';
import type { CarSearchIndex } from './search/car-search-index';

export interface CarsServiceDependencies {
  database: DatabaseHandle;
  /** The marketplace time zone (config.timeZone). */
  timeZone: string;
  searchIndex: CarSearchIndex;
}

/** What quoteRental needs of a car row. */
export function pricedCarOf(row: CarRow): PricedCar {
  return pickFields(row, PRICED_FIELDS);
}

function cardFieldsOf(row: CarRow): Omit<CarCard, 'quote'> {
  return {
    ...pickFields(row, CARD_FIELDS),
    image: uploadUrl(row.image),
    supplier: { id: row.supplierId, name: row.supplierName, logo: uploadUrl(row.supplierLogo) },
  };
}

function carOf(row: CarDetailsRow): Car {
  const { supplier, ...fields } = cardFieldsOf(row);
  return {
    ...fields,
    ...pickFields(row, PRICED_FIELDS),
    locationIds: row.locationIds,
    // The car's own requirement or its supplier's (car-row.ts LICENCE_REQUIRED_SQL).
    isLicenceRequired: row.isLicenceRequired,
    supplier: {
      ...supplier,
      priceChangeRate: row.priceChangeRate,
      // The defaults of a supplier that has not said (as its settings show them).
      isPayAtCounterAllowed: row.isPayAtCounterAllowed ?? false,
      minimumRentalDays: row.minimumRentalDays ?? 1,
    },
  };
}

/** A car as quotes need it: its prices and options, and its supplier's percentage. */
export interface QuotableCar {
  car: PricedCar;
  supplier: SupplierPricing;
}

/** A car to book: its fields and places as its page shows them, its prices, its supplier's percentage. */
export interface BookableCar {
  car: Car;
  priced: PricedCar;
  pricing: SupplierPricing;
}

export function createCarsService({ database, timeZone, searchIndex }: CarsServiceDependencies) {
  return {
    timeZone,

    /**
     * GET /api/cars/search: one page of priced cars, the total and the filter counts, from the search
     * index once it holds every change committed before the search.
     */
    async searchCars(query: CarSearchQuery, now: Date): Promise<CarSearchResult> {
      const period = parseRentalPeriod(query, now, 'querystring');
      await searchIndex.catchUp();
      for (const field of ['pickupLocation', 'dropOffLocation'] as const) {
        const id = query[field];
        if (id !== undefined && !searchIndex.hasPlace(id))
          throw new DomainError('common.notFound', { field });
      }
      const offers = searchPlace(searchIndex.tableAt(query.pickupLocation), {
        ...period,
        filters: query,
        sort: query.sort,
        page: query.page,
        now,
        timeZone,
      });
      return {
        cars: offers.cars.map(({ car, quote }): CarCard => ({ ...cardFieldsOf(car), quote })),
        total: offers.total,
        page: query.page,
        pageSize: CARS_PAGE_SIZE,
        counts: offers.counts,
      };
    },

    /** GET /api/cars/:id; common.notFound for an unknown car or a suspended supplier's. */
    async getCar(id: string): Promise<Car> {
      const row = await selectCar(database.db, id);
      if (!row) throw new DomainError('common.notFound');
      return carOf(row);
    },

    /** The prices of a car for a quote, or common.notFound. */
    async getQuotableCar(id: string): Promise<QuotableCar> {
      const row = await selectCar(database.db, id);
      if (!row) throw new DomainError('common.notFound');
      return { car: pricedCarOf(row), supplier: { priceChangeRate: row.priceChangeRate } };
    },

    /** A car to book, read once: as its page shows it and as quotes price it; or common.notFound. */
    async getBookableCar(id: string): Promise<BookableCar> {
      const row = await selectCar(database.db, id);
      if (!row) throw new DomainError('common.notFound');
      return { car: carOf(row), priced: pricedCarOf(row), pricing: { priceChangeRate: row.priceChangeRate } };
    },
  };
}

export type CarsService = ReturnType<typeof createCarsService>;
