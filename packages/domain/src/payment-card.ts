// Card details of the booking form (product-rules.md § Accounts and forms): number, expiry MM/YY, security code.
import { z } from 'zod';
import { calendarDayIn } from './calendar-day';
import { DEFAULT_TIME_ZONE } from './constants';
import { addCodedIssue, withCode, withCodeAbort } from './schema-fields';

const CARD_NUMBER_PATTERN = /^\d{12,19}$/;
const EXPIRY_PATTERN = /^(0[1-9]|1[0-2]) ?\/ ?(\d{2})$/;
const CARD_CODE_PATTERN = /^\d{3,4}$/;

/** Luhn checksum of a string of digits. */
export function isLuhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    const doubled = index % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
}

/** A card number: 12 to 19 digits passing Luhn, spaces and dashes ignored; comes out as digits only. */
export const CardNumberSchema = z
  .string(withCode('validation.required'))
  .trim()
  .min(1, withCodeAbort('validation.required'))
  .transform((value) => value.replace(/[ -]/g, ''))
  .refine(
    (digits) => CARD_NUMBER_PATTERN.test(digits) && isLuhnValid(digits),
    withCode('validation.invalidCardNumber'),
  );

/** A card security code (CVC): 3 or 4 digits. */
export const CardCodeSchema = z
  .string(withCode('validation.required'))
  .trim()
  .min(1, withCodeAbort('validation.required'))
  .regex(CARD_CODE_PATTERN, withCode('validation.invalidCardCode'));

/**
 * An expiry 'MM/YY' that is not past as of `now`: a card is valid through the last day of its month,
 * counted in `timeZone`. Comes out as { month, year } with a four-digit year.
 */
export function makeCardExpirySchema(now: Date, timeZone: string = DEFAULT_TIME_ZONE) {
  const today = calendarDayIn(now, timeZone);
  const currentMonth = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7));
  return z
    .string(withCode('validation.required'))
    .trim()
    .min(1, withCodeAbort('validation.required'))
    .transform((value, ctx) => {
      const match = EXPIRY_PATTERN.exec(value);
      const month = Number(match?.[1]);
      const year = 2000 + Number(match?.[2]);
      if (!match || year * 12 + month < currentMonth) {
        addCodedIssue(ctx, 'validation.invalidExpiryDate');
        return z.NEVER;
      }
      return { month, year };
    });
}

/** The card fields of the booking form as of `now`. */
export function makePaymentCardSchema(now: Date, timeZone: string = DEFAULT_TIME_ZONE) {
  return z.object({
    cardNumber: CardNumberSchema,
    expiryDate: makeCardExpirySchema(now, timeZone),
    cardCode: CardCodeSchema,
  });
}
export type PaymentCard = z.infer<ReturnType<typeof makePaymentCardSchema>>;
