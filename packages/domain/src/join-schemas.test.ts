import { describe, expect, it } from 'vitest';
import { LeadSchema, SupplierLeadSchema, SupplierSignUpSchema } from './join-schemas';
import { fieldErrorsOf, parsedOf } from './testing/field-errors.fixture';

const validLead = {
  fullName: ' Ana Pérez ',
  email: 'Ana@Example.com',
  phone: '+34 600 123 456',
  company: ' Sol Rentals ',
  message: 'We have 40 vans in Málaga.',
  language: 'es',
};

describe('LeadSchema', () => {
  it('trims, lower-cases the email, and keeps what was given', () => {
    expect(parsedOf(LeadSchema, validLead)).toEqual({
      ...validLead,
      fullName: 'Ana Pérez',
      email: 'ana@example.com',
      company: 'Sol Rentals',
    });
  });

  it('needs only a name and an address: blank optional fields say nothing', () => {
    expect(
      parsedOf(LeadSchema, {
        fullName: 'Ana',
        email: 'ana@example.com',
        phone: ' ',
        company: '',
        message: null,
      }),
    ).toEqual({ fullName: 'Ana', email: 'ana@example.com', phone: undefined, company: null, message: null });
  });

  it.each([
    {
      name: 'no name',
      change: { fullName: ' ' },
      errors: [{ path: 'fullName', code: 'validation.required' }],
    },
    {
      name: 'no email',
      change: { email: undefined },
      errors: [{ path: 'email', code: 'validation.required' }],
    },
    {
      name: 'an invalid email',
      change: { email: 'ana@example' },
      errors: [{ path: 'email', code: 'validation.invalidEmail' }],
    },
    {
      name: 'an invalid phone',
      change: { phone: '12 ab 34' },
      errors: [{ path: 'phone', code: 'validation.invalidPhone' }],
    },
    {
      name: 'a company name over 100 characters',
      change: { company: 'x'.repeat(101) },
      errors: [{ path: 'company', code: 'validation.tooLong', params: { max: 100 } }],
    },
    {
      name: 'a message over 2000 characters',
      change: { message: 'x'.repeat(2001) },
      errors: [{ path: 'message', code: 'validation.tooLong', params: { max: 2000 } }],
    },
    { name: 'a message of exactly 2000 characters', change: { message: 'x'.repeat(2000) }, errors: [] },
    {
      name: 'a message that is not text',
      change: { message: 42 },
      errors: [{ path: 'message', code: 'validation.invalidValue' }],
    },
    {
      name: 'a language that is not offered',
      change: { language: 'de' },
      errors: [{ path: 'language', code: 'validation.invalidValue' }],
    },
    {
      name: 'a reCAPTCHA token that is not text',
      change: { recaptchaToken: 7 },
      errors: [{ path: 'recaptchaToken', code: 'validation.invalidValue' }],
    },
  ])('$name', ({ change, errors }) => {
    expect(fieldErrorsOf(LeadSchema, { ...validLead, ...change })).toEqual(errors);
  });

  it('keeps the reCAPTCHA token, and takes a blank one for none', () => {
    expect(parsedOf(LeadSchema, { ...validLead, recaptchaToken: 'abc' }).recaptchaToken).toBe('abc');
    expect(parsedOf(LeadSchema, { ...validLead, recaptchaToken: '' }).recaptchaToken).toBeUndefined();
  });
});

describe('SupplierLeadSchema', () => {
  it('requires the company, which a driver may leave out', () => {
    const { company: _company, ...withoutCompany } = validLead;
    expect(fieldErrorsOf(LeadSchema, withoutCompany)).toEqual([]);
    expect(fieldErrorsOf(SupplierLeadSchema, withoutCompany)).toEqual([
      { path: 'company', code: 'validation.required' },
    ]);
    expect(fieldErrorsOf(SupplierLeadSchema, { ...validLead, company: '  ' })).toEqual([
      { path: 'company', code: 'validation.required' },
    ]);
    expect(parsedOf(SupplierLeadSchema, validLead).company).toBe('Sol Rentals');
  });
});

const validSupplier = {
  fullName: ' Sol Rentals ',
  email: 'Desk@Sol-Rentals.example',
  phone: '+34 952 000 111',
  password: 'secret1',
  confirmPassword: 'secret1',
  acceptTerms: true,
};

describe('SupplierSignUpSchema', () => {
  it('accepts a company sign-up, trimming the name and lower-casing the email', () => {
    expect(parsedOf(SupplierSignUpSchema, { ...validSupplier, language: 'fr' })).toEqual({
      ...validSupplier,
      fullName: 'Sol Rentals',
      email: 'desk@sol-rentals.example',
      language: 'fr',
    });
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
      name: 'an invalid email',
      change: { email: 'desk@' },
      errors: [{ path: 'email', code: 'validation.invalidEmail' }],
    },
    {
      name: 'an invalid phone',
      change: { phone: '123' },
      errors: [{ path: 'phone', code: 'validation.invalidPhone' }],
    },
    { name: 'no phone', change: { phone: '' }, errors: [{ path: 'phone', code: 'validation.required' }] },
    {
      name: 'a company name over 100 characters',
      change: { fullName: 'x'.repeat(101) },
      errors: [{ path: 'fullName', code: 'validation.tooLong', params: { max: 100 } }],
    },
    {
      name: 'a language that is not offered',
      change: { language: 'pt' },
      errors: [{ path: 'language', code: 'validation.invalidValue' }],
    },
    { name: 'no birth date needed', change: { birthDate: undefined }, errors: [] },
  ])('$name', ({ change, errors }) => {
    expect(fieldErrorsOf(SupplierSignUpSchema, { ...validSupplier, ...change })).toEqual(errors);
  });

  it('reports every missing field as required, and the terms', () => {
    expect(fieldErrorsOf(SupplierSignUpSchema, {})).toEqual([
      { path: 'fullName', code: 'validation.required' },
      { path: 'email', code: 'validation.required' },
      { path: 'phone', code: 'validation.required' },
      { path: 'password', code: 'validation.required' },
      { path: 'confirmPassword', code: 'validation.required' },
      { path: 'acceptTerms', code: 'validation.acceptTerms' },
    ]);
  });
});
