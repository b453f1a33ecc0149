// The back office's addresses (/admin/…), apart from lib/paths.ts: only the back office and a
// signed-in user's session (which sends an ended back-office session to the back office's sign-in)
// load them, never a public page's first load.
import { BACK_OFFICE_PATHS } from '@roadbook/domain/back-office-paths';

import { toSearchParams } from './api-client';
import { FROM_PARAM } from './paths';

export const backOfficePaths = BACK_OFFICE_PATHS;

/** Whether an address (with or without its query) is the back office's. */
export function isBackOfficePath(address: string): boolean {
  const path = address.split(/[?#]/, 1)[0] ?? '';
  return path === backOfficePaths.dashboard || path.startsWith(`${backOfficePaths.dashboard}/`);
}

/** The back office's sign-in, keeping where the user was going when it is the back office. */
export function backOfficeSignInPath(from: string | null): string {
  const params = toSearchParams({ [FROM_PARAM]: from !== null && isBackOfficePath(from) ? from : undefined });
  const query = params.toString();
  return query === '' ? backOfficePaths.signIn : `${backOfficePaths.signIn}?${query}`;
}

/** A car's editor. */
export function backOfficeCarPath(id: string): string {
  return backOfficePaths.car.replace(':id', encodeURIComponent(id));
}

/** A supplier's page (admins). */
export function backOfficeSupplierPath(id: string): string {
  return backOfficePaths.supplier.replace(':id', encodeURIComponent(id));
}

/** A driver's page. */
export function backOfficeDriverPath(id: string): string {
  return backOfficePaths.driver.replace(':id', encodeURIComponent(id));
}

/** A booking's page in the back office. */
export function backOfficeBookingPath(id: string): string {
  return backOfficePaths.booking.replace(':id', encodeURIComponent(id));
}

/** The calendar, of one car when `carId` is given. */
export function backOfficeCalendarPath(carId?: string): string {
  const query = toSearchParams({ car: carId }).toString();
  return query === '' ? backOfficePaths.calendar : `${backOfficePaths.calendar}?${query}`;
}

/** A location's editor (admins). */
export function backOfficeLocationPath(id: string): string {
  return backOfficePaths.location.replace(':id', encodeURIComponent(id));
}

/** A help article's editor (admins). */
export function backOfficeHelpArticlePath(id: string): string {
  return backOfficePaths.helpArticle.replace(':id', encodeURIComponent(id));
}
