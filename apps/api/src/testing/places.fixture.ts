// Test factories for countries and locations, named per language.
import { LANGUAGES, type Language } from '@roadbook/domain/constants';
import type { Database } from '../db/client';
import { countries, countryNames, locationNames, locations } from '../db/schema/places';

export type Names = Partial<Record<Language, string>>;

/** The names given, one row per language. */
function namesOf(names: Names): { language: Language; name: string }[] {
  return LANGUAGES.flatMap((language) => {
    const name = names[language];
    return name === undefined ? [] : [{ language, name }];
  });
}

export async function createCountry(db: Database, code: string, names: Names): Promise<string> {
  const [row] = await db.insert(countries).values({ code }).returning({ id: countries.id });
  if (!row) throw new Error('country not inserted');
  const rows = namesOf(names).map((name) => ({ countryId: row.id, ...name }));
  if (rows.length > 0) await db.insert(countryNames).values(rows);
  return row.id;
}

export interface LocationFields {
  names: Names;
  address?: string;
  latitude?: number;
  longitude?: number;
}

export async function createLocation(db: Database, countryId: string, fields: LocationFields) {
  const [row] = await db
    .insert(locations)
    .values({
      countryId,
      address: fields.address ?? 'Somewhere',
      latitude: fields.latitude ?? 10,
      longitude: fields.longitude ?? -84,
    })
    .returning({ id: locations.id });
  if (!row) throw new Error('location not inserted');
  const rows = namesOf(fields.names).map((name) => ({ locationId: row.id, ...name }));
  if (rows.length > 0) await db.insert(locationNames).values(rows);
  return row.id;
}
