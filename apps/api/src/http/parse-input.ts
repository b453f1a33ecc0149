import { safeParse, type $ZodType, type output } from 'zod/v4/core';
import { RequestValidationError } from './request-validation';

/**
 * Checks one part of a request with a schema built for this request (a rule that depends on the
 * time, a setting): the same 400 common.invalidRequest with field codes as the route's own schemas.
 */
export function parseRequestPart<Schema extends $ZodType>(
  schema: Schema,
  value: unknown,
  where: 'body' | 'querystring' | 'params',
): output<Schema> {
  const result = safeParse(schema, value);
  if (result.success) return result.data;
  const error = new RequestValidationError(result.error);
  error.validationContext = where;
  throw error;
}
