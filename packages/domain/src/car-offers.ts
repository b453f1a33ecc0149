// What a car search shows (product-rules.md § Places, cars and suppliers, decision 0008): among the
// cars offered at a place, those free for the period and quotable, filtered, counted for the filter
// panel, sorted and cut into pages. The API's search index feeds it the place's cars; the rule is here.
import { calendarDayIn } from './calendar-day';
import { countCarFilters, matchesCarFilters, type FilterableCar } from './car-filters';
import { CARS_PAGE_SIZE } from './constants';
import type { CarFilterCounts, CarFilters, CarSearchSort } from './contracts/car-search';
import { DomainError } from './error-codes';
import {
  quoteRentalDays,
  rentalDays,
  rentalTotalMinor,
  type PricedCar,
  type Quote,
  type RentalPeriod,
} from './pricing';

/**
 * A period during which a car cannot be rented: a booking in a blocking status or a blocked period
 * (maintenance). Instants in epoch milliseconds; the period is half-open [startsAt, endsAt).
 */
export interface CarHold {
  startsAt: number;
  endsAt: number;
  /**
   * A `void` booking holds the car only while its payment window is open: until this instant.
   * Infinity for every other hold (and for a `void` booking whose window is not set yet, which
   * counts as open).
   */
  until: number;
}

/** A car offered at a place (available, of a public supplier), with what holds it. */
export interface OfferedCar extends FilterableCar, PricedCar {
  id: string;
  name: string;
  supplier: { id: string; priceChangeRate: number };
  holds: readonly CarHold[];
}

export interface CarOfferSearch extends RentalPeriod {
  filters: CarFilters;
  sort: CarSearchSort;
  /** From 1. */
  page: number;
  /** The moment of the search, for the payment windows of `void` bookings. */
  now: Date;
  /** The marketplace time zone, in which date-based prices count calendar days. */
  timeZone: string;
}

export interface CarOffers<Car extends OfferedCar> {
  /** The page's cars with their quotes (no options), in the order of the sort. */
  cars: { car: Car; quote: Quote }[];
  /** The cars passing every filter. */
  total: number;
  counts: CarFilterCounts;
}

/** True when a hold of `car` overlaps [from, to) at `now`. */
export function isCarHeld(car: Pick<OfferedCar, 'holds'>, from: number, to: number, now: number): boolean {
  for (const hold of car.holds) {
    if (hold.endsAt > from && hold.startsAt < to && hold.until > now) return true;
  }
  return false;
}

/** A candidate and its total with no options. */
type Priced<Car> = { car: Car; totalMinor: number };

/**
 * Code-unit order, as PostgreSQL's `collate "C"` orders UTF-8 text (they differ only between
 * characters beyond U+FFFF and those from U+E000 to U+FFFF, which car names do not mix).
 */
const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const ORDERS: Record<CarSearchSort, (a: Priced<OfferedCar>, b: Priced<OfferedCar>) => number> = {
  price: (a, b) => a.totalMinor - b.totalMinor || byCodeUnit(a.car.id, b.car.id),
  priceDesc: (a, b) => b.totalMinor - a.totalMinor || byCodeUnit(a.car.id, b.car.id),
  deposit: (a, b) =>
    a.car.deposit - b.car.deposit || a.totalMinor - b.totalMinor || byCodeUnit(a.car.id, b.car.id),
  name: (a, b) =>
    byCodeUnit(a.car.name, b.car.name) || a.totalMinor - b.totalMinor || byCodeUnit(a.car.id, b.car.id),
};

/**
 * The search's answer among `cars` (the cars offered at the pick-up place, their prices checked with
 * assertValidRentalPrices): the cars no hold takes during the period and whose total stays within
 * MAX_AMOUNT_MINOR are the candidates; the counts are theirs (countCarFilters); those passing every
 * filter are sorted (ties by id) and paged by CARS_PAGE_SIZE, and the page's cars quoted. The period
 * is assumed valid (findRentalPeriodIssue).
 */
export function searchCarOffers<Car extends OfferedCar>(
  cars: Iterable<Car>,
  search: CarOfferSearch,
): CarOffers<Car> {
  const days = rentalDays(search.from, search.to);
  const pickUpDay = calendarDayIn(search.from, search.timeZone);
  const [from, to, now] = [search.from.getTime(), search.to.getTime(), search.now.getTime()];
  const candidates: Car[] = [];
  const matching: Priced<Car>[] = [];
  for (const car of cars) {
    if (isCarHeld(car, from, to, now)) continue;
    let totalMinor: number;
    try {
      totalMinor = rentalTotalMinor(car, days, pickUpDay, car.supplier);
    } catch (error) {
      // A car that cannot be quoted (its total beyond the largest amount) is not offered.
      if (error instanceof DomainError) continue;
      throw error;
    }
    candidates.push(car);
    if (matchesCarFilters(car, search.filters)) matching.push({ car, totalMinor });
  }
  matching.sort(ORDERS[search.sort]);
  const start = (search.page - 1) * CARS_PAGE_SIZE;
  return {
    cars: matching
      .slice(start, start + CARS_PAGE_SIZE)
      .map(({ car }) => ({ car, quote: quoteRentalDays(car, days, pickUpDay, [], car.supplier) })),
    total: matching.length,
    counts: countCarFilters(candidates, search.filters),
  };
}
