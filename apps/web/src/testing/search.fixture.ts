// API answers for the search page's tests, shaped by the domain contracts (checked by their schemas).
import type { CarFilterCounts, CarSearchResult } from '@roadbook/domain/contracts/car-search';
import { CarSearchResultSchema } from '@roadbook/domain/contracts/car-search';
import type { CarCard } from '@roadbook/domain/contracts/cars';
import type { Location } from '@roadbook/domain/contracts/places';
import type { QuoteBody } from '@roadbook/domain/contracts/quotes';
import type { SupplierRef } from '@roadbook/domain/contracts/suppliers';

import { jsonResponse } from '@/testing/api-mock';

export const PICK_UP: Location = {
  id: '7b0f2a8e-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
  name: 'Lisbon Airport',
  address: 'Alameda das Comunidades Portuguesas, Lisbon',
  latitude: 38.7742,
  longitude: -9.1342,
  country: { id: '0a0f2a8e-3c4d-4e5f-8a9b-0c1d2e3f4a5b', name: 'Portugal' },
};

export const DROP_OFF: Location = {
  ...PICK_UP,
  id: '1b0f2a8e-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
  name: 'Porto Centre',
  latitude: 41.1496,
  longitude: -8.611,
};

export const FROM = '2030-06-01T10:00:00.000Z';
export const TO = '2030-06-05T10:00:00.000Z';

export const SUPPLIERS: readonly SupplierRef[] = [
  { id: '2c0f2a8e-3c4d-4e5f-8a9b-0c1d2e3f4a5b', name: 'Atlantic Rentals', logo: '/uploads/atlantic.png' },
  { id: '3d0f2a8e-3c4d-4e5f-8a9b-0c1d2e3f4a5b', name: 'Baixa Cars', logo: '/uploads/baixa.png' },
];

const [ATLANTIC, BAIXA] = SUPPLIERS as [SupplierRef, SupplierRef];

/** 4 days at 45.00 with no options. */
export const FOUR_DAY_QUOTE: QuoteBody = {
  currency: 'USD',
  days: 4,
  lines: [
    { code: 'biWeekly', quantity: 1, unitMinor: 12_000, totalMinor: 12_000 },
    { code: 'daily', quantity: 1, unitMinor: 6_000, totalMinor: 6_000 },
  ],
  totalMinor: 18_000,
};

export function makeCar(overrides: Partial<CarCard> = {}): CarCard {
  return {
    id: '4e0f2a8e-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
    name: 'Renault Clio',
    image: '/uploads/clio.jpg',
    size: 'mini',
    fuelType: 'diesel',
    gearbox: 'manual',
    seats: 5,
    doors: 5,
    aircon: true,
    multimedia: ['bluetooth'],
    mileage: -1,
    fuelPolicy: 'fullToFull',
    deposit: 50_000,
    availability: 'available',
    isFullyBooked: false,
    isComingSoon: false,
    minimumAge: 21,
    cancellation: 0,
    amendments: 2_500,
    theftProtection: 1_200,
    collisionDamageWaiver: -1,
    fullInsurance: 2_000,
    additionalDriver: 0,
    supplier: ATLANTIC,
    quote: FOUR_DAY_QUOTE,
    ...overrides,
  };
}

export const CLIO = makeCar();
export const TRANSIT = makeCar({
  id: '5f0f2a8e-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
  name: 'Ford Transit',
  image: null,
  size: 'maxi',
  fuelType: 'gasoline',
  gearbox: 'automatic',
  seats: 9,
  doors: 4,
  aircon: false,
  multimedia: [],
  mileage: 250,
  fuelPolicy: 'likeForlike',
  deposit: 75_000,
  isFullyBooked: true,
  isComingSoon: true,
  supplier: BAIXA,
  quote: { currency: 'USD', days: 4, lines: [], totalMinor: 40_000 },
});

export function makeCounts(overrides: Partial<CarFilterCounts> = {}): CarFilterCounts {
  return {
    supplier: { [ATLANTIC.id]: 12, [BAIXA.id]: 5 },
    size: { mini: 7, midi: 4, maxi: 6, pickup: 0, scooter: 0, bus: 0, truck: 0, caravan: 0 },
    fuel: { diesel: 9, gasoline: 8, electric: 0, hybrid: 0, plugInHybrid: 0, unknown: 0 },
    gearbox: { manual: 10, automatic: 7 },
    mileage: { limited: 6, unlimited: 11 },
    fuelPolicy: { likeForlike: 3, freeTank: 4, fullToFull: 10 },
    seats: { '2': 0, '4': 3, '5': 8, '5+': 6 },
    multimedia: { touchscreen: 2, bluetooth: 9, androidAuto: 1, appleCarPlay: 1 },
    doors: { '4+': 15 },
    aircon: { true: 13 },
    depositMax: { '25000': 2, '50000': 9, '75000': 17 },
    ...overrides,
  };
}

export function searchResult(overrides: Partial<CarSearchResult> = {}): CarSearchResult {
  const result = {
    cars: [CLIO, TRANSIT],
    total: 17,
    page: 1,
    pageSize: 15,
    counts: makeCounts(),
    ...overrides,
  };
  // A fixture the contract refuses would test nothing.
  return CarSearchResultSchema.parse(result);
}

/** Handlers for renderApp: the search, the places and the suppliers. */
export function searchHandlers(result: CarSearchResult = searchResult()) {
  return {
    '/api/cars/search': () => jsonResponse(result),
    [`/api/locations/${PICK_UP.id}`]: () => jsonResponse({ location: PICK_UP }),
    [`/api/locations/${DROP_OFF.id}`]: () => jsonResponse({ location: DROP_OFF }),
    '/api/suppliers': () =>
      jsonResponse({
        suppliers: SUPPLIERS.map((supplier) => ({ ...supplier, carCount: 3 })),
        total: SUPPLIERS.length,
        page: 1,
        pageSize: 30,
      }),
  };
}

/** The query strings the page asked GET /api/cars/search with. */
export function searchRequests(fetchMock: { mock: { calls: unknown[][] } }): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/cars/search')
    .map((url) => url.searchParams);
}
