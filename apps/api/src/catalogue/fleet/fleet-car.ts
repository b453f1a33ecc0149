// A fleet car as the back office shows it (FleetCar) from what the database holds, the columns a
// car input writes, and the car's snapshot in the audit trail.
import type { CarInput } from '@roadbook/domain/car-schema';
import type { FleetCar } from '@roadbook/domain/contracts/fleet';
import { uploadUrl } from '../../http/upload-url';
import type { AuditSnapshot } from '../../platform/audit/audit.service';
import type { CarRecord, CarValues, DateRange } from './fleet.queries';

/** A car as read with everything the editor shows. */
export interface StoredCar {
  car: CarRecord;
  supplierName: string;
  supplierLogo: string | null;
  dateBasedPrices: DateRange[];
  locationIds: string[];
  bookingCount: number;
}

export function toFleetCar({
  car,
  supplierName,
  supplierLogo,
  dateBasedPrices,
  locationIds,
  bookingCount,
}: StoredCar): FleetCar {
  return {
    id: car.id,
    name: car.name,
    supplier: { id: car.supplierId, name: supplierName, logo: uploadUrl(supplierLogo) },
    licencePlate: car.licencePlate,
    image: uploadUrl(car.image),
    size: car.size,
    fuelType: car.fuelType,
    gearbox: car.gearbox,
    seats: car.seats,
    doors: car.doors,
    aircon: car.aircon,
    multimedia: car.multimedia,
    mileage: car.mileage,
    fuelPolicy: car.fuelPolicy,
    deposit: car.deposit,
    minimumAge: car.minimumAge,
    isLicenceRequired: car.isLicenceRequired,
    availability: car.availability,
    isFullyBooked: car.isFullyBooked,
    isComingSoon: car.isComingSoon,
    dailyPrice: car.dailyPrice,
    discountedDailyPrice: car.discountedDailyPrice,
    weeklyPrice: car.weeklyPrice,
    discountedWeeklyPrice: car.discountedWeeklyPrice,
    biWeeklyPrice: car.biWeeklyPrice,
    discountedBiWeeklyPrice: car.discountedBiWeeklyPrice,
    monthlyPrice: car.monthlyPrice,
    discountedMonthlyPrice: car.discountedMonthlyPrice,
    isDateBasedPrice: car.isDateBasedPrice,
    dateBasedPrices,
    cancellation: car.cancellation,
    amendments: car.amendments,
    theftProtection: car.theftProtection,
    collisionDamageWaiver: car.collisionDamageWaiver,
    fullInsurance: car.fullInsurance,
    additionalDriver: car.additionalDriver,
    locationIds,
    bookingCount,
    updatedAt: car.updatedAt.toISOString(),
  };
}

/** The car's fields as the audit trail keeps them: the editor's, without the counts and the time. */
export function carSnapshot(car: FleetCar): AuditSnapshot {
  const { bookingCount: _bookingCount, updatedAt: _updatedAt, ...fields } = car;
  return fields;
}

/** The columns of `input` for a car of `supplierId` (its date ranges and places are rows of their own). */
export function carValuesOf(input: CarInput, supplierId: string): CarValues {
  const { supplierId: _named, dateBasedPrices: _ranges, locationIds: _places, ...fields } = input;
  return { ...fields, supplierId };
}
