import { describe, expect, it } from 'vitest';

import { LOCATIONS, LYON, MALAGA, ORLY } from '@/testing/places.fixture';
import { filterLocations, groupByCountry, toMapLocation } from './place-directory';

describe('the locations list', () => {
  it('matches every word of the filter in the name, address or country, ignoring accents and case', () => {
    expect(filterLocations(LOCATIONS, '  malaga ')).toEqual([MALAGA]);
    expect(filterLocations(LOCATIONS, 'BERAUDIER')).toEqual([LYON]);
    expect(filterLocations(LOCATIONS, 'france airport')).toEqual([ORLY]);
    expect(filterLocations(LOCATIONS, 'france lisbon')).toEqual([]);
    expect(filterLocations(LOCATIONS, '')).toBe(LOCATIONS);
  });

  it('groups the places by country in alphabetical order, keeping their own order', () => {
    const groups = groupByCountry([MALAGA, LYON, ORLY], 'en');
    expect(groups.map(({ country, locations }) => [country.name, locations.map(({ name }) => name)])).toEqual(
      [
        ['France', [LYON.name, ORLY.name]],
        ['Spain', [MALAGA.name]],
      ],
    );
  });

  it('names the country in the marker tooltip', () => {
    expect(toMapLocation(ORLY)).toEqual({
      id: ORLY.id,
      name: ORLY.name,
      latitude: ORLY.latitude,
      longitude: ORLY.longitude,
      label: 'Paris Orly Airport, France',
    });
  });
});
