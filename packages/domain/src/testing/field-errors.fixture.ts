// Test helper for the schema tests: what a form or the API would report for an input.
import type { z } from 'zod';
import { toFieldErrors, type FieldError } from '../validation-issues';

export function fieldErrorsOf(schema: z.ZodType, input: unknown): FieldError[] {
  const result = schema.safeParse(input);
  return result.success ? [] : toFieldErrors(result.error);
}

/** The parsed value, failing the test with the field errors when the input is refused. */
export function parsedOf<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(JSON.stringify(toFieldErrors(result.error)));
  return result.data;
}
