// The search form's rules (product-rules.md § Accounts and forms): every field filled, pick-up far enough ahead, a long enough rental.
import { findRentalPeriodIssue, type RentalPeriodIssue } from '@roadbook/domain/rental-period';

import { parseDateTimeLocal } from './date-time-local';

export const SEARCH_FIELDS = ['pickUp', 'dropOff', 'from', 'to'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

export type SearchFieldIssue =
  { code: 'validation.required' } | { code: RentalPeriodIssue['code']; params: RentalPeriodIssue['params'] };

export type SearchIssues = Partial<Record<SearchField, SearchFieldIssue>>;

export interface SearchFormInput {
  pickUpId: string | null;
  /** Ignored when the car goes back where it was picked up. */
  dropOffId: string | null;
  sameReturn: boolean;
  /** `<input type="datetime-local">` values. */
  from: string;
  to: string;
}

/** The places and period of a valid form, dates as ISO 8601 instants. */
export interface CheckedSearch {
  pickupLocation: string;
  dropOffLocation?: string;
  from: string;
  to: string;
}

export type SearchCheck = { ok: true; search: CheckedSearch } | { ok: false; issues: SearchIssues };

const REQUIRED: SearchFieldIssue = { code: 'validation.required' };

/** The form's search, or the issue of each wrong field, as of `now`. */
export function checkSearch(input: SearchFormInput, now: Date): SearchCheck {
  const issues: SearchIssues = {};
  if (input.pickUpId === null) issues.pickUp = REQUIRED;
  if (!input.sameReturn && input.dropOffId === null) issues.dropOff = REQUIRED;
  const from = parseDateTimeLocal(input.from);
  const to = parseDateTimeLocal(input.to);
  if (from === null) issues.from = REQUIRED;
  if (to === null) issues.to = REQUIRED;
  if (from !== null && to !== null) {
    const periodIssue = findRentalPeriodIssue(from, to, now);
    if (periodIssue !== null)
      issues[periodIssue.field] = { code: periodIssue.code, params: periodIssue.params };
  }
  if (input.pickUpId === null || from === null || to === null || Object.keys(issues).length > 0) {
    return { ok: false, issues };
  }
  const dropOffId = input.sameReturn ? null : input.dropOffId;
  return {
    ok: true,
    search: {
      pickupLocation: input.pickUpId,
      ...(dropOffId === null || dropOffId === input.pickUpId ? {} : { dropOffLocation: dropOffId }),
      from: from.toISOString(),
      to: to.toISOString(),
    },
  };
}
