import * as z from 'zod/mini';
import { ERROR_CODES } from '../error-codes';

/** An invalid field of a request: where it is, and the code of what is wrong with it. */
export const RequestFieldErrorSchema = z.object({
  path: z.string(),
  in: z.enum(['body', 'querystring', 'params', 'headers']),
  code: z.enum(ERROR_CODES),
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});
export type RequestFieldError = z.infer<typeof RequestFieldErrorSchema>;

/** Every non-2xx body of the API; `code` is also the i18n key of `message` (errors namespace). */
export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    details: z.optional(z.record(z.string(), z.unknown())),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
