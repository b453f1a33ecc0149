// Whose cars a member of staff reads and changes: a supplier its own, an admin all. The fleet, the
// calendar, the blocks and the bookings made by hand all ask it here; its SQL is in
// fleet-scope.queries.ts.
import type { BackOfficeUser } from '../../plugins/session';

/** Whose cars a reader sees: a supplier's own, or all (an admin). */
export type FleetScope = { supplierId: string } | 'all';

/** The cars `user` may see: a supplier its own, an admin all. */
export function fleetScopeOf(user: BackOfficeUser): FleetScope {
  return user.type === 'admin' ? 'all' : { supplierId: user.id };
}
