import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toFieldErrors } from './validation-issues';

function errorsOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected the input to be refused');
  return toFieldErrors(result.error);
}

describe('toFieldErrors', () => {
  it.each([
    {
      name: 'a known code is kept with its path',
      schema: z.object({ email: z.string().min(1, { error: 'validation.required' }) }),
      input: { email: '' },
      errors: [{ path: 'email', code: 'validation.required' }],
    },
    {
      name: "zod's own English message becomes validation.invalidValue",
      schema: z.object({ age: z.number() }),
      input: { age: 'old' },
      errors: [{ path: 'age', code: 'validation.invalidValue' }],
    },
    {
      name: 'a nested path is joined with dots',
      schema: z.object({ drivers: z.array(z.object({ email: z.string({ error: 'validation.required' }) })) }),
      input: { drivers: [{ email: 'a@b.co' }, {}] },
      errors: [{ path: 'drivers.1.email', code: 'validation.required' }],
    },
    {
      name: 'an issue about the whole form has an empty path',
      schema: z.string({ error: 'validation.fixErrors' }),
      input: 3,
      errors: [{ path: '', code: 'validation.fixErrors' }],
    },
    {
      name: 'a custom issue keeps its string and number params only',
      schema: z.string().superRefine((_value, ctx) => {
        ctx.addIssue({
          code: 'custom',
          message: 'validation.minimumAge',
          params: { age: 21, unit: 'years', extra: { no: 1 } },
        });
      }),
      input: 'x',
      errors: [{ path: '', code: 'validation.minimumAge', params: { age: 21, unit: 'years' } }],
    },
    {
      name: 'a length limit gives max',
      schema: z.string().max(3, { error: 'validation.tooLong' }),
      input: 'abcd',
      errors: [{ path: '', code: 'validation.tooLong', params: { max: 3 } }],
    },
    {
      name: 'a minimum gives min to passwordTooShort only',
      schema: z.object({
        a: z.string().min(1, { error: 'validation.required' }),
        b: z.string().min(6, { error: 'validation.passwordTooShort' }),
        c: z.number().positive({ error: 'validation.amountNotPositive' }),
      }),
      input: { a: '', b: 'abc', c: 0 },
      errors: [
        { path: 'a', code: 'validation.required' },
        { path: 'b', code: 'validation.passwordTooShort', params: { min: 6 } },
        { path: 'c', code: 'validation.amountNotPositive' },
      ],
    },
  ])('$name', ({ schema, input, errors }) => {
    expect(errorsOf(schema, input)).toEqual(errors);
  });
});
