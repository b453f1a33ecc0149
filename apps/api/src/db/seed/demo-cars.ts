import {
  FUEL_POLICIES,
  MULTIMEDIA,
  type CarOption,
  type FuelType,
  type Gearbox,
  type Multimedia,
  type VehicleSize,
} from '@roadbook/domain/enums';
import type { RentalPrices } from '@roadbook/domain/rental-price';
import type { Random } from './random';

/** A car's tier prices in minor units; the daily price is always set for demo cars. */
type TierPrices = Omit<RentalPrices, 'isDateBasedPrice' | 'dateBasedPrices'> & { dailyPrice: number };

interface Model {
  name: string;
  seats: number;
  doors: number;
  fuel: FuelType;
}

// Real models per vehicle size, with their usual seats, doors and fuel.
const MODELS: Record<VehicleSize, readonly Model[]> = {
  mini: [
    { name: 'Fiat 500', seats: 4, doors: 3, fuel: 'gasoline' },
    { name: 'Renault Clio', seats: 5, doors: 5, fuel: 'gasoline' },
    { name: 'Peugeot 208', seats: 5, doors: 5, fuel: 'diesel' },
    { name: 'Toyota Yaris Hybrid', seats: 5, doors: 5, fuel: 'hybrid' },
    { name: 'Kia Picanto', seats: 4, doors: 5, fuel: 'gasoline' },
    { name: 'Renault Zoe', seats: 5, doors: 5, fuel: 'electric' },
  ],
  midi: [
    { name: 'Dacia Duster', seats: 5, doors: 5, fuel: 'diesel' },
    { name: 'Peugeot 3008', seats: 5, doors: 5, fuel: 'diesel' },
    { name: 'Toyota RAV4 Hybrid', seats: 5, doors: 5, fuel: 'hybrid' },
    { name: 'Jeep Compass 4xe', seats: 5, doors: 5, fuel: 'plugInHybrid' },
    { name: 'Tesla Model Y', seats: 5, doors: 5, fuel: 'electric' },
  ],
  maxi: [
    { name: 'Renault Trafic Passenger', seats: 9, doors: 4, fuel: 'diesel' },
    { name: 'Ford Tourneo Custom', seats: 8, doors: 4, fuel: 'diesel' },
    { name: 'Mercedes-Benz Vito Tourer', seats: 8, doors: 4, fuel: 'diesel' },
    { name: 'Volkswagen Multivan eHybrid', seats: 7, doors: 5, fuel: 'plugInHybrid' },
  ],
  pickup: [
    { name: 'Toyota Hilux', seats: 5, doors: 4, fuel: 'diesel' },
    { name: 'Ford Ranger', seats: 5, doors: 4, fuel: 'diesel' },
    { name: 'Nissan Navara', seats: 5, doors: 4, fuel: 'diesel' },
  ],
  scooter: [
    { name: 'Vespa Primavera 125', seats: 2, doors: 0, fuel: 'gasoline' },
    { name: 'Honda PCX 125', seats: 2, doors: 0, fuel: 'gasoline' },
    { name: 'Yamaha NMAX 125', seats: 2, doors: 0, fuel: 'gasoline' },
    { name: 'NIU NQi GT', seats: 2, doors: 0, fuel: 'electric' },
  ],
  bus: [
    { name: 'Mercedes-Benz Sprinter Minibus', seats: 19, doors: 3, fuel: 'diesel' },
    { name: 'Iveco Daily Minibus', seats: 16, doors: 3, fuel: 'diesel' },
    { name: 'Ford Transit Minibus', seats: 14, doors: 3, fuel: 'diesel' },
  ],
  truck: [
    { name: 'Renault Master Box 20 m³', seats: 3, doors: 2, fuel: 'diesel' },
    { name: 'Ford Transit Luton', seats: 3, doors: 2, fuel: 'diesel' },
    { name: 'Iveco Daily Box', seats: 2, doors: 2, fuel: 'diesel' },
    { name: 'Peugeot e-Boxer', seats: 2, doors: 2, fuel: 'electric' },
  ],
  caravan: [
    { name: 'Volkswagen California', seats: 4, doors: 4, fuel: 'diesel' },
    { name: 'Fiat Ducato Camper', seats: 4, doors: 3, fuel: 'diesel' },
    { name: 'Mercedes-Benz Marco Polo', seats: 4, doors: 4, fuel: 'diesel' },
    { name: 'Hymer Exsis-t', seats: 4, doors: 3, fuel: 'unknown' },
  ],
};

/** How many demo cars of each size: 80 in all. */
const COUNTS: Record<VehicleSize, number> = {
  mini: 16,
  midi: 14,
  maxi: 10,
  pickup: 8,
  scooter: 10,
  bus: 6,
  truck: 8,
  caravan: 8,
};

/** Daily price range in USD per size. */
const DAILY_USD: Record<VehicleSize, [number, number]> = {
  mini: [25, 45],
  midi: [45, 80],
  maxi: [70, 110],
  pickup: [60, 95],
  scooter: [15, 30],
  bus: [150, 250],
  truck: [70, 120],
  caravan: [90, 160],
};

/** Price range in USD of each option when it has a price (per day or flat, see the domain). */
const OPTION_USD: Record<CarOption, [number, number]> = {
  cancellation: [15, 30],
  amendments: [10, 20],
  theftProtection: [5, 12],
  collisionDamageWaiver: [8, 15],
  fullInsurance: [15, 25],
  additionalDriver: [5, 10],
};

const COLOURS = [
  '#c0392b',
  '#2c3e50',
  '#2980b9',
  '#27ae60',
  '#8e44ad',
  '#d35400',
  '#7f8c8d',
  '#16a085',
  '#f1c40f',
  '#34495e',
];

const MULTIMEDIA_SETS: readonly Multimedia[][] = [
  [],
  ['bluetooth'],
  ['touchscreen', 'bluetooth'],
  ['bluetooth', 'androidAuto', 'appleCarPlay'],
  [...MULTIMEDIA],
];

export interface DemoCar {
  index: number;
  name: string;
  size: VehicleSize;
  colour: string;
  fuelType: FuelType;
  gearbox: Gearbox;
  seats: number;
  doors: number;
  aircon: boolean;
  multimedia: Multimedia[];
  mileage: number;
  fuelPolicy: (typeof FUEL_POLICIES)[number];
  deposit: number;
  availability: 'available' | 'unavailable';
  isFullyBooked: boolean;
  isComingSoon: boolean;
  minimumAge: number;
  prices: TierPrices;
  isDateBasedPrice: boolean;
  /** Offsets in days from the seed day, and a multiplier of the daily price. */
  dateBasedPrices: { startOffset: number; endOffset: number; factor: number }[];
  options: Record<CarOption, number>;
}

/** Cents, rounded to a whole half-dollar. */
const cents = (usd: number) => Math.round(usd * 2) * 50;

function optionValues(index: number, random: Random): Record<CarOption, number> {
  // Each option cycles through unavailable (-1), included (0) and a price, shifted per option, so
  // every value appears for every option across the fleet.
  const value = (option: CarOption, shift: number) => {
    const slot = (index + shift) % 3;
    if (slot === 0) return -1;
    if (slot === 1) return 0;
    const [min, max] = OPTION_USD[option];
    return cents(random.int(min, max));
  };
  return {
    cancellation: value('cancellation', 0),
    amendments: value('amendments', 1),
    theftProtection: value('theftProtection', 2),
    collisionDamageWaiver: value('collisionDamageWaiver', 0),
    fullInsurance: value('fullInsurance', 1),
    additionalDriver: value('additionalDriver', 2),
  };
}

function tierPrices(index: number, daily: number): TierPrices {
  const has = (modulo: number, rest: number[]) => rest.includes(index % modulo);
  const weekly = has(10, [0, 1, 2, 3, 4, 5, 6]) ? cents((daily * 7 * 0.85) / 100) : null;
  const biWeekly = has(2, [0]) ? cents((daily * 3 * 0.93) / 100) : null;
  const monthly = has(5, [0, 1, 3]) ? cents((daily * 30 * 0.7) / 100) : null;
  return {
    dailyPrice: daily,
    discountedDailyPrice: index % 5 === 2 ? cents((daily * 0.9) / 100) : null,
    weeklyPrice: weekly,
    discountedWeeklyPrice: weekly !== null && index % 4 === 1 ? cents((weekly * 0.92) / 100) : null,
    biWeeklyPrice: biWeekly,
    discountedBiWeeklyPrice: biWeekly !== null && index % 6 === 0 ? cents((biWeekly * 0.95) / 100) : null,
    monthlyPrice: monthly,
    discountedMonthlyPrice: monthly !== null && index % 7 === 3 ? cents((monthly * 0.9) / 100) : null,
  };
}

/** The 80 demo cars, covering every size, fuel, gearbox, fuel policy, mileage mode, seat tier and option value. */
export function buildDemoCars(random: Random): DemoCar[] {
  const cars: DemoCar[] = [];
  for (const [size, count] of Object.entries(COUNTS) as [VehicleSize, number][]) {
    for (let n = 0; n < count; n += 1) {
      const index = cars.length;
      const model = MODELS[size][n % MODELS[size].length];
      if (!model) throw new Error(`no model for ${size}`);
      const [min, max] = DAILY_USD[size];
      const daily = cents(random.int(min, max));
      const isDateBasedPrice = index % 8 === 5;
      const isScooter = size === 'scooter';
      cars.push({
        index,
        name: model.name,
        size,
        colour: COLOURS[index % COLOURS.length] ?? '#2c3e50',
        fuelType: model.fuel,
        gearbox: model.fuel === 'electric' || index % 3 === 0 ? 'automatic' : 'manual',
        seats: model.seats,
        doors: model.doors,
        aircon: !isScooter && index % 11 !== 7,
        multimedia: isScooter ? [] : [...(MULTIMEDIA_SETS[index % MULTIMEDIA_SETS.length] ?? [])],
        mileage: index % 4 === 0 ? random.int(2, 6) * 50 : -1,
        fuelPolicy: FUEL_POLICIES[index % FUEL_POLICIES.length] ?? 'fullToFull',
        deposit: cents(random.int(1, 15) * 100),
        availability: index % 23 === 11 ? 'unavailable' : 'available',
        isFullyBooked: index % 29 === 13,
        isComingSoon: index % 31 === 17,
        minimumAge: size === 'bus' || size === 'caravan' ? 25 : index % 9 === 4 ? 23 : 21,
        prices: tierPrices(index, daily),
        isDateBasedPrice,
        dateBasedPrices: isDateBasedPrice
          ? [
              { startOffset: 10, endOffset: 24, factor: 1.3 },
              { startOffset: 40, endOffset: 60, factor: 0.9 },
              { startOffset: 85, endOffset: 100, factor: 1.5 },
            ]
          : [],
        options: optionValues(index, random),
      });
    }
  }
  return cars;
}
