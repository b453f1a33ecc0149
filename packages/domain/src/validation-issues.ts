// Turns a zod error (classic or mini) into field codes: the `details` of an API validation error and the messages a
// form shows next to its fields, so both sides report the same thing.
import type { z } from 'zod';
import { isErrorCode, type ErrorCode, type MessageParams } from './error-codes';

export interface FieldError {
  /** Dot-separated path of the field ('confirmPassword', 'drivers.0.email'); '' for the whole form. */
  path: string;
  code: ErrorCode;
  params?: MessageParams;
}

function paramsOf(issue: z.core.$ZodIssue, code: ErrorCode): MessageParams | undefined {
  if (issue.code === 'custom') {
    const params: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(issue.params ?? {})) {
      if (typeof value === 'string' || typeof value === 'number') params[key] = value;
    }
    return Object.keys(params).length > 0 ? params : undefined;
  }
  if ((code === 'validation.tooLong' || code === 'validation.tooMany') && issue.code === 'too_big') {
    return { max: Number(issue.maximum) };
  }
  if (code === 'validation.passwordTooShort' && issue.code === 'too_small') {
    return { min: Number(issue.minimum) };
  }
  return undefined;
}

/**
 * One entry per issue, in order. A message that is not a known code becomes validation.invalidValue.
 * Params: those of a custom issue (strings and numbers only); { max } for validation.tooLong and
 * validation.tooMany, { min } for validation.passwordTooShort, taken from the limit itself.
 */
export function toFieldErrors(error: z.core.$ZodError): FieldError[] {
  return error.issues.map((issue) => {
    const code = isErrorCode(issue.message) ? issue.message : 'validation.invalidValue';
    const params = paramsOf(issue, code);
    const path = issue.path.map(String).join('.');
    return params ? { path, code, params } : { path, code };
  });
}
