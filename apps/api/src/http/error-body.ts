import { z } from 'zod';
import { ERROR_CODES } from '@roadbook/domain/error-codes';

/** One shape for every non-2xx body; `code` is the i18n key of `message` (errors namespace). */
export const ErrorBodySchema = z
  .object({
    error: z.object({
      code: z.enum(ERROR_CODES),
      message: z.string(),
      details: z.record(z.string(), z.unknown()).optional(),
    }),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const FieldErrorSchema = z.object({
  path: z.string(),
  in: z.enum(['body', 'querystring', 'params', 'headers']),
  code: z.enum(ERROR_CODES),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type FieldError = z.infer<typeof FieldErrorSchema>;
