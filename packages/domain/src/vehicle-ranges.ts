// The vehicle ranges of the home pages, apart from the other enumerations (enums.ts): the homes' first
// load carries these alone.
import type { VehicleSize } from './enums';

/** Vehicle ranges shown on the home pages (product-rules.md § Places, cars and suppliers), each leading to a search on sizes. */
export const VEHICLE_RANGES = ['car', 'suv', 'van', 'scooter', 'bus', 'truck', 'caravan'] as const;
export type VehicleRange = (typeof VEHICLE_RANGES)[number];

export const VEHICLE_RANGE_SIZES: Record<VehicleRange, readonly VehicleSize[]> = {
  car: ['mini'],
  suv: ['midi'],
  van: ['maxi', 'pickup'],
  scooter: ['scooter'],
  bus: ['bus'],
  truck: ['truck'],
  caravan: ['caravan'],
};
