// A period a car is kept out of rental (maintenance), as the back office's calendar writes it
// (POST /api/admin/cars/{id}/blocks): two instants and an optional reason. The form and the API check
// it with this schema; the database refuses a block that meets a booking or another block.
import { z } from 'zod';
import { MAX_RENTAL_DAYS } from './constants';
import { optionalText, parseDateTime, whenFieldsValid, withCode } from './schema-fields';

/** The longest block, in days (as the longest rental). */
export const MAX_BLOCK_DAYS = MAX_RENTAL_DAYS;
export const BLOCK_REASON_MAX_LENGTH = 200;

const MS_PER_DAY = 86_400_000;

/** An ISO 8601 date-time with its offset, as milliseconds; NaN when it names no instant. */
function instantMs(value: string): number {
  return parseDateTime(value)?.getTime() ?? Number.NaN;
}

/** An ISO 8601 date-time with its offset, kept as written (validation.invalidDate). */
const InstantSchema = z
  .string({
    error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalidDate'),
  })
  .refine((value) => !Number.isNaN(instantMs(value)), withCode('validation.invalidDate'));

/**
 * [from, to): `to` after `from` (validation.endNotAfterStart) and at most MAX_BLOCK_DAYS later
 * (validation.periodTooLong { count }), both at `to`; a blank reason is none.
 */
export const CarBlockInputSchema = z
  .object({
    from: InstantSchema,
    to: InstantSchema,
    reason: optionalText(BLOCK_REASON_MAX_LENGTH),
  })
  .refine((block) => instantMs(block.to) > instantMs(block.from), {
    ...withCode('validation.endNotAfterStart'),
    path: ['to'],
    when: whenFieldsValid('from', 'to'),
  })
  .refine((block) => instantMs(block.to) - instantMs(block.from) <= MAX_BLOCK_DAYS * MS_PER_DAY, {
    ...withCode('validation.periodTooLong'),
    params: { count: MAX_BLOCK_DAYS },
    path: ['to'],
    when: whenFieldsValid('from', 'to'),
  });
export type CarBlockInput = z.infer<typeof CarBlockInputSchema>;
