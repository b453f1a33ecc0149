// The car editor's values as typed (amounts in dollars as text, numbers as text), and the car the API
// takes (CarInput: minor units, nulls): the form checks `carInputOf(draft)` with the API's own schema,
// so a field's error path is the API's too (`dateBasedPrices.1.startDate`).
import { PRICE_TIERS, type CarInput } from '@roadbook/domain/car-schema';
import { MINIMUM_AGE } from '@roadbook/domain/constants';
import type { FleetCar } from '@roadbook/domain/contracts/fleet';
import { CAR_OPTIONS, type CarOption, type Multimedia } from '@roadbook/domain/enums';

/** An option as the editor offers it: unavailable, included, or a price. */
export type OptionMode = 'unavailable' | 'included' | 'price';

export interface DateRangeDraft {
  /** Stable across edits, for React's keys. */
  key: string;
  startDate: string;
  endDate: string;
  dailyPrice: string;
}

type PriceField = (typeof PRICE_TIERS)[number]['price'] | (typeof PRICE_TIERS)[number]['discounted'];

export interface CarDraft {
  name: string;
  supplierId: string;
  licencePlate: string;
  size: string;
  fuelType: string;
  gearbox: string;
  seats: string;
  doors: string;
  aircon: boolean;
  multimedia: Multimedia[];
  isMileageUnlimited: boolean;
  mileage: string;
  fuelPolicy: string;
  deposit: string;
  minimumAge: string;
  isLicenceRequired: boolean;
  availability: string;
  isFullyBooked: boolean;
  isComingSoon: boolean;
  prices: Record<PriceField, string>;
  isDateBasedPrice: boolean;
  dateBasedPrices: DateRangeDraft[];
  options: Record<CarOption, { mode: OptionMode; price: string }>;
  locationIds: string[];
}

/** "45", "45.5", "45,50" or "1 234.50" dollars → 4550 cents; '' → null; anything else NaN (invalid). */
export function minorFromText(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return null;
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(compact);
  if (match === null) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** 4550 → "45.50"; null → ''. */
export function textFromMinor(minor: number | null): string {
  return minor === null ? '' : (minor / 100).toFixed(2);
}

/** A whole number typed; '' → null (required), anything else NaN. */
function wholeFromText(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^-?\d{1,9}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

let rangeKeys = 0;
export function newRangeKey(): string {
  rangeKeys += 1;
  return `range-${rangeKeys}`;
}

const priceFields = PRICE_TIERS.flatMap((tier) => [tier.price, tier.discounted]);

/** A new car's values: the common case (5 seats, manual, unlimited mileage, every option unavailable). */
export function emptyCarDraft(supplierId = ''): CarDraft {
  return {
    name: '',
    supplierId,
    licencePlate: '',
    size: 'midi',
    fuelType: 'gasoline',
    gearbox: 'manual',
    seats: '5',
    doors: '4',
    aircon: true,
    multimedia: [],
    isMileageUnlimited: true,
    mileage: '',
    fuelPolicy: 'fullToFull',
    deposit: '',
    minimumAge: String(MINIMUM_AGE),
    isLicenceRequired: true,
    availability: 'available',
    isFullyBooked: false,
    isComingSoon: false,
    prices: Object.fromEntries(priceFields.map((field) => [field, ''])) as Record<PriceField, string>,
    isDateBasedPrice: false,
    dateBasedPrices: [],
    options: Object.fromEntries(
      CAR_OPTIONS.map((option) => [option, { mode: 'unavailable', price: '' }]),
    ) as CarDraft['options'],
    locationIds: [],
  };
}

function optionDraft(value: number): { mode: OptionMode; price: string } {
  if (value < 0) return { mode: 'unavailable', price: '' };
  if (value === 0) return { mode: 'included', price: '' };
  return { mode: 'price', price: textFromMinor(value) };
}

/** The editor's values for a car the API answered. */
export function carDraftOf(car: FleetCar): CarDraft {
  return {
    name: car.name,
    supplierId: car.supplier.id,
    licencePlate: car.licencePlate ?? '',
    size: car.size,
    fuelType: car.fuelType,
    gearbox: car.gearbox,
    seats: String(car.seats),
    doors: String(car.doors),
    aircon: car.aircon,
    multimedia: [...car.multimedia],
    isMileageUnlimited: car.mileage === -1,
    mileage: car.mileage === -1 ? '' : String(car.mileage),
    fuelPolicy: car.fuelPolicy,
    deposit: textFromMinor(car.deposit),
    minimumAge: String(car.minimumAge),
    isLicenceRequired: car.isLicenceRequired,
    availability: car.availability,
    isFullyBooked: car.isFullyBooked,
    isComingSoon: car.isComingSoon,
    prices: Object.fromEntries(priceFields.map((field) => [field, textFromMinor(car[field])])) as Record<
      PriceField,
      string
    >,
    isDateBasedPrice: car.isDateBasedPrice,
    dateBasedPrices: car.dateBasedPrices.map((range) => ({
      key: newRangeKey(),
      startDate: range.startDate,
      endDate: range.endDate,
      dailyPrice: textFromMinor(range.dailyPrice),
    })),
    options: Object.fromEntries(
      CAR_OPTIONS.map((option) => [option, optionDraft(car[option])]),
    ) as CarDraft['options'],
    locationIds: [...car.locationIds],
  };
}

function optionValue({ mode, price }: { mode: OptionMode; price: string }): number | null {
  if (mode === 'unavailable') return -1;
  if (mode === 'included') return 0;
  return minorFromText(price);
}

/**
 * What the API is sent (unchecked: CarInputSchema checks it, here and there). A supplier's car
 * carries no supplierId: the API takes the supplier's own.
 */
export function carInputOf(
  draft: CarDraft,
  { withSupplier }: { withSupplier: boolean },
): Record<string, unknown> {
  return {
    name: draft.name,
    ...(withSupplier ? { supplierId: draft.supplierId === '' ? undefined : draft.supplierId } : {}),
    licencePlate: draft.licencePlate.trim() === '' ? null : draft.licencePlate,
    size: draft.size,
    fuelType: draft.fuelType,
    gearbox: draft.gearbox,
    seats: wholeFromText(draft.seats),
    doors: wholeFromText(draft.doors),
    aircon: draft.aircon,
    multimedia: draft.multimedia,
    mileage: draft.isMileageUnlimited ? -1 : wholeFromText(draft.mileage),
    fuelPolicy: draft.fuelPolicy,
    deposit: minorFromText(draft.deposit) ?? 0,
    minimumAge: wholeFromText(draft.minimumAge),
    isLicenceRequired: draft.isLicenceRequired,
    availability: draft.availability,
    isFullyBooked: draft.isFullyBooked,
    isComingSoon: draft.isComingSoon,
    ...Object.fromEntries(priceFields.map((field) => [field, minorFromText(draft.prices[field])])),
    isDateBasedPrice: draft.isDateBasedPrice,
    dateBasedPrices: draft.dateBasedPrices.map((range) => ({
      startDate: range.startDate,
      endDate: range.endDate,
      dailyPrice: minorFromText(range.dailyPrice),
    })),
    ...Object.fromEntries(CAR_OPTIONS.map((option) => [option, optionValue(draft.options[option])])),
    locationIds: draft.locationIds,
  } satisfies Partial<Record<keyof CarInput, unknown>>;
}
