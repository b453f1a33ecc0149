import { describe, expect, it } from 'vitest';
import { ContactSchema } from './contact-schema';
import { fieldErrorsOf } from './testing/field-errors.fixture';

const valid = { email: 'visitor@example.com', subject: 'Airport pick-up', message: 'Can I pick up at 6 am?' };

describe('ContactSchema', () => {
  it.each([
    { name: 'a valid message', change: {}, errors: [] },
    {
      name: 'a blank message',
      change: { message: ' \n ' },
      errors: [{ path: 'message', code: 'validation.required' }],
    },
    {
      name: 'a subject over 200 characters',
      change: { subject: 'x'.repeat(201) },
      errors: [{ path: 'subject', code: 'validation.tooLong', params: { max: 200 } }],
    },
    { name: 'a subject of exactly 200 characters', change: { subject: 'x'.repeat(200) }, errors: [] },
    {
      name: 'an invalid email',
      change: { email: 'visitor' },
      errors: [{ path: 'email', code: 'validation.invalidEmail' }],
    },
  ])('$name', ({ change, errors }) => {
    expect(fieldErrorsOf(ContactSchema, { ...valid, ...change })).toEqual(errors);
  });
});
