// Test data for the filter tests: a mini car, petrol, manual, 5 seats and doors, air conditioning,
// unlimited mileage, a 500 USD deposit, to override.
import type { FilterableCar } from '../car-filters';

export function makeFilterableCar(supplierId: string, overrides: Partial<FilterableCar> = {}): FilterableCar {
  return {
    supplier: { id: supplierId },
    size: 'mini',
    fuelType: 'gasoline',
    gearbox: 'manual',
    mileage: -1,
    fuelPolicy: 'fullToFull',
    seats: 5,
    multimedia: [],
    doors: 5,
    aircon: true,
    deposit: 50_000,
    ...overrides,
  };
}
