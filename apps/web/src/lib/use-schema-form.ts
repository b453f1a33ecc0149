// The one way a form of the site works: its fields are plain inputs read at submit, checked with
// the form's schema from @roadbook/domain (the same one the API checks), and every problem is a field
// code — from the schema (toFieldErrors) or from the API's `details.fields` — shown next to its
// field and in a summary that takes the focus. Codes keep their parameters ({ age }), so messages
// are translated when shown.
import { RequestFieldErrorSchema } from '@roadbook/domain/contracts/error-body';
import type { ErrorCode } from '@roadbook/domain/error-codes';
import { toFieldErrors, type FieldError } from '@roadbook/domain/validation-issues';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type RefCallback } from 'react';
import * as z from 'zod/mini';

import { ApiError } from './api-client';

export type { FieldError } from '@roadbook/domain/validation-issues';

type SchemaError = Parameters<typeof toFieldErrors>[0];

/** A form schema of @roadbook/domain (classic zod or zod/mini). */
export interface FormSchema<Values> {
  safeParse(value: unknown): { success: true; data: Values } | { success: false; error: SchemaError };
}

export interface SchemaFormOptions<Values> {
  schema: FormSchema<Values>;
  /** Every field's label by name, in the order of the form (the summary lists errors so). */
  labels: Readonly<Record<string, string>>;
  /** Sends the checked values; a thrown error is shown by the form (see `codeFields`). */
  onSubmit: (values: Values) => Promise<void> | void;
  /** API error codes that belong to one field (auth.wrongPassword → currentPassword). */
  codeFields?: Partial<Record<ErrorCode, string>>;
}

/** What the field components and the summary read from a form. */
export interface SchemaForm {
  labels: Readonly<Record<string, string>>;
  /** The id of a field's input, for labels, links and aria-describedby. */
  idOf: (name: string) => string;
  errorOf: (name: string) => FieldError | undefined;
  /** Field errors in the order of the form. */
  fieldErrors: readonly (FieldError & { path: string })[];
  /** An error of the whole form (an API answer that is no field's), or null. */
  formError: unknown;
  isSubmitting: boolean;
  /** For the summary, focused after each submit that finds problems. */
  summaryRef: RefCallback<HTMLDivElement>;
}

export interface SchemaFormControls extends SchemaForm {
  /** Spread on the <form>. */
  formProps: {
    noValidate: true;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    onChange: (event: FormEvent<HTMLFormElement>) => void;
  };
  /** Sets (code) or clears (null) a field's error, e.g. after a check on blur. */
  setFieldError: (name: string, code: ErrorCode | null) => void;
}

type ErrorsByField = Readonly<Record<string, FieldError>>;

function byField(errors: readonly FieldError[]): ErrorsByField {
  const first: Record<string, FieldError> = {};
  for (const error of errors) first[error.path] ??= error;
  return first;
}

/** The values of a form's named fields: a checkbox gives a boolean, any other input its text. */
function formValues(form: HTMLFormElement): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {};
  for (const element of form.elements) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) continue;
    if (element.name === '' || element.disabled) continue;
    values[element.name] =
      element instanceof HTMLInputElement && element.type === 'checkbox' ? element.checked : element.value;
  }
  return values;
}

/** The field errors an API answer lists (`details.fields`), or none. */
export function apiFieldErrors(error: unknown): FieldError[] {
  if (!(error instanceof ApiError) || typeof error.details !== 'object' || error.details === null) return [];
  const parsed = z.array(RequestFieldErrorSchema).safeParse(Reflect.get(error.details, 'fields'));
  return parsed.success ? parsed.data.map(({ path, code, params }) => ({ path, code, params })) : [];
}

export function useSchemaForm<Values>({
  schema,
  labels,
  onSubmit,
  codeFields = {},
}: SchemaFormOptions<Values>): SchemaFormControls {
  const id = useId();
  const [clientErrors, setClientErrors] = useState<ErrorsByField>({});
  const [serverErrors, setServerErrors] = useState<ErrorsByField>({});
  const [formError, setFormError] = useState<unknown>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const [focusRequests, setFocusRequests] = useState(0);
  const hasSubmitted = useRef(false);
  const summary = useRef<HTMLDivElement | null>(null);
  const summaryRef = useCallback((element: HTMLDivElement | null) => {
    summary.current = element;
  }, []);

  useEffect(() => {
    if (focusRequests > 0) summary.current?.focus();
  }, [focusRequests]);

  const check = (form: HTMLFormElement) => {
    const result = schema.safeParse(formValues(form));
    setClientErrors(result.success ? {} : byField(toFieldErrors(result.error)));
    return result;
  };

  const showError = (error: unknown) => {
    const fields = apiFieldErrors(error);
    const codeField = error instanceof ApiError ? codeFields[error.code] : undefined;
    if (codeField !== undefined && error instanceof ApiError) {
      fields.push({ path: codeField, code: error.code });
    }
    const known = fields.filter((field) => field.path in labels);
    setServerErrors(byField(known));
    // Anything no field of this form can show goes to the summary.
    setFormError(known.length > 0 && known.length === fields.length ? null : error);
    setFocusRequests((count) => count + 1);
  };

  const errors: ErrorsByField = { ...serverErrors, ...clientErrors };
  const fieldErrors = Object.keys(labels).flatMap((name) => {
    const error = errors[name];
    return error === undefined ? [] : [{ ...error, path: name }];
  });

  return {
    labels,
    idOf: (name) => `${id}-${name}`,
    errorOf: (name) => errors[name],
    fieldErrors,
    formError,
    isSubmitting,
    summaryRef,
    setFieldError: (name, code) =>
      setServerErrors((current) => {
        const { [name]: _removed, ...others } = current;
        return code === null ? others : { ...others, [name]: { path: name, code } };
      }),
    formProps: {
      noValidate: true,
      onSubmit: (event) => {
        event.preventDefault();
        if (isSubmitting) return;
        hasSubmitted.current = true;
        setServerErrors({});
        setFormError(null);
        const result = check(event.currentTarget);
        if (!result.success) {
          setFocusRequests((count) => count + 1);
          return;
        }
        setSubmitting(true);
        Promise.resolve()
          .then(() => onSubmit(result.data))
          .catch(showError)
          .finally(() => setSubmitting(false));
      },
      // After a first submit, each change checks the form again; a changed field loses its API error.
      onChange: (event) => {
        if (!hasSubmitted.current) return;
        const { target } = event;
        if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) {
          const { name } = target;
          setServerErrors((current) => {
            const { [name]: _removed, ...others } = current;
            return others;
          });
        }
        check(event.currentTarget);
      },
    },
  };
}
