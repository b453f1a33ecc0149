import type { FastifyBaseLogger } from 'fastify';
import { CARS_PAGE_SIZE } from '@roadbook/domain/constants';
import type { CarSearchQuery, CarSearchResult } from '@roadbook/domain/contracts/car-search';
import type { Car, CarCard } from '@roadbook/domain/contracts/cars';
import { DomainError } from '@roadbook/domain/error-codes';
import { quoteRental, type PricedCar, type SupplierPricing } from '@roadbook/domain/pricing';
import type { DatabaseHandle } from '../../db/client';
import { uploadUrl } from '../../http/upload-url';
import {
  buildCarSearchQueries,
  runCarSearch,
  selectCar,
  type CarRow,
  type CarSearchRow,
} from './cars.queries';
import { parseRentalPeriod } from './rental-period-input';

export interface CarsServiceDependencies {
  database: DatabaseHandle;
  /** The marketplace time zone (config.timeZone). */
  timeZone: string;
  log: FastifyBaseLogger;
}

/** What quoteRental needs of a car row. */
export function pricedCarOf(row: CarSearchRow | CarRow): PricedCar {
  return {
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
    cancellation: row.cancellation,
    amendments: row.amendments,
    theftProtection: row.theftProtection,
    collisionDamageWaiver: row.collisionDamageWaiver,
    fullInsurance: row.fullInsurance,
    additionalDriver: row.additionalDriver,
  };
}

function cardFieldsOf(row: CarSearchRow | CarRow): Omit<CarCard, 'quote'> {
  return {
    id: row.id,
    name: row.name,
    image: uploadUrl(row.image),
    size: row.size,
    fuelType: row.fuelType,
    gearbox: row.gearbox,
    seats: row.seats,
    doors: row.doors,
    aircon: row.aircon,
    multimedia: row.multimedia,
    mileage: row.mileage,
    fuelPolicy: row.fuelPolicy,
    deposit: row.deposit,
    availability: row.availability,
    isFullyBooked: row.isFullyBooked,
    isComingSoon: row.isComingSoon,
    minimumAge: row.minimumAge,
    cancellation: row.cancellation,
    amendments: row.amendments,
    theftProtection: row.theftProtection,
    collisionDamageWaiver: row.collisionDamageWaiver,
    fullInsurance: row.fullInsurance,
    additionalDriver: row.additionalDriver,
    supplier: { id: row.supplierId, name: row.supplierName, logo: uploadUrl(row.supplierLogo) },
  };
}

function carOf(row: CarRow): Car {
  const { supplier, ...fields } = cardFieldsOf(row);
  return {
    ...fields,
    ...pricedCarOf(row),
    dailyPrice: row.dailyPrice,
    dateBasedPrices: row.dateBasedPrices,
    locationIds: row.locationIds,
    // A supplier that says nothing asks for the driving licence.
    isLicenceRequired: row.isLicenceRequired ?? true,
    supplier: { ...supplier, priceChangeRate: row.priceChangeRate },
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
