import { describe, expect, it } from 'vitest';
import { makeDriverSchema, makeMissingDriverSchema, missingDriverFields } from './driver-schema';
import { fieldErrorsOf } from './testing/field-errors.fixture';

const NOW = new Date('2025-06-15T12:00:00Z');
const valid = {
  fullName: 'Jo Doe',
  email: 'jo@example.com',
  phone: '+1 555 123 4567',
  birthDate: '1995-03-10',
};

describe('makeDriverSchema', () => {
  it.each([
    { name: 'a valid driver', minimumAge: undefined, change: {}, errors: [] },
    {
      name: 'a driver of 20 with the default minimum age',
      minimumAge: undefined,
      change: { birthDate: '2005-01-01' },
      errors: [{ path: 'birthDate', code: 'validation.driverMinimumAge', params: { age: 21 } }],
    },
    {
      name: 'a driver of 30 for a car asking 30',
      minimumAge: 30,
      change: { birthDate: '1995-06-15' },
      errors: [],
    },
    {
      name: 'a driver turning 30 tomorrow for a car asking 30',
      minimumAge: 30,
      change: { birthDate: '1995-06-16' },
      errors: [{ path: 'birthDate', code: 'validation.driverMinimumAge', params: { age: 30 } }],
    },
    {
      name: 'a driver without a phone',
      minimumAge: undefined,
      change: { phone: '' },
      errors: [{ path: 'phone', code: 'validation.required' }],
    },
    {
      name: 'a driver with an invalid phone and email',
      minimumAge: undefined,
      change: { phone: 'call me', email: 'jo@' },
      errors: [
        { path: 'email', code: 'validation.invalidEmail' },
        { path: 'phone', code: 'validation.invalidPhone' },
      ],
    },
  ])('$name', ({ minimumAge, change, errors }) => {
    const schema = makeDriverSchema(NOW, minimumAge === undefined ? {} : { minimumAge });
    expect(fieldErrorsOf(schema, { ...valid, ...change })).toEqual(errors);
  });
});

describe('the details an account lacks to book', () => {
  it('names the empty ones: after "Delete my data", the phone and the birth date', () => {
    expect(missingDriverFields({ fullName: 'Jo Doe', phone: null, birthDate: null })).toEqual([
      'phone',
      'birthDate',
    ]);
    expect(missingDriverFields({ fullName: ' ', phone: '+1 555', birthDate: '1995-03-10' })).toEqual([
      'fullName',
    ]);
    expect(missingDriverFields({ fullName: 'Jo', phone: '+1 555', birthDate: '1995-03-10' })).toEqual([]);
  });

  it('asks for those only, each required and checked as a driver’s', () => {
    const schema = makeMissingDriverSchema(NOW, { minimumAge: 25 }, ['phone', 'birthDate']);
    expect(fieldErrorsOf(schema, {})).toEqual([
      { path: 'phone', code: 'validation.required' },
      expect.objectContaining({ path: 'birthDate' }),
    ]);
    expect(fieldErrorsOf(schema, { phone: '+1 555 123 4567', birthDate: '2001-01-01' })).toEqual([
      { path: 'birthDate', code: 'validation.driverMinimumAge', params: { age: 25 } },
    ]);
    expect(schema.parse({ phone: '+1 555 123 4567', birthDate: '1995-03-10', email: 'x@y.z' })).toEqual({
      phone: '+1 555 123 4567',
      birthDate: '1995-03-10',
    });
  });
});
