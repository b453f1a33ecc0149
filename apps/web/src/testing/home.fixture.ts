// API answers for the home sections' tests, shaped by the contracts.
import type { CountryList } from '@roadbook/domain/contracts/places';
import type { SupplierList } from '@roadbook/domain/contracts/suppliers';

import { jsonResponse } from '@/testing/api-mock';

function uuid(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

function place(n: number, name: string, latitude: number, longitude: number) {
  return { id: uuid(n), name, address: `${n} Main Street`, latitude, longitude };
}

export const FRANCE_PLACES = [
  place(11, 'Paris Charles de Gaulle Airport', 49.0097, 2.5479),
  place(12, 'Paris Orly Airport', 48.7262, 2.3652),
  place(13, 'Lyon Part-Dieu Station', 45.7606, 4.8593),
  place(14, 'Marseille Provence Airport', 43.4393, 5.2214),
  place(15, 'Nice Côte d’Azur Airport', 43.6584, 7.2159),
  place(16, 'Bordeaux Saint-Jean Station', 44.8256, -0.5566),
  place(17, 'Toulouse Blagnac Airport', 43.6291, 1.3638),
  place(18, 'Lille Europe Station', 50.6393, 3.0756),
];

export const MOROCCO_PLACES = [
  place(21, 'Casablanca Mohammed V Airport', 33.3675, -7.5898),
  place(22, 'Marrakech Menara Airport', 31.6069, -8.0363),
  place(23, 'Rabat Agdal Station', 34.0006, -6.8525),
  place(24, 'Tangier Ibn Battouta Airport', 35.7269, -5.9169),
];

export const COUNTRIES: CountryList = {
  countries: [
    { id: uuid(1), code: 'FR', name: 'France', locations: FRANCE_PLACES },
    { id: uuid(2), code: 'MA', name: 'Morocco', locations: MOROCCO_PLACES },
  ],
  total: 2,
  page: 1,
  pageSize: 30,
};

export const SUPPLIERS: SupplierList = {
  suppliers: [
    { id: uuid(31), name: 'Atlas Rent', logo: '/uploads/atlas-rent.png', carCount: 12 },
    { id: uuid(32), name: 'Riviera Cars', logo: null, carCount: 4 },
  ],
  total: 2,
  page: 1,
  pageSize: 30,
};

/** Handlers answering the countries and suppliers the home sections ask for. */
export const HOME_HANDLERS = {
  '/api/countries': () => jsonResponse(COUNTRIES),
  '/api/suppliers': () => jsonResponse(SUPPLIERS),
};
