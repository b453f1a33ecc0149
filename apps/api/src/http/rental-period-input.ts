// The rental period of a request (search or quote): two ISO 8601 date-times that must exist, then the
// period rules (product-rules.md § Accounts and forms) as of the request's time.
import { z } from 'zod';
import { DomainError } from '@roadbook/domain/error-codes';
import { findRentalPeriodIssue, type RentalPeriodIssue } from '@roadbook/domain/rental-period';
import { DateTimeSchema } from '@roadbook/domain/schema-fields';
import { RequestValidationError } from './request-validation';

const PeriodFieldsSchema = z.object({ from: DateTimeSchema, to: DateTimeSchema });

export interface RentalPeriodInput {
  from: Date;
  to: Date;
}

/**
 * The period named by `from` and `to`. A date that does not parse is a request validation error
 * (400 common.invalidRequest, field code validation.invalidDate in `where`); a broken rule is a 400
 * with the rule's own code and message (validation.pickUpTooSoon, validation.rentalTooShort or
 * validation.rentalTooLong) and `details: { count, field }`, the first broken one only.
 */
export function parseRentalPeriod(
  value: { from: string; to: string },
  now: Date,
  where: 'querystring' | 'body',
): RentalPeriodInput {
  const parsed = PeriodFieldsSchema.safeParse(value);
  if (!parsed.success) {
    const error = new RequestValidationError(parsed.error);
    error.validationContext = where;
    throw error;
  }
  const issue: RentalPeriodIssue | null = findRentalPeriodIssue(parsed.data.from, parsed.data.to, now);
  if (issue) throw new DomainError(issue.code, { ...issue.params, field: issue.field });
  return parsed.data;
}
