// Any filters of a car search, for property tests: each group absent or some of its values, and
// suppliers among `suppliers`.
import fc from 'fast-check';
import type { CarFilters } from '../contracts/car-search';
import {
  FUEL_POLICIES,
  FUEL_TYPES,
  GEARBOXES,
  MILEAGE_MODES,
  MULTIMEDIA,
  SEAT_TIERS,
  VEHICLE_SIZES,
} from '../enums';

const someOf = <T>(values: readonly T[]) =>
  fc.option(fc.subarray([...values], { minLength: 1 }), { nil: undefined });

export function anyCarFilters(suppliers: readonly string[], maxDeposit: number): fc.Arbitrary<CarFilters> {
  return fc.record(
    {
      supplier: someOf(suppliers),
      size: someOf(VEHICLE_SIZES),
      fuel: someOf(FUEL_TYPES),
      gearbox: someOf(GEARBOXES),
      mileage: someOf(MILEAGE_MODES),
      fuelPolicy: someOf(FUEL_POLICIES),
      seats: someOf(SEAT_TIERS),
      multimedia: someOf(MULTIMEDIA),
      doors: someOf(['4+'] as const),
      aircon: someOf(['true'] as const),
      depositMax: fc.option(fc.integer({ min: 0, max: maxDeposit }), { nil: undefined }),
    },
    { requiredKeys: [] },
  );
}
