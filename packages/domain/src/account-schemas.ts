// Account forms (product-rules.md § Accounts and forms): sign-in, sign-up, change password, password reset.
// One schema per form, used by the web form and by the API route alike.
import { z } from 'zod';
import { DEFAULT_TIME_ZONE, LANGUAGES, MINIMUM_AGE } from './constants';
import {
  EmailSchema,
  FullNameSchema,
  makeBirthDateSchema,
  optionalText,
  PhoneSchema,
  PasswordSchema,
  PresentPasswordSchema,
  RecaptchaTokenSchema,
  whenFieldsValid,
  withCode,
} from './schema-fields';

export const SignInSchema = z.object({
  email: EmailSchema,
  password: PresentPasswordSchema,
  stayConnected: z.boolean().optional(),
});
export type SignIn = z.infer<typeof SignInSchema>;

export interface SignUpRules {
  /** The minimum age setting; MINIMUM_AGE unless configured otherwise. */
  minimumAge?: number;
  /** The marketplace time zone, in which the birthday is counted. */
  timeZone?: string;
}

/**
 * Sign-up as of `now`: validation.passwordsDontMatch on confirmPassword, validation.acceptTerms,
 * validation.minimumAge { age } (validation.underServiceAge { age } under 13).
 */
export function makeSignUpSchema(now: Date, rules: SignUpRules = {}) {
  return z
    .object({
      fullName: FullNameSchema,
      email: EmailSchema,
      password: PasswordSchema,
      confirmPassword: PresentPasswordSchema,
      birthDate: makeBirthDateSchema(now, {
        minimumAge: rules.minimumAge ?? MINIMUM_AGE,
        code: 'validation.minimumAge',
        timeZone: rules.timeZone ?? DEFAULT_TIME_ZONE,
      }),
      phone: PhoneSchema,
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
}
export type SignUp = z.infer<ReturnType<typeof makeSignUpSchema>>;

/** Change password: the new one must differ from the current one and be typed twice alike. */
export const ChangePasswordSchema = z
  .object({
    currentPassword: PresentPasswordSchema,
    newPassword: PasswordSchema,
    confirmPassword: PresentPasswordSchema,
  })
  .refine((value) => value.newPassword !== value.currentPassword, {
    ...withCode('validation.chooseNewPassword'),
    path: ['newPassword'],
    when: whenFieldsValid('currentPassword', 'newPassword'),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    ...withCode('validation.passwordsDontMatch'),
    path: ['confirmPassword'],
    when: whenFieldsValid('newPassword', 'confirmPassword'),
  });
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

/** The first password of an account that has none (made by a social sign-in or at checkout). */
export const FirstPasswordSchema = z
  .object({ newPassword: PasswordSchema, confirmPassword: PresentPasswordSchema })
  .refine((value) => value.newPassword === value.confirmPassword, {
    ...withCode('validation.passwordsDontMatch'),
    path: ['confirmPassword'],
    when: whenFieldsValid('newPassword', 'confirmPassword'),
  });
export type FirstPassword = z.infer<typeof FirstPasswordSchema>;

/** Asks for a password reset link; an unregistered address is the API's auth.emailNotRegistered. */
export const PasswordResetRequestSchema = z.object({ email: EmailSchema });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;

/** Sets a password from a reset or activation link (the token travels in the link). */
export const NewPasswordSchema = z
  .object({ password: PasswordSchema, confirmPassword: PresentPasswordSchema })
  .refine((value) => value.password === value.confirmPassword, {
    ...withCode('validation.passwordsDontMatch'),
    path: ['confirmPassword'],
    when: whenFieldsValid('password', 'confirmPassword'),
  });
export type NewPassword = z.infer<typeof NewPasswordSchema>;

export const LOCATION_MAX_LENGTH = 100;
export const BIO_MAX_LENGTH = 1000;

/**
 * The settings page's profile as of `now`: full name (a supplier's company name), phone, birth date
 * (the sign-up's age rule; left out by suppliers), location and bio.
 */
export function makeProfileSchema(now: Date, rules: SignUpRules = {}) {
  return z.object({
    fullName: FullNameSchema,
    phone: PhoneSchema,
    birthDate: makeBirthDateSchema(now, {
      minimumAge: rules.minimumAge ?? MINIMUM_AGE,
      code: 'validation.minimumAge',
      timeZone: rules.timeZone ?? DEFAULT_TIME_ZONE,
    })
      .nullish()
      .transform((value) => value ?? null),
    location: optionalText(LOCATION_MAX_LENGTH),
    bio: optionalText(BIO_MAX_LENGTH),
  });
}
export type Profile = z.infer<ReturnType<typeof makeProfileSchema>>;
