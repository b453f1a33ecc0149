// API answers for the locations and suppliers pages' tests, shaped by the domain contracts.
import { LocationListSchema, type Location, type LocationList } from '@roadbook/domain/contracts/places';
import {
  SupplierListSchema,
  type SupplierList,
  type SupplierSummary,
} from '@roadbook/domain/contracts/suppliers';

import { jsonResponse } from '@/testing/api-mock';

const FRANCE = { id: '8a1e4c6d-2b3f-4a5c-9d7e-1f2a3b4c5d6e', name: 'France' };
const SPAIN = { id: '9b2f5d7e-3c4a-4b6d-8e9f-2a3b4c5d6e7f', name: 'Spain' };

export const MALAGA: Location = {
  id: '1c3a5e7f-4d5b-4c7e-9f0a-3b4c5d6e7f8a',
  name: 'Málaga Airport',
  address: 'Avenida del Comandante García Morato, Málaga',
  latitude: 36.6749,
  longitude: -4.4991,
  country: SPAIN,
};

export const ORLY: Location = {
  id: '2d4b6f8a-5e6c-4d8f-8a1b-4c5d6e7f8a9b',
  name: 'Paris Orly Airport',
  address: 'Orly, Val-de-Marne',
  latitude: 48.7262,
  longitude: 2.3652,
  country: FRANCE,
};

export const LYON: Location = {
  id: '3e5c7a9b-6f7d-4e9a-9b2c-5d6e7f8a9b0c',
  name: 'Lyon Part-Dieu Station',
  address: 'Place Charles Béraudier, Lyon',
  latitude: 45.7605,
  longitude: 4.8593,
  country: FRANCE,
};

/** As the API sorts them: by name. */
export const LOCATIONS: readonly Location[] = [LYON, MALAGA, ORLY];

export function locationList(
  locations: readonly Location[],
  total = locations.length,
  page = 1,
): LocationList {
  return LocationListSchema.parse({ locations, total, page, pageSize: 30 });
}

export const ATLANTIC: SupplierSummary = {
  id: '4f6d8b0c-7a8e-4f0b-8c3d-6e7f8a9b0c1d',
  name: 'Atlantic Rentals',
  logo: '/uploads/atlantic.png',
  carCount: 1200,
};

export const BAIXA: SupplierSummary = {
  id: '5a7e9c1d-8b9f-4a1c-9d4e-7f8a9b0c1d2e',
  name: 'Baixa Cars',
  logo: '/uploads/baixa.png',
  carCount: 1,
};

export const NO_LOGO: SupplierSummary = {
  id: '6b8f0d2e-9c0a-4b2d-8e5f-8a9b0c1d2e3f',
  name: 'Corner Garage',
  logo: null,
  carCount: 0,
};

export function supplierList(
  suppliers: readonly SupplierSummary[],
  total = suppliers.length,
  page = 1,
): SupplierList {
  return SupplierListSchema.parse({ suppliers, total, page, pageSize: 30 });
}

export const placesHandlers = (overrides: Record<string, () => Response> = {}) => ({
  '/api/locations': () => jsonResponse(locationList(LOCATIONS)),
  '/api/suppliers': () => jsonResponse(supplierList([ATLANTIC, BAIXA, NO_LOGO])),
  ...overrides,
});
