import { describe, expect, it } from 'vitest';
import {
  ChangePasswordSchema,
  makeProfileSchema,
  makeSignUpSchema,
  NewPasswordSchema,
  PasswordResetRequestSchema,
  SignInSchema,
} from './account-schemas';
import { fieldErrorsOf, parsedOf } from './testing/field-errors.fixture';

const NOW = new Date('2025-06-15T12:00:00Z');

const validSignUp = {
  fullName: '  Ana Pérez ',
  email: 'Ana.Perez@Example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  birthDate: '1990-05-01',
  phone: '+34 600-123-456',
  acceptTerms: true,
};

describe('makeSignUpSchema', () => {
  const schema = makeSignUpSchema(NOW);

  it('accepts a valid sign-up, trimming the name and lower-casing the email', () => {
    expect(parsedOf(schema, validSignUp)).toEqual({
      ...validSignUp,
      fullName: 'Ana Pérez',
      email: 'ana.perez@example.com',
    });
  });

  it.each([
    { name: 'phone left empty', phone: '' },
    { name: 'phone left blank', phone: '   ' },
    { name: 'phone missing', phone: undefined },
  ])('$name is refused: the phone is required', ({ phone }) => {
    expect(fieldErrorsOf(schema, { ...validSignUp, phone })).toEqual([
      { path: 'phone', code: 'validation.required' },
    ]);
  });

  it('keeps the language the account asks for, and refuses one that is not offered', () => {
    expect(parsedOf(schema, { ...validSignUp, language: 'fr' }).language).toBe('fr');
    expect(fieldErrorsOf(schema, { ...validSignUp, language: 'de' })).toEqual([
      { path: 'language', code: 'validation.invalidValue' },
    ]);
  });

  it.each([
    {
      name: 'password of 5 characters',
      change: { password: 'abcde', confirmPassword: 'abcde' },
      errors: [{ path: 'password', code: 'validation.passwordTooShort', params: { min: 6 } }],
    },
    {
      name: 'passwords that differ',
      change: { confirmPassword: 'secret2' },
      errors: [{ path: 'confirmPassword', code: 'validation.passwordsDontMatch' }],
    },
    {
      name: 'terms not accepted',
      change: { acceptTerms: false },
      errors: [{ path: 'acceptTerms', code: 'validation.acceptTerms' }],
    },
    {
      name: 'invalid email',
      change: { email: 'ana@example' },
      errors: [{ path: 'email', code: 'validation.invalidEmail' }],
    },
    {
      name: 'blank full name',
      change: { fullName: '   ' },
      errors: [{ path: 'fullName', code: 'validation.required' }],
    },
    {
      name: 'name over 100 characters',
      change: { fullName: 'a'.repeat(101) },
      errors: [{ path: 'fullName', code: 'validation.tooLong', params: { max: 100 } }],
    },
    {
      name: 'turns 21 tomorrow',
      change: { birthDate: '2004-06-16' },
      errors: [{ path: 'birthDate', code: 'validation.minimumAge', params: { age: 21 } }],
    },
    { name: 'turns 21 today', change: { birthDate: '2004-06-15' }, errors: [] },
    {
      name: 'under 13',
      change: { birthDate: '2015-01-01' },
      errors: [{ path: 'birthDate', code: 'validation.underServiceAge', params: { age: 13 } }],
    },
    {
      name: 'birth date in the future',
      change: { birthDate: '2030-01-01' },
      errors: [{ path: 'birthDate', code: 'validation.invalidDate' }],
    },
    {
      name: 'birth date that does not exist',
      change: { birthDate: '1990-02-30' },
      errors: [{ path: 'birthDate', code: 'validation.invalidDate' }],
    },
    {
      name: 'birth date over 120 years ago',
      change: { birthDate: '1850-01-01' },
      errors: [{ path: 'birthDate', code: 'validation.invalidDate' }],
    },
    {
      name: 'phone with letters',
      change: { phone: '600 12a 456' },
      errors: [{ path: 'phone', code: 'validation.invalidPhone' }],
    },
    {
      name: 'phone of 6 digits',
      change: { phone: '123 456' },
      errors: [{ path: 'phone', code: 'validation.invalidPhone' }],
    },
    {
      name: 'phone of 16 digits',
      change: { phone: '+1234567890123456' },
      errors: [{ path: 'phone', code: 'validation.invalidPhone' }],
    },
    { name: 'phone of 7 digits', change: { phone: '1234567' }, errors: [] },
    { name: 'phone of 15 digits with a plus', change: { phone: '+123456789012345' }, errors: [] },
  ])('$name', ({ change, errors }) => {
    expect(fieldErrorsOf(schema, { ...validSignUp, ...change })).toEqual(errors);
  });

  it('reports every missing field as required, and the terms', () => {
    expect(fieldErrorsOf(schema, {})).toEqual([
      { path: 'fullName', code: 'validation.required' },
      { path: 'email', code: 'validation.required' },
      { path: 'password', code: 'validation.required' },
      { path: 'confirmPassword', code: 'validation.required' },
      { path: 'birthDate', code: 'validation.required' },
      { path: 'phone', code: 'validation.required' },
      { path: 'acceptTerms', code: 'validation.acceptTerms' },
    ]);
  });

  it('reports a mismatch even when another field is wrong', () => {
    const errors = fieldErrorsOf(schema, { ...validSignUp, email: 'nope', confirmPassword: 'other1' });
    expect(errors.map((error) => error.code)).toEqual([
      'validation.invalidEmail',
      'validation.passwordsDontMatch',
    ]);
  });

  it('follows the minimum age setting', () => {
    const errors = fieldErrorsOf(makeSignUpSchema(NOW, { minimumAge: 25 }), {
      ...validSignUp,
      birthDate: '2001-01-01',
    });
    expect(errors).toEqual([{ path: 'birthDate', code: 'validation.minimumAge', params: { age: 25 } }]);
  });

  it('counts the birthday in the marketplace time zone', () => {
    const lateEvening = new Date('2025-06-15T23:30:00Z'); // already June 16 in Tokyo
    const input = { ...validSignUp, birthDate: '2004-06-16' };
    expect(fieldErrorsOf(makeSignUpSchema(lateEvening), input)).toHaveLength(1);
    expect(fieldErrorsOf(makeSignUpSchema(lateEvening, { timeZone: 'Asia/Tokyo' }), input)).toEqual([]);
  });
});

describe('SignInSchema', () => {
  it('accepts any non-empty password (older accounts may have short ones)', () => {
    expect(fieldErrorsOf(SignInSchema, { email: 'a@b.co', password: '1' })).toEqual([]);
  });

  it('requires both fields', () => {
    expect(fieldErrorsOf(SignInSchema, { email: '', password: '' })).toEqual([
      { path: 'email', code: 'validation.required' },
      { path: 'password', code: 'validation.required' },
    ]);
  });
});

describe('ChangePasswordSchema', () => {
  const valid = { currentPassword: 'old-secret', newPassword: 'new-secret', confirmPassword: 'new-secret' };
  it.each([
    { name: 'a valid change', change: {}, errors: [] },
    {
      name: 'the same password again',
      change: { newPassword: 'old-secret', confirmPassword: 'old-secret' },
      errors: [{ path: 'newPassword', code: 'validation.chooseNewPassword' }],
    },
    {
      name: 'confirmation that differs',
      change: { confirmPassword: 'new-secreT' },
      errors: [{ path: 'confirmPassword', code: 'validation.passwordsDontMatch' }],
    },
    {
      name: 'a new password too short',
      change: { newPassword: 'abc', confirmPassword: 'abc' },
      errors: [{ path: 'newPassword', code: 'validation.passwordTooShort', params: { min: 6 } }],
    },
    {
      name: 'no current password',
      change: { currentPassword: '' },
      errors: [{ path: 'currentPassword', code: 'validation.required' }],
    },
  ])('$name', ({ change, errors }) => {
    expect(fieldErrorsOf(ChangePasswordSchema, { ...valid, ...change })).toEqual(errors);
  });
});

describe('password reset', () => {
  it('a reset request needs a valid email', () => {
    expect(fieldErrorsOf(PasswordResetRequestSchema, { email: 'a@b.co' })).toEqual([]);
    expect(fieldErrorsOf(PasswordResetRequestSchema, { email: 'ab.co' })).toEqual([
      { path: 'email', code: 'validation.invalidEmail' },
    ]);
  });

  it('a new password must be typed twice alike', () => {
    expect(fieldErrorsOf(NewPasswordSchema, { password: 'secret1', confirmPassword: 'secret1' })).toEqual([]);
    expect(fieldErrorsOf(NewPasswordSchema, { password: 'secret1', confirmPassword: 'secret2' })).toEqual([
      { path: 'confirmPassword', code: 'validation.passwordsDontMatch' },
    ]);
  });
});

describe('makeProfileSchema', () => {
  const profile = makeProfileSchema(new Date('2026-06-01T12:00:00Z'));
  const valid = {
    fullName: ' Ana ',
    phone: '+34 600 123 456',
    birthDate: '1990-01-01',
    location: ' Madrid ',
    bio: '',
  };

  it('trims, and clears blank optional fields', () => {
    expect(parsedOf(profile, valid)).toEqual({
      fullName: 'Ana',
      phone: '+34 600 123 456',
      birthDate: '1990-01-01',
      location: 'Madrid',
      bio: null,
    });
    expect(parsedOf(profile, { ...valid, birthDate: null, location: undefined })).toMatchObject({
      birthDate: null,
      location: null,
    });
  });

  it.each([
    {
      name: 'no name',
      change: { fullName: ' ' },
      errors: [{ path: 'fullName', code: 'validation.required' }],
    },
    {
      name: 'a bad phone',
      change: { phone: 'abc' },
      errors: [{ path: 'phone', code: 'validation.invalidPhone' }],
    },
    {
      name: 'under 21',
      change: { birthDate: '2010-01-01' },
      errors: [{ path: 'birthDate', code: 'validation.minimumAge', params: { age: 21 } }],
    },
    {
      name: 'a bio too long',
      change: { bio: 'x'.repeat(1001) },
      errors: [{ path: 'bio', code: 'validation.tooLong', params: { max: 1000 } }],
    },
  ])('refuses $name', ({ change, errors }) => {
    expect(fieldErrorsOf(profile, { ...valid, ...change })).toEqual(errors);
  });
});
