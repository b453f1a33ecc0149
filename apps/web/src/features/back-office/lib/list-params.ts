// A back-office list's state lives in its address (`?keyword=…&size=mini&size=midi&page=2`), so a
// reload, a shared link or the back button gives the same list. The list's contract reads it.
interface QuerySchema<Query> {
  safeParse(value: unknown): { success: true; data: Query } | { success: false };
}

/** The query string as the contract reads it: a repeated parameter is a list. */
function recordOf(params: URLSearchParams): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {};
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name);
    const [first] = values;
    record[name] = values.length === 1 && first !== undefined ? first : values;
  }
  return record;
}

/**
 * The list's query from the address; a parameter the contract refuses is dropped (a hand-typed
 * `?page=x` gives the first page), so the list always shows.
 */
export function listQueryOf<Query>(params: URLSearchParams, schema: QuerySchema<Query>): Query {
  const record = recordOf(params);
  const parsed = schema.safeParse(record);
  if (parsed.success) return parsed.data;
  const kept = Object.fromEntries(
    Object.entries(record).filter(([name, value]) => schema.safeParse({ [name]: value }).success),
  );
  const retried = schema.safeParse(kept);
  if (retried.success) return retried.data;
  const empty = schema.safeParse({});
  if (!empty.success) throw new Error('A list query needs a default for each parameter');
  return empty.data;
}

type ParamValue = string | number | readonly string[] | undefined;

/**
 * The address's parameters with `changes` made: undefined, '' and [] remove a parameter; a change of
 * anything but the page goes back to the first page.
 */
export function changedParams(
  params: URLSearchParams,
  changes: Readonly<Record<string, ParamValue>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    next.delete(name);
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      if (String(item) !== '') next.append(name, String(item));
    }
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}
