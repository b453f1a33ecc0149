// What a change of the audit trail touched: the fields whose value differs before and after (all of
// them for a record made or removed), in the record's order.
type Snapshot = Readonly<Record<string, unknown>> | null;

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

export function changedFields(before: Snapshot, after: Snapshot): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .map((field) => ({ field, before: before?.[field], after: after?.[field] }))
    .filter(({ before: old, after: now }) => JSON.stringify(old) !== JSON.stringify(now));
}
