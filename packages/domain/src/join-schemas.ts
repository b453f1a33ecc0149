// The join pages' forms (product-rules.md § Roles and permissions, § Accounts and forms): leaving
// one's details as a future supplier or driver, and a supplier's own sign-up. One schema per form,
// used by the web form and by the API route alike.
import { z } from 'zod';
import { LANGUAGES } from './constants';
import {
  EmailSchema,
  FullNameSchema,
  NAME_MAX_LENGTH,
  OptionalPhoneSchema,
  optionalText,
  PasswordSchema,
  PhoneSchema,
  PresentPasswordSchema,
  RecaptchaTokenSchema,
  requiredText,
  whenFieldsValid,
  withCode,
} from './schema-fields';

export const LEAD_MESSAGE_MAX_LENGTH = 2000;

/**
 * A driver's details left on the driver join page: a name and an address, and optionally a phone,
 * a company, a message (at most 2000 characters), the language to answer in (the page's when left
 * out) and the reCAPTCHA token.
 */
export const LeadSchema = z.object({
  fullName: FullNameSchema,
  email: EmailSchema,
  phone: OptionalPhoneSchema,
  company: optionalText(NAME_MAX_LENGTH),
  message: optionalText(LEAD_MESSAGE_MAX_LENGTH),
  language: z.enum(LANGUAGES).optional(),
  recaptchaToken: RecaptchaTokenSchema,
});
export type Lead = z.infer<typeof LeadSchema>;

/** A rental agency's details left on the supplier join page: as a driver's, but the company is required. */
export const SupplierLeadSchema = LeadSchema.extend({ company: requiredText(NAME_MAX_LENGTH) });
export type SupplierLead = z.infer<typeof SupplierLeadSchema>;

/**
 * A supplier signs up: the company's name (as `fullName`), email, phone, a password typed twice and
 * the terms, as a driver's sign-up without the birth date (validation.passwordsDontMatch on
 * confirmPassword, validation.acceptTerms).
 */
export const SupplierSignUpSchema = z
  .object({
    fullName: FullNameSchema,
    email: EmailSchema,
    phone: PhoneSchema,
    password: PasswordSchema,
    confirmPassword: PresentPasswordSchema,
    acceptTerms: z.literal(true, withCode('validation.acceptTerms')),
    /** The language the account's emails use; the page's language when left out. */
    language: z.enum(LANGUAGES).optional(),
    recaptchaToken: RecaptchaTokenSchema,
  })
  .refine((value) => value.password === value.confirmPassword, {
    ...withCode('validation.passwordsDontMatch'),
    path: ['confirmPassword'],
    when: whenFieldsValid('password', 'confirmPassword'),
  });
export type SupplierSignUp = z.infer<typeof SupplierSignUpSchema>;
