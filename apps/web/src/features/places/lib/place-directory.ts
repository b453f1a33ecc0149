// The locations list beside the map: filtered by a text, grouped by country.
import type { Location } from '@roadbook/domain/contracts/places';

import type { MapLocation } from '@/components/map/map-types';

export interface CountryGroup {
  country: Location['country'];
  locations: Location[];
}

/** Lower case, without accents or surrounding spaces: "  Málaga " matches "malaga". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** The locations whose name, address or country contains every word of `search`. */
export function filterLocations(locations: readonly Location[], search: string): readonly Location[] {
  const words = foldText(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return locations;
  return locations.filter((location) => {
    const text = foldText(`${location.name} ${location.address} ${location.country.name}`);
    return words.every((word) => text.includes(word));
  });
}

/** Countries in alphabetical order of `language`, each with its locations in the given order. */
export function groupByCountry(locations: readonly Location[], language: string): CountryGroup[] {
  const groups = new Map<string, CountryGroup>();
  for (const location of locations) {
    const group = groups.get(location.country.id);
    if (group === undefined)
      groups.set(location.country.id, { country: location.country, locations: [location] });
    else group.locations.push(location);
  }
  const collator = new Intl.Collator(language, { sensitivity: 'base' });
  return [...groups.values()].sort((a, b) => collator.compare(a.country.name, b.country.name));
}

/** A location as a map marker, its tooltip naming the country too. */
export function toMapLocation(location: Location): MapLocation {
  return {
    id: location.id,
    name: location.name,
    latitude: location.latitude,
    longitude: location.longitude,
    label: `${location.name}, ${location.country.name}`,
  };
}
