import { $ZodError, safeParse, type $ZodType, type output } from 'zod/v4/core';
import type { ErrorCode, MessageParams } from '@roadbook/domain/error-codes';
import { RequestValidationError } from './request-validation';

/** The part of a request a field is in. */
export type RequestPart = 'body' | 'querystring' | 'params';

/**
 * Checks one part of a request with a schema built for this request (a rule that depends on the
 * time, a setting): the same 400 common.invalidRequest with field codes as the route's own schemas.
 */
export function parseRequestPart<Schema extends $ZodType>(
  schema: Schema,
  value: unknown,
  where: RequestPart,
): output<Schema> {
  const result = safeParse(schema, value);
  if (result.success) return result.data;
  const error = new RequestValidationError(result.error);
  error.validationContext = where;
  throw error;
}

/**
 * A field refused by a rule only the database can check (an id that names nothing suitable): the
 * same 400 common.invalidRequest, with `code` at `path`, as a schema would answer it. To throw.
 */
export function invalidField(
  path: string,
  code: ErrorCode,
  where: RequestPart,
  params?: MessageParams,
): RequestValidationError {
  const error = new RequestValidationError(
    new $ZodError([
      { code: 'custom', message: code, path: [path], input: undefined, ...(params ? { params } : {}) },
    ]),
  );
  error.validationContext = where;
  return error;
}
