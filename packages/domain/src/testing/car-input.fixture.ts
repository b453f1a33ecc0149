// Test data: a whole car as the back office sends it (CarInputSchema), to override field by field.
import type { z } from 'zod';
import type { CarInputSchema } from '../car-schema';

export type CarInputBody = z.input<typeof CarInputSchema>;

/** A mini with unlimited mileage, $50 a day, every option unavailable, picked up at `locationIds`. */
export function carInputFixture(
  fields: Partial<CarInputBody> & Pick<CarInputBody, 'locationIds'>,
): CarInputBody {
  return {
    name: 'Renault Clio',
    licencePlate: 'AB-123-CD',
    size: 'mini',
    fuelType: 'gasoline',
    gearbox: 'manual',
    seats: 5,
    doors: 5,
    aircon: true,
    multimedia: ['bluetooth'],
    mileage: -1,
    fuelPolicy: 'fullToFull',
    deposit: 50_000,
    minimumAge: 21,
    isLicenceRequired: false,
    availability: 'available',
    isFullyBooked: false,
    isComingSoon: false,
    dailyPrice: 5000,
    discountedDailyPrice: null,
    weeklyPrice: null,
    discountedWeeklyPrice: null,
    biWeeklyPrice: null,
    discountedBiWeeklyPrice: null,
    monthlyPrice: null,
    discountedMonthlyPrice: null,
    isDateBasedPrice: false,
    dateBasedPrices: [],
    cancellation: -1,
    amendments: -1,
    theftProtection: -1,
    collisionDamageWaiver: -1,
    fullInsurance: -1,
    additionalDriver: -1,
    ...fields,
  };
}
