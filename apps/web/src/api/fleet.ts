// The back office's fleet (/api/admin/cars): the list a supplier (its own cars) or an admin (every
// car) pages through, and one car's editor — create, replace, duplicate, delete (or make unavailable
// when bookings need it) and its image. Another supplier's car is 404, as a car that does not exist.
import type { CarInput } from '@roadbook/domain/car-schema';
import type { CarRemoval, FleetCar, FleetPage, FleetQuery } from '@roadbook/domain/contracts/fleet';
import type { FleetImportPreview, FleetImportResult } from '@roadbook/domain/contracts/fleet-import';
import { queryOptions, type QueryClient } from '@tanstack/react-query';

import { requestParsed, toSearchParams } from '@/lib/api-client';

const contracts = () => import('@roadbook/domain/contracts/fleet');

/** Every fleet query starts with this key; a change of a car refreshes them all. */
export const FLEET_QUERY_KEY = ['fleet'] as const;

export function fleetQueryOptions(query: FleetQuery) {
  return queryOptions({
    queryKey: [...FLEET_QUERY_KEY, 'list', query],
    queryFn: async (): Promise<FleetPage> => {
      const { FleetPageSchema } = await contracts();
      return requestParsed(`/api/admin/cars?${toSearchParams(query).toString()}`, FleetPageSchema);
    },
    // The list says why it is missing, with a retry.
    meta: { errorToast: false },
  });
}

const carPath = (id: string) => `/api/admin/cars/${encodeURIComponent(id)}`;

async function carAnswer(path: string, init?: RequestInit): Promise<FleetCar> {
  const { FleetCarResponseSchema } = await contracts();
  return (await requestParsed(path, FleetCarResponseSchema, init)).car;
}

export function fleetCarQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...FLEET_QUERY_KEY, 'car', id],
    queryFn: () => carAnswer(carPath(id)),
    meta: { errorToast: false },
  });
}

export function createCar(car: CarInput): Promise<FleetCar> {
  return carAnswer('/api/admin/cars', { method: 'POST', body: JSON.stringify(car) });
}

export function updateCar({ id, car }: { id: string; car: CarInput }): Promise<FleetCar> {
  return carAnswer(carPath(id), { method: 'PUT', body: JSON.stringify(car) });
}

export function duplicateCar(id: string): Promise<FleetCar> {
  return carAnswer(`${carPath(id)}/duplicate`, { method: 'POST' });
}

export async function deleteCar(id: string): Promise<CarRemoval> {
  const { CarRemovalSchema } = await contracts();
  return requestParsed(carPath(id), CarRemovalSchema, { method: 'DELETE' });
}

/** One image file; the content decides (415 upload.unsupportedType, 413 upload.tooLarge, 422 upload.unreadable). */
export function updateCarImage({ id, file }: { id: string; file: File }): Promise<FleetCar> {
  const body = new FormData();
  body.append('image', file);
  return carAnswer(`${carPath(id)}/image`, { method: 'PUT', body });
}

export function deleteCarImage(id: string): Promise<FleetCar> {
  return carAnswer(`${carPath(id)}/image`, { method: 'DELETE' });
}

/** Keeps the car the API answered for its editor, and has the lists asked again. */
export async function storeFleetCar(queryClient: QueryClient, car: FleetCar): Promise<void> {
  queryClient.setQueryData(fleetCarQueryOptions(car.id).queryKey, car);
  await queryClient.invalidateQueries({ queryKey: [...FLEET_QUERY_KEY, 'list'] });
}

// The CSV import: a preview of each row's errors that writes nothing, then the import, which writes
// every car or none (400 import.rowsInvalid with the rows in its details).

function csvBody(file: File): FormData {
  const body = new FormData();
  body.append('file', file);
  return body;
}

export async function previewFleetImport(file: File): Promise<FleetImportPreview> {
  const { FleetImportPreviewSchema } = await import('@roadbook/domain/contracts/fleet-import');
  const init = { method: 'POST', body: csvBody(file) };
  return requestParsed('/api/admin/cars/import/preview', FleetImportPreviewSchema, init);
}

export async function importFleet(file: File): Promise<FleetImportResult> {
  const { FleetImportResultSchema } = await import('@roadbook/domain/contracts/fleet-import');
  return requestParsed('/api/admin/cars/import', FleetImportResultSchema, {
    method: 'POST',
    body: csvBody(file),
  });
}

/** The sample file, to download. */
export const FLEET_IMPORT_SAMPLE_PATH = '/api/admin/cars/import/sample';
