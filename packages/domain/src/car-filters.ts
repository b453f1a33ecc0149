// The car search filters (product-rules.md § Places, cars and suppliers): what each filter value means for a car, and the counts the filter
// panel shows. The API's SQL implements exactly these rules; its tests check every returned car here.
import { DEPOSIT_FILTER_THRESHOLDS } from './constants';
import type { CarFilterCounts, CarFilterGroup, CarFilters } from './contracts/car-search';
import {
  FUEL_POLICIES,
  FUEL_TYPES,
  GEARBOXES,
  MILEAGE_MODES,
  MULTIMEDIA,
  SEAT_TIERS,
  VEHICLE_SIZES,
  type FuelPolicy,
  type FuelType,
  type Gearbox,
  type MileageMode,
  type Multimedia,
  type SeatTier,
  type VehicleSize,
} from './enums';

/** What the filters look at in a car: the fields of a search result card. */
export interface FilterableCar {
  supplier: { id: string };
  size: VehicleSize;
  fuelType: FuelType;
  gearbox: Gearbox;
  /** Kilometres per day; -1 unlimited. */
  mileage: number;
  fuelPolicy: FuelPolicy;
  seats: number;
  multimedia: readonly Multimedia[];
  doors: number;
  aircon: boolean;
  /** Minor units of USD. */
  deposit: number;
}

/**
 * The seat tier of a car (2, 4, 5, 5+), a partition so that every car is in exactly one:
 * up to 2 seats → '2', 3 or 4 → '4', exactly 5 → '5', 6 and more → '5+'.
 */
export function seatTierOf(seats: number): SeatTier {
  if (seats <= 2) return '2';
  if (seats <= 4) return '4';
  if (seats === 5) return '5';
  return '5+';
}

/** 'unlimited' for a mileage of -1, 'limited' (kilometres per day) otherwise. */
export function mileageModeOf(mileage: number): MileageMode {
  return mileage === -1 ? 'unlimited' : 'limited';
}

/** The smallest number of doors the '4+' filter keeps. */
export const MIN_DOORS_FILTER = 4;

/** Deposit thresholds of the filter panel in minor units (DEPOSIT_FILTER_THRESHOLDS are in USD). */
export const DEPOSIT_FILTER_THRESHOLDS_MINOR: readonly number[] = DEPOSIT_FILTER_THRESHOLDS.map(
  (usd) => usd * 100,
);

/** Groups that split the cars: each car has exactly one value of each. */
type PartitionGroup = 'supplier' | 'size' | 'fuel' | 'gearbox' | 'mileage' | 'fuelPolicy' | 'seats';
/** Groups in which a car has any number of values. */
type FeatureGroup = Exclude<CarFilterGroup, PartitionGroup>;

/** The value of each partition group that a car has. One rule per group. */
const VALUE_OF: Record<PartitionGroup, (car: FilterableCar) => string> = {
  supplier: (car) => car.supplier.id,
  size: (car) => car.size,
  fuel: (car) => car.fuelType,
  gearbox: (car) => car.gearbox,
  mileage: (car) => mileageModeOf(car.mileage),
  fuelPolicy: (car) => car.fuelPolicy,
  seats: (car) => seatTierOf(car.seats),
};

const FOUR_DOORS_OR_MORE: readonly string[] = ['4+'];
const WITH_AIRCON: readonly string[] = ['true'];
const NONE: readonly string[] = [];

/** The values of each feature group that a car has. One rule per group. */
const FEATURES_OF: Record<FeatureGroup, (car: FilterableCar) => readonly string[]> = {
  multimedia: (car) => car.multimedia,
  doors: (car) => (car.doors >= MIN_DOORS_FILTER ? FOUR_DOORS_OR_MORE : NONE),
  aircon: (car) => (car.aircon ? WITH_AIRCON : NONE),
};

const isPartition = (group: CarFilterGroup): group is PartitionGroup => Object.hasOwn(VALUE_OF, group);

export const CAR_FILTER_GROUPS = [
  ...Object.keys(VALUE_OF),
  ...Object.keys(FEATURES_OF),
] as readonly CarFilterGroup[];

function matchesGroup(car: FilterableCar, group: CarFilterGroup, values: readonly string[] | undefined) {
  if (values === undefined || values.length === 0) return true;
  if (isPartition(group)) return values.includes(VALUE_OF[group](car));
  const has = FEATURES_OF[group](car);
  return values.some((value) => has.includes(value));
}

/** Options of matchesCarFilters. */
export interface MatchOptions {
  /** A filter group to ignore, as the counts of that group's own values do. */
  except?: CarFilterGroup | 'depositMax';
}

/**
 * True when `car` passes `filters`: within a group the chosen values are alternatives (a car of any
 * chosen size), groups combine (that size and any chosen fuel…). An absent or empty group keeps every
 * car. Multimedia keeps a car that has any chosen feature; depositMax keeps a deposit ≤ the value.
 */
export function matchesCarFilters(
  car: FilterableCar,
  filters: CarFilters,
  options: MatchOptions = {},
): boolean {
  for (const group of CAR_FILTER_GROUPS) {
    if (group !== options.except && !matchesGroup(car, group, filters[group])) return false;
  }
  if (options.except === 'depositMax' || filters.depositMax === undefined) return true;
  return car.deposit <= filters.depositMax;
}

/** Every value each enumerated group offers, as the keys of its counts. */
export const CAR_FILTER_VALUES = {
  size: VEHICLE_SIZES,
  fuel: FUEL_TYPES,
  gearbox: GEARBOXES,
  mileage: MILEAGE_MODES,
  fuelPolicy: FUEL_POLICIES,
  seats: SEAT_TIERS,
  multimedia: MULTIMEDIA,
  doors: ['4+'],
  aircon: ['true'],
} as const satisfies {
  [G in Exclude<CarFilterGroup, 'supplier'>]: readonly NonNullable<CarFilters[G]>[number][];
};

/** The groups of the filter panel with enumerated values, in CAR_FILTER_VALUES order. */
export type EnumeratedGroup = keyof typeof CAR_FILTER_VALUES;
export const ENUMERATED_GROUPS = Object.keys(CAR_FILTER_VALUES) as readonly EnumeratedGroup[];

/** Counts of no car: every enumerated value and every deposit threshold at zero, no supplier. */
export function emptyCarFilterCounts(): CarFilterCounts {
  const counts: CarFilterCounts = {
    supplier: {},
    size: {},
    fuel: {},
    gearbox: {},
    mileage: {},
    fuelPolicy: {},
    seats: {},
    multimedia: {},
    doors: {},
    aircon: {},
    depositMax: {},
  };
  for (const group of ENUMERATED_GROUPS) {
    for (const value of CAR_FILTER_VALUES[group]) counts[group][value] = 0;
  }
  for (const threshold of DEPOSIT_FILTER_THRESHOLDS_MINOR) counts.depositMax[String(threshold)] = 0;
  return counts;
}

/**
 * The filter panel's counts (facet counts): for each value of a group, the cars that have it and
 * pass every OTHER group, so that ticking it shows that many more (or, within a group, that many).
 * Every enumerated value is a key, zero included; supplier keys are the suppliers of `cars`;
 * depositMax keys are DEPOSIT_FILTER_THRESHOLDS_MINOR.
 */
export function countCarFilters(cars: readonly FilterableCar[], filters: CarFilters): CarFilterCounts {
  const counts = emptyCarFilterCounts();
  // Only the groups with chosen values can fail a car.
  const filtering = CAR_FILTER_GROUPS.filter((group) => (filters[group]?.length ?? 0) > 0);
  const addOne = (record: Record<string, number>, key: string) => {
    record[key] = (record[key] ?? 0) + 1;
  };
  for (const car of cars) {
    counts.supplier[car.supplier.id] ??= 0;
    // A car counts for a group's values when it passes every other group: it fails none, or only that one.
    let failed: CarFilterGroup | 'depositMax' | null = null;
    let failures = 0;
    for (const group of filtering) {
      if (matchesGroup(car, group, filters[group])) continue;
      failed = group;
      failures += 1;
    }
    if (filters.depositMax !== undefined && car.deposit > filters.depositMax) {
      failed = 'depositMax';
      failures += 1;
    }
    if (failures > 1) continue;
    if (failures === 0 || failed === 'supplier') addOne(counts.supplier, car.supplier.id);
    for (const group of ENUMERATED_GROUPS) {
      if (failures !== 0 && failed !== group) continue;
      if (isPartition(group)) addOne(counts[group], VALUE_OF[group](car));
      else for (const value of FEATURES_OF[group](car)) addOne(counts[group], value);
    }
    if (failures === 0 || failed === 'depositMax') {
      for (const threshold of DEPOSIT_FILTER_THRESHOLDS_MINOR) {
        if (car.deposit <= threshold) addOne(counts.depositMax, String(threshold));
      }
    }
  }
  return counts;
}

/** The values `car` has in an enumerated group: one for a group that splits the cars, any for the others. */
function valuesIn(car: FilterableCar, group: EnumeratedGroup): readonly string[] {
  return isPartition(group) ? [VALUE_OF[group](car)] : FEATURES_OF[group](car);
}

/**
 * Values of an enumerated group as a bit mask: bit i for CAR_FILTER_VALUES[group][i]. A car passes a
 * group whose chosen values' mask shares a bit with its own (valueMask), which is matchesCarFilters'
 * rule for that group in one operation; a value the group does not offer has no bit.
 */
export function valueMask(group: EnumeratedGroup, values: readonly string[]): number {
  const offered: readonly string[] = CAR_FILTER_VALUES[group];
  let mask = 0;
  for (const value of values) {
    const bit = offered.indexOf(value);
    if (bit >= 0) mask |= 1 << bit;
  }
  return mask;
}

/** The mask of the values `car` has in `group`. */
export function carValueMask(car: FilterableCar, group: EnumeratedGroup): number {
  return valueMask(group, valuesIn(car, group));
}
