// Field schemas shared by the forms (product-rules.md § Accounts and forms). Every issue message is an error code
// (error-codes.ts); codes that need values carry them in the issue's params.
import { z } from 'zod';
import { ageOn, calendarDayIn, isCalendarDay } from './calendar-day';
import { hasControlCharacters } from './control-characters';
import { MINIMUM_SERVICE_AGE, PASSWORD_MIN_LENGTH } from './constants';
import type { ErrorCode, MessageParams } from './error-codes';

export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 128;
/** Oldest birth date accepted, in years: anything older is a typing mistake. */
const MAXIMUM_AGE = 120;

/** Zod's `{ error }` option, typed so that only known codes can be used as messages. */
export function withCode(code: ErrorCode): { error: ErrorCode } {
  return { error: code };
}

/** Stops the checks of a field at its first failure, so one field reports one code. */
export function withCodeAbort(code: ErrorCode): { error: ErrorCode; abort: true } {
  return { error: code, abort: true };
}

/** Adds a custom issue whose message is `code`. */
export function addCodedIssue(
  ctx: z.RefinementCtx,
  code: ErrorCode,
  params?: MessageParams,
  path?: readonly (string | number)[],
): void {
  ctx.addIssue({
    code: 'custom',
    message: code,
    ...(params ? { params } : {}),
    ...(path ? { path: [...path] } : {}),
  });
}

/** A `when` for object refinements: run only once the named fields parsed without issues. */
export function whenFieldsValid(...fields: readonly string[]): (payload: z.core.ParsePayload) => boolean {
  return (payload) =>
    // Not an object at all (a body that is no JSON object: null, a multipart form): nothing to compare.
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !payload.issues.some((issue) => {
      const field = issue.path?.[0];
      return field === undefined || (typeof field === 'string' && fields.includes(field));
    });
}

/**
 * A trimmed string that must not be empty: validation.required, then validation.tooLong, then
 * validation.invalidValue for a control character (line breaks and tabs are fine).
 */
export function requiredText(maxLength: number) {
  return z
    .string(withCode('validation.required'))
    .trim()
    .min(1, withCodeAbort('validation.required'))
    .max(maxLength, withCodeAbort('validation.tooLong'))
    .refine((value) => !hasControlCharacters(value), withCode('validation.invalidValue'));
}

export const FullNameSchema = requiredText(NAME_MAX_LENGTH);

/** An email address, lower-cased so that one address is one account. */
export const EmailSchema = requiredText(EMAIL_MAX_LENGTH)
  .toLowerCase()
  .regex(z.regexes.email, withCode('validation.invalidEmail'));

/** A password as typed (never trimmed) that must merely be present, as at sign-in. */
export const PresentPasswordSchema = z
  .string(withCode('validation.required'))
  .min(1, withCodeAbort('validation.required'))
  .max(PASSWORD_MAX_LENGTH, withCodeAbort('validation.tooLong'));

/** A new password: at least PASSWORD_MIN_LENGTH characters (validation.passwordTooShort). */
export const PasswordSchema = PresentPasswordSchema.min(
  PASSWORD_MIN_LENGTH,
  withCode('validation.passwordTooShort'),
);

const PHONE_PATTERN = /^\+?\d[\d -]*\d$/;

/** E.164-ish: an optional +, then 7 to 15 digits, spaces and dashes allowed between them. */
export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE_PATTERN.test(value) && digits >= 7 && digits <= 15;
}

export const PhoneSchema = requiredText(32).refine(isPhoneNumber, withCode('validation.invalidPhone'));

/** A phone that may be left out; an empty, blank or null value comes out as undefined. */
export const OptionalPhoneSchema = z
  .string(withCode('validation.invalidPhone'))
  .trim()
  .refine((value) => value === '' || isPhoneNumber(value), withCode('validation.invalidPhone'))
  .nullish()
  .transform((value) => (value === '' || value === null ? undefined : value));

/** An optional free text, trimmed: blank, null or left out comes out as null (nothing said). */
export function optionalText(maxLength: number) {
  return z
    .string(withCode('validation.invalidValue'))
    .trim()
    .max(maxLength, withCode('validation.tooLong'))
    .nullish()
    .transform((value) => (value === undefined || value === null || value === '' ? null : value));
}

/** Longest reCAPTCHA response token accepted (Google's are a few thousand characters at most). */
export const RECAPTCHA_TOKEN_MAX_LENGTH = 8192;

/**
 * The reCAPTCHA response token a public form sends when reCAPTCHA is on; the API checks it with the
 * provider (auth.recaptcha when missing or refused). Blank comes out as undefined.
 */
export const RecaptchaTokenSchema = z
  .string(withCode('validation.invalidValue'))
  .trim()
  .max(RECAPTCHA_TOKEN_MAX_LENGTH, withCode('validation.tooLong'))
  .nullish()
  .transform((value) => (value === '' || value === null ? undefined : value));

/** A calendar date 'YYYY-MM-DD' (validation.invalidDate). */
export const CalendarDaySchema = z
  .string(withCode('validation.required'))
  .trim()
  .min(1, withCodeAbort('validation.required'))
  .refine(isCalendarDay, withCodeAbort('validation.invalidDate'));

const ISO_DATE_TIME_PATTERN =
  /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

/**
 * The instant an ISO 8601 date-time with its offset names, or null when it names none: Date would
 * roll `2027-02-30` over to March 2 and hour 24 to the next day, so each field is checked first.
 */
export function parseDateTime(value: string): Date | null {
  const match = ISO_DATE_TIME_PATTERN.exec(value);
  if (!match) return null;
  const [, day = '', hour = '', minute = '', second = '0', offsetHour = '0', offsetMinute = '0'] = match;
  const isRealTime = Number(hour) <= 23 && Number(minute) <= 59 && Number(second) <= 59;
  const isRealOffset = Number(offsetHour) <= 23 && Number(offsetMinute) <= 59;
  if (!isCalendarDay(day) || !isRealTime || !isRealOffset) return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/**
 * An instant: a Date, or an ISO 8601 date-time string with its offset (as JSON and URLs carry it).
 * A date or time that does not exist (February 30, 24:00) is validation.invalidDate.
 */
export const DateTimeSchema = z.preprocess(
  (value) => (typeof value === 'string' ? (parseDateTime(value) ?? value) : value),
  z.date({
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? 'validation.required' : 'validation.invalidDate',
  }),
);

export interface BirthDateRule {
  /** The age required on the day of `now`. */
  minimumAge: number;
  /** validation.minimumAge for the account holder, validation.driverMinimumAge for a car's driver. */
  code: 'validation.minimumAge' | 'validation.driverMinimumAge';
  /** The marketplace time zone, in which today's date is taken. */
  timeZone: string;
}

/**
 * A birth date 'YYYY-MM-DD' old enough on the calendar day of `now`: `rule.code` { age } when too
 * young; for an account holder under MINIMUM_SERVICE_AGE, validation.underServiceAge { age }.
 */
export function makeBirthDateSchema(now: Date, rule: BirthDateRule) {
  const today = calendarDayIn(now, rule.timeZone);
  return CalendarDaySchema.superRefine((birthDay, ctx) => {
    const age = ageOn(birthDay, today);
    if (birthDay > today || age > MAXIMUM_AGE) {
      addCodedIssue(ctx, 'validation.invalidDate');
    } else if (rule.code === 'validation.minimumAge' && age < MINIMUM_SERVICE_AGE) {
      addCodedIssue(ctx, 'validation.underServiceAge', { age: MINIMUM_SERVICE_AGE });
    } else if (age < rule.minimumAge) {
      addCodedIssue(ctx, rule.code, { age: rule.minimumAge });
    }
  });
}
