// A varied, seeded sequence of car searches over the places of the database that have cars, as the
// query strings of GET /api/cars/search: pick-up 1 to 60 days ahead, 1 to 30 days long, some with
// filters, another sort or a later page.
import type pg from 'pg';
import { DEPOSIT_FILTER_THRESHOLDS } from '@roadbook/domain/constants';
import { CAR_SEARCH_SORTS } from '@roadbook/domain/contracts/car-search';
import {
  FUEL_POLICIES,
  FUEL_TYPES,
  GEARBOXES,
  MILEAGE_MODES,
  MULTIMEDIA,
  SEAT_TIERS,
  VEHICLE_SIZES,
} from '@roadbook/domain/enums';
import { createRandom, type Random } from '@roadbook/api/db/seed/random';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** One search: its query as the route receives it (repeated parameters as lists). */
export type SearchQuery = Record<string, string | string[]>;

export interface SearchRequest {
  query: SearchQuery;
  /** `/api/cars/search?…` */
  path: string;
}

interface Place {
  id: string;
  country: string;
  /** Suppliers with a car that can be picked up here. */
  suppliers: string[];
}

/** The places that have cars, with their country and suppliers, in a fixed order. */
export async function loadPlaces(client: pg.Pool): Promise<Place[]> {
  const result = await client.query<{ id: string; country: string; suppliers: string[] }>(`
    select l.id::text as id, l.country_id::text as country,
      array_agg(distinct c.supplier_id::text order by c.supplier_id::text) as suppliers
    from locations l join car_locations cl on cl.location_id = l.id join cars c on c.id = cl.car_id
    group by l.id order by l.id`);
  if (result.rows.length === 0) throw new Error('No location has cars: run `npm run seed:bench` first.');
  return result.rows;
}

const FILTERS: readonly ((random: Random, place: Place) => [string, string[]])[] = [
  (random) => ['size', some(random, VEHICLE_SIZES, 2)],
  (random) => ['fuel', some(random, FUEL_TYPES, 2)],
  (random) => ['gearbox', [random.pick(GEARBOXES)]],
  (random) => ['mileage', [random.pick(MILEAGE_MODES)]],
  (random) => ['fuelPolicy', some(random, FUEL_POLICIES, 2)],
  (random) => ['seats', some(random, SEAT_TIERS, 2)],
  (random) => ['multimedia', [random.pick(MULTIMEDIA)]],
  () => ['doors', ['4+']],
  () => ['aircon', ['true']],
  (random) => ['depositMax', [String(random.pick(DEPOSIT_FILTER_THRESHOLDS) * 100)]],
  (random, place) => ['supplier', some(random, place.suppliers, 2)],
];

function some<T>(random: Random, values: readonly T[], most: number): T[] {
  const wanted = random.int(1, Math.min(most, values.length));
  const chosen = new Set<T>();
  while (chosen.size < wanted) chosen.add(random.pick(values));
  return [...chosen];
}

/** `count` searches from `seed`, with dates counted from `now`. */
export function buildSearchRequests(places: readonly Place[], count: number, seed: number, now: Date) {
  const random = createRandom(seed);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const byCountry = new Map<string, Place[]>();
  for (const place of places) byCountry.set(place.country, [...(byCountry.get(place.country) ?? []), place]);
  return Array.from({ length: count }, (): SearchRequest => {
    const place = random.pick(places);
    const neighbours = byCountry.get(place.country) ?? [place];
    const dropOff = random.next() < 0.75 ? place : random.pick(neighbours);
    const from = new Date(today + random.int(1, 60) * DAY_MS + random.int(7, 19) * HOUR_MS);
    const to = new Date(from.getTime() + random.int(1, 30) * DAY_MS + random.pick([0, 0, 0, 2, 5]) * HOUR_MS);
    const query: SearchQuery = {
      pickupLocation: place.id,
      dropOffLocation: dropOff.id,
      from: from.toISOString(),
      to: to.toISOString(),
    };
    if (random.next() < 0.4) {
      const groups = random.int(1, 3);
      for (let n = 0; n < groups; n += 1) {
        const [name, values] = random.pick(FILTERS)(random, place);
        query[name] = name === 'depositMax' ? (values[0] ?? '') : values;
      }
    }
    if (random.next() < 0.3) query.sort = random.pick(CAR_SEARCH_SORTS);
    const pageDraw = random.next();
    if (pageDraw > 0.8) query.page = String(pageDraw > 0.95 ? random.int(3, 5) : 2);
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) {
      for (const item of Array.isArray(value) ? value : [value]) params.append(name, item);
    }
    return { query, path: `/api/cars/search?${params.toString()}` };
  });
}

/**
 * `count` plain searches from `seed`, as a visitor's first search: a place, pick-up 2 to 62 days
 * ahead at 07:00–19:00, 1 to 10 days long, returned where taken, no filter, sort or page.
 */
export function buildPlainSearches(places: readonly Place[], count: number, seed: number, now: Date) {
  const random = createRandom(seed);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: count }, () => {
    const place = random.pick(places);
    const from = new Date(today + random.int(2, 62) * DAY_MS + random.int(7, 19) * HOUR_MS);
    const to = new Date(from.getTime() + random.int(1, 10) * DAY_MS);
    const params = new URLSearchParams({
      pickupLocation: place.id,
      dropOffLocation: place.id,
      from: from.toISOString(),
      to: to.toISOString(),
    });
    return `/api/cars/search?${params.toString()}`;
  });
}
