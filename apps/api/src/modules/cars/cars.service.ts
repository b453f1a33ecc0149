import type { FastifyBaseLogger } from 'fastify';
import { CARS_PAGE_SIZE } from '@roadbook/domain/constants';
import type { CarSearchQuery, CarSearchResult } from '@roadbook/domain/contracts/car-search';
import type { Car, CarCard } from '@roadbook/domain/contracts/cars';
import { DomainError } from '@roadbook/domain/error-codes';
import { quoteRental, type PricedCar, type SupplierPricing } from '@roadbook/domain/pricing';
import type { DatabaseHandle } from '../../db/client';
import { uploadUrl } from '../../http/upload-url';
import { CARD_FIELDS, pickFields, PRICED_FIELDS, type CarRow } from './car-row';
import { selectCar, type CarDetailsRow } from './cars.queries';
import { parseRentalPeriod } from './rental-period-input';
import { buildCarSearchQueries } from './search/car-search-queries';
import { runCarSearch } from './search/car-search-runner';

export interface CarsServiceDependencies {
  database: DatabaseHandle;
  /** The marketplace time zone (config.timeZone). */
  timeZone: string;
  log: FastifyBaseLogger;
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

export function createCarsService({ database, timeZone, log }: CarsServiceDependencies) {
  return {
    timeZone,

    /** GET /api/cars/search: one page of priced cars, the total and the filter counts. */
    async searchCars(query: CarSearchQuery, now: Date): Promise<CarSearchResult> {
      const period = parseRentalPeriod(query, now, 'querystring');
      const input = { ...query, ...period };
      const queries = buildCarSearchQueries(input, { timeZone, now });
      // PGlite is one session: its statements run one after the other anyway.
      const { rows, counts } = await runCarSearch(database.db, queries, database.kind === 'postgres');
      for (const field of ['pickupLocation', 'dropOffLocation'] as const) {
        const id = input[field];
        if (id !== undefined && !counts.knownPlaces.includes(id)) {
          throw new DomainError('common.notFound', { field });
        }
      }
      const cars = rows.map((row): CarCard => {
        const quote = quoteRental(pricedCarOf(row), period, [], row, timeZone);
        if (quote.totalMinor !== row.totalMinor) {
          log.error(
            { carId: row.id, sqlTotal: row.totalMinor, quoteTotal: quote.totalMinor },
            'car search: the SQL price differs from quoteRental',
          );
        }
        return { ...cardFieldsOf(row), quote };
      });
      return { cars, total: counts.total, page: query.page, pageSize: CARS_PAGE_SIZE, counts: counts.counts };
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
  };
}

export type CarsService = ReturnType<typeof createCarsService>;
