// A back-office form whose values are React state (a car's many fields, lists of periods) rather than
// inputs read at submit: the site's one form hook (lib/use-schema-form.ts) checks the state with the
// API's schema, so errors, the summary and the API's field errors work as on every form of the site.
import { useRef, useState } from 'react';

import { useSchemaForm, type FormSchema, type SchemaFormOptions } from '@/lib/use-schema-form';

interface DraftFormOptions<Draft, Values> extends Omit<SchemaFormOptions<Values>, 'schema' | 'labels'> {
  initial: Draft;
  schema: FormSchema<Values>;
  /** The value the schema checks, from the draft. */
  toInput: (draft: Draft) => unknown;
  /** Every field's label by its path, for the draft as it is (a list's items have theirs). */
  labelsOf: (draft: Draft) => Readonly<Record<string, string>>;
}

export function useDraftForm<Draft, Values>({
  initial,
  schema,
  toInput,
  labelsOf,
  ...options
}: DraftFormOptions<Draft, Values>) {
  const [draft, setDraftState] = useState(initial);
  // The form checks the latest draft, also within the change event that is still updating it.
  const latest = useRef(draft);
  const form = useSchemaForm({
    ...options,
    labels: labelsOf(draft),
    schema: { safeParse: () => schema.safeParse(toInput(latest.current)) },
  });
  const update = (change: (current: Draft) => Draft) => {
    latest.current = change(latest.current);
    setDraftState(latest.current);
  };
  const reset = (next: Draft) => {
    latest.current = next;
    setDraftState(next);
  };
  return { form, draft, update, reset };
}
