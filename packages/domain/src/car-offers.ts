// What a car search shows (product-rules.md § Places, cars and suppliers, decision 0008): among the
// cars offered at a place, those free for the period and quotable, filtered, counted for the filter
// panel, sorted and cut into pages. The API's search index feeds it the place's cars; the rule is here.
import { calendarDayIn } from './calendar-day';
import {
  CAR_FILTER_VALUES,
  DEPOSIT_FILTER_THRESHOLDS_MINOR,
  emptyCarFilterCounts,
  ENUMERATED_GROUPS,
  valueMask,
  type EnumeratedGroup,
  type FilterableCar,
} from './car-filters';
import { buildPlaceTable, isRowHeld, rowTotals, UNQUOTABLE, type PlaceTable } from './car-place-table';
import { CARS_PAGE_SIZE } from './constants';
import type { CarFilterCounts, CarFilters, CarSearchSort } from './contracts/car-search';
import { quoteRentalDays, rentalDays, type PricedCar, type Quote, type RentalPeriod } from './pricing';

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
 * assertValidRentalPrices): searchPlace on a table of them.
 */
export function searchCarOffers<Car extends OfferedCar>(
  cars: Iterable<Car>,
  search: CarOfferSearch,
): CarOffers<Car> {
  return searchPlace(buildPlaceTable(cars), search);
}

/**
 * The first `count` of `items` in the order of `compare` (a total order): what a full sort would put
 * first, without sorting the rest — a search shows one page of hundreds of cars.
 */
export function firstInOrder<T>(items: readonly T[], count: number, compare: (a: T, b: T) => number): T[] {
  if (count >= items.length / 4) return [...items].sort(compare).slice(0, count);
  const first: T[] = [];
  for (const item of items) {
    const last = first[first.length - 1];
    if (first.length === count && last !== undefined && compare(item, last) >= 0) continue;
    let low = 0;
    let high = first.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(first[middle] as T, item) <= 0) low = middle + 1;
      else high = middle;
    }
    first.splice(low, 0, item);
    if (first.length > count) first.pop();
  }
  return first;
}

/** Why a car fails a search's filters: a group, its supplier, or its deposit. */
type Failure = EnumeratedGroup | 'supplier' | 'depositMax';

/**
 * The search's answer among a place's cars (a table of them, car-place-table.ts): the cars no hold
 * takes during the period (isCarHeld) and whose total stays within MAX_AMOUNT_MINOR are the
 * candidates; the counts are theirs (countCarFilters' rule); those passing every filter
 * (matchesCarFilters' rule) are sorted (ties by id) and paged by CARS_PAGE_SIZE, and the page's cars
 * quoted. The period is assumed valid (findRentalPeriodIssue).
 */
export function searchPlace<Car extends OfferedCar>(
  table: PlaceTable<Car>,
  search: CarOfferSearch,
): CarOffers<Car> {
  const days = rentalDays(search.from, search.to);
  const pickUpDay = calendarDayIn(search.from, search.timeZone);
  const [from, to, now] = [search.from.getTime(), search.to.getTime(), search.now.getTime()];
  const { filters } = search;
  const totals = rowTotals(table, days, pickUpDay);
  // The groups with chosen values, as masks; the chosen suppliers, by the table's index.
  const chosen = ENUMERATED_GROUPS.flatMap((group) => {
    const values = filters[group];
    return values && values.length > 0 ? [{ group, mask: valueMask(group, values) }] : [];
  });
  const chosenSuppliers = filters.supplier && filters.supplier.length > 0 ? new Set(filters.supplier) : null;
  const isSupplierChosen = table.suppliers.map((id) => chosenSuppliers?.has(id) ?? true);
  const { depositMax } = filters;

  const tally = newTally(table);
  const matching: Priced<Car>[] = [];
  const { cars, supplierOf, masks, deposits } = table;
  for (let index = 0; index < cars.length; index += 1) {
    if (isRowHeld(table, index, from, to, now)) continue;
    const totalMinor = totals[index] ?? UNQUOTABLE;
    if (totalMinor === UNQUOTABLE) continue;
    // A candidate counts for a group's values when it passes every other group: it fails none, or only that one.
    let failed: Failure | null = null;
    let failures = 0;
    if (!isSupplierChosen[supplierOf[index] ?? 0]) {
      failed = 'supplier';
      failures += 1;
    }
    for (const { group, mask } of chosen) {
      if (((masks[group][index] ?? 0) & mask) !== 0) continue;
      failed = group;
      failures += 1;
    }
    if (depositMax !== undefined && (deposits[index] ?? 0) > depositMax) {
      failed = 'depositMax';
      failures += 1;
    }
    tally.candidate(index, failures === 0 ? null : failures === 1 ? failed : undefined);
    const car = cars[index];
    if (failures === 0 && car) matching.push({ car, totalMinor });
  }
  const start = (search.page - 1) * CARS_PAGE_SIZE;
  return {
    cars: firstInOrder(matching, start + CARS_PAGE_SIZE, ORDERS[search.sort])
      .slice(start)
      .map(({ car }) => ({ car, quote: quoteRentalDays(car, days, pickUpDay, [], car.supplier) })),
    total: matching.length,
    counts: tally.counts(),
  };
}

/** The filter counts of a table's candidates, told one by one. */
function newTally(table: PlaceTable<OfferedCar>) {
  const byGroup = Object.fromEntries(
    ENUMERATED_GROUPS.map((group) => [group, new Int32Array(CAR_FILTER_VALUES[group].length)]),
  ) as Record<EnumeratedGroup, Int32Array>;
  const bySupplier = new Int32Array(table.suppliers.length);
  /** The candidates' suppliers, in the order they come: every one is a key, zero included. */
  const suppliersMet: number[] = [];
  const isMet = new Uint8Array(table.suppliers.length);
  const byDeposit = new Int32Array(DEPOSIT_FILTER_THRESHOLDS_MINOR.length);
  return {
    /**
     * Counts candidate `index`: everywhere when it passes every filter (`counted` null), for one
     * group's values when that group alone fails it, nowhere when more fail (undefined).
     */
    candidate(index: number, counted: Failure | null | undefined) {
      const supplier = table.supplierOf[index] ?? 0;
      if (!isMet[supplier]) {
        isMet[supplier] = 1;
        suppliersMet.push(supplier);
      }
      if (counted === undefined) return;
      if (counted === null || counted === 'supplier') bySupplier[supplier] = (bySupplier[supplier] ?? 0) + 1;
      for (const group of ENUMERATED_GROUPS) {
        if (counted !== null && counted !== group) continue;
        const counts = byGroup[group];
        for (let mask = table.masks[group][index] ?? 0, bit = 0; mask !== 0; mask >>>= 1, bit += 1) {
          if (mask & 1) counts[bit] = (counts[bit] ?? 0) + 1;
        }
      }
      if (counted !== null && counted !== 'depositMax') return;
      const deposit = table.deposits[index] ?? 0;
      DEPOSIT_FILTER_THRESHOLDS_MINOR.forEach((threshold, bit) => {
        if (deposit <= threshold) byDeposit[bit] = (byDeposit[bit] ?? 0) + 1;
      });
    },
    counts(): CarFilterCounts {
      const counts = emptyCarFilterCounts();
      for (const group of ENUMERATED_GROUPS) {
        const values: readonly string[] = CAR_FILTER_VALUES[group];
        values.forEach((value, bit) => {
          counts[group][value] = byGroup[group][bit] ?? 0;
        });
      }
      for (const supplier of suppliersMet) {
        counts.supplier[table.suppliers[supplier] ?? ''] = bySupplier[supplier] ?? 0;
      }
      DEPOSIT_FILTER_THRESHOLDS_MINOR.forEach((threshold, bit) => {
        counts.depositMax[String(threshold)] = byDeposit[bit] ?? 0;
      });
      return counts;
    },
  };
}
