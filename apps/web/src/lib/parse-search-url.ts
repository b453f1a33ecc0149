import { CarSearchQuerySchema, type CarSearchQuery } from '@roadbook/domain/contracts/car-search';

/** The search a `/search` query string names, or null when it names none (or an invalid one). */
export function parseSearchUrl(search: string): CarSearchQuery | null {
  const params = new URLSearchParams(search);
  const values: Record<string, string | string[]> = {};
  for (const name of new Set(params.keys())) {
    const all = params.getAll(name);
    const key = name === 'pickup' ? 'pickupLocation' : name === 'dropoff' ? 'dropOffLocation' : name;
    values[key] = all.length === 1 ? (all[0] ?? '') : all;
  }
  const result = CarSearchQuerySchema.safeParse(values);
  return result.success ? result.data : null;
}
