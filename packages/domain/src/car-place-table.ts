// The cars of one place laid out for the search (docs/performance.md): what the search reads of every
// car — its holds, its filter values, its deposit, its total for a rental length — in typed arrays,
// one row per car, so that a search runs down arrays instead of following each car's objects across
// the heap. The page's cars are then read as objects. The rules are car-offers.ts' and
// car-filters.ts'; this file only lays their inputs out.
import { carValueMask, ENUMERATED_GROUPS, type EnumeratedGroup } from './car-filters';
import type { OfferedCar } from './car-offers';
import type { CalendarDay } from './calendar-day';
import { DomainError } from './error-codes';
import { rentalTotalMinor } from './pricing';

export interface PlaceTable<Car extends OfferedCar> {
  readonly cars: readonly Car[];
  /** Car i's holds are entries holdFirst[i] to holdFirst[i + 1] - 1 of the three hold arrays. */
  readonly holdFirst: Int32Array;
  readonly holdStarts: Float64Array;
  readonly holdEnds: Float64Array;
  readonly holdUntils: Float64Array;
  /** Each car's supplier, as an index of `suppliers`. */
  readonly supplierOf: Int32Array;
  readonly suppliers: readonly string[];
  /** Each car's values in each enumerated group (car-filters.ts valueMask). */
  readonly masks: Readonly<Record<EnumeratedGroup, Uint32Array>>;
  readonly deposits: Float64Array;
  /** The cars priced by calendar day: their totals depend on the pick-up day too. */
  readonly dateBasedRows: Int32Array;
  /**
   * Totals with no options by rental days, for the cars whose total depends on nothing else: 32-bit
   * integers, as a quotable total is at most MAX_AMOUNT_MINOR (2^31 - 1).
   */
  readonly totalsByDays: Map<number, Int32Array>;
  /** The date-based cars' totals (in dateBasedRows' order) by rental days and pick-up day. */
  readonly dateBasedTotals: Map<string, Int32Array>;
}

/** A total that cannot be quoted (beyond the largest amount). */
export const UNQUOTABLE = -1;

/** The most rental lengths whose totals a table keeps; it starts again beyond. */
const KEPT_LENGTHS = 16;
/** The most periods (length and pick-up day) whose date-based totals a table keeps. */
const KEPT_DATED = 128;

export function buildPlaceTable<Car extends OfferedCar>(given: Iterable<Car>): PlaceTable<Car> {
  const cars = [...given];
  const count = cars.length;
  const holdFirst = new Int32Array(count + 1);
  cars.forEach((car, index) => {
    holdFirst[index + 1] = (holdFirst[index] ?? 0) + car.holds.length;
  });
  const holdCount = holdFirst[count] ?? 0;
  const holdStarts = new Float64Array(holdCount);
  const holdEnds = new Float64Array(holdCount);
  const holdUntils = new Float64Array(holdCount);
  const supplierOf = new Int32Array(count);
  const suppliers: string[] = [];
  const supplierIndex = new Map<string, number>();
  const masks = Object.fromEntries(
    ENUMERATED_GROUPS.map((group) => [group, new Uint32Array(count)]),
  ) as Record<EnumeratedGroup, Uint32Array>;
  const deposits = new Float64Array(count);
  cars.forEach((car, index) => {
    let slot = holdFirst[index] ?? 0;
    for (const hold of car.holds) {
      holdStarts[slot] = hold.startsAt;
      holdEnds[slot] = hold.endsAt;
      holdUntils[slot] = hold.until;
      slot += 1;
    }
    let supplier = supplierIndex.get(car.supplier.id);
    if (supplier === undefined) {
      supplier = suppliers.push(car.supplier.id) - 1;
      supplierIndex.set(car.supplier.id, supplier);
    }
    supplierOf[index] = supplier;
    for (const group of ENUMERATED_GROUPS) masks[group][index] = carValueMask(car, group);
    deposits[index] = car.deposit;
  });
  const dateBasedRows = Int32Array.from(cars.flatMap((car, index) => (car.isDateBasedPrice ? [index] : [])));
  return {
    cars,
    holdFirst,
    holdStarts,
    holdEnds,
    holdUntils,
    supplierOf,
    suppliers,
    masks,
    deposits,
    dateBasedRows,
    totalsByDays: new Map(),
    dateBasedTotals: new Map(),
  };
}

/** True when a hold of car `index` overlaps [from, to) at `now` (car-offers.ts isCarHeld). */
export function isRowHeld(
  table: PlaceTable<OfferedCar>,
  index: number,
  from: number,
  to: number,
  now: number,
) {
  const last = table.holdFirst[index + 1] ?? 0;
  for (let slot = table.holdFirst[index] ?? 0; slot < last; slot += 1) {
    if (
      (table.holdEnds[slot] ?? 0) > from &&
      (table.holdStarts[slot] ?? 0) < to &&
      (table.holdUntils[slot] ?? 0) > now
    )
      return true;
  }
  return false;
}

/** rentalTotalMinor of car `index`, or UNQUOTABLE where it throws. */
function totalOf(car: OfferedCar, days: number, pickUpDay: CalendarDay): number {
  try {
    return rentalTotalMinor(car, days, pickUpDay, car.supplier);
  } catch (error) {
    if (error instanceof DomainError) return UNQUOTABLE;
    throw error;
  }
}

/**
 * Every car's total with no options for `days` from `pickUpDay` (UNQUOTABLE for a car that cannot be
 * quoted). A tiered car's total depends on the length alone: it is computed once per length and kept.
 */
export function rowTotals(table: PlaceTable<OfferedCar>, days: number, pickUpDay: CalendarDay): Int32Array {
  let kept = table.totalsByDays.get(days);
  if (kept === undefined) {
    if (table.totalsByDays.size >= KEPT_LENGTHS) table.totalsByDays.clear();
    kept = Int32Array.from(table.cars, (car) => (car.isDateBasedPrice ? 0 : totalOf(car, days, pickUpDay)));
    table.totalsByDays.set(days, kept);
  }
  if (table.dateBasedRows.length === 0) return kept;
  const key = `${days} ${pickUpDay}`;
  let dated = table.dateBasedTotals.get(key);
  if (dated === undefined) {
    if (table.dateBasedTotals.size >= KEPT_DATED) table.dateBasedTotals.clear();
    dated = Int32Array.from(table.dateBasedRows, (index) => {
      const car = table.cars[index];
      return car ? totalOf(car, days, pickUpDay) : UNQUOTABLE;
    });
    table.dateBasedTotals.set(key, dated);
  }
  const totals = kept.slice();
  table.dateBasedRows.forEach((index, row) => {
    totals[index] = dated[row] ?? UNQUOTABLE;
  });
  return totals;
}
