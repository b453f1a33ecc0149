import type { FastifySchemaCompiler } from 'fastify';
import { safeParse, type $ZodError, type $ZodType } from 'zod/v4/core';

/** Invalid input, keeping zod's error so its issues become field codes (domain `toFieldErrors`). */
export class RequestValidationError extends Error {
  readonly zodError: $ZodError;
  /** Set by Fastify: body, querystring, params or headers. */
  validationContext?: string;

  constructor(zodError: $ZodError) {
    super('Invalid request');
    this.name = 'RequestValidationError';
    this.zodError = zodError;
  }
}

/** Validates each part of a request with its zod schema (classic or mini). */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data);
    return result.success ? { value: result.data } : { error: new RequestValidationError(result.error) };
  };
