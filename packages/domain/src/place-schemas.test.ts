import { describe, expect, it } from 'vitest';
import { CountryInputSchema, isCountryCode, LocationInputSchema } from './place-schemas';
import { toFieldErrors } from './validation-issues';

const NAMES = { en: 'Lisbon Airport', fr: 'Aéroport de Lisbonne', es: 'Aeropuerto de Lisboa' };
const LOCATION = {
  countryId: '7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f',
  address: 'Alameda das Comunidades Portuguesas',
  latitude: 38.7742,
  longitude: -9.1342,
  names: NAMES,
};

function errorsOf(schema: typeof LocationInputSchema | typeof CountryInputSchema, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? [] : toFieldErrors(result.error).map(({ path, code }) => [path, code]);
}

describe('country codes', () => {
  it.each([
    ['FR', true],
    ['MA', true],
    ['XX', false],
    ['ZZ', false],
    ['fr', false],
    ['FRA', false],
  ])('%s is a code: %s', (code, expected) => {
    expect(isCountryCode(code)).toBe(expected);
  });

  it('upper-cases a code and asks for a name in every language', () => {
    expect(CountryInputSchema.parse({ code: ' pt ', names: NAMES }).code).toBe('PT');
    expect(errorsOf(CountryInputSchema, { code: 'PT', names: { en: 'Portugal', fr: ' ' } })).toEqual([
      ['names.fr', 'validation.required'],
      ['names.es', 'validation.required'],
    ]);
  });
});

describe('a location', () => {
  it.each([
    ['the north pole', { latitude: 90 }, []],
    ['the antimeridian', { longitude: -180 }, []],
    ['a latitude past the pole', { latitude: 90.01 }, [['latitude', 'validation.outOfRange']]],
    ['a longitude past the antimeridian', { longitude: 180.5 }, [['longitude', 'validation.outOfRange']]],
    ['a latitude as text', { latitude: 'north' }, [['latitude', 'validation.invalidValue']]],
    ['no latitude', { latitude: undefined }, [['latitude', 'validation.required']]],
    ['a blank address', { address: '  ' }, [['address', 'validation.required']]],
    ['no country', { countryId: undefined }, [['countryId', 'validation.required']]],
  ])('%s', (_name, change, expected) => {
    expect(errorsOf(LocationInputSchema, { ...LOCATION, ...change })).toEqual(expected);
  });
});
