// Where a supplier stands and what an admin may do next, as the list and the supplier's page show it.
import type { AdminSupplierRow } from '@roadbook/domain/contracts/admin-suppliers';

import type { SupplierAction } from '@/api/admin-suppliers';

type SupplierFlags = Pick<AdminSupplierRow, 'isBlacklisted' | 'isEmailVerified' | 'isApproved'>;

/** What an admin may do next to a supplier in each state. */
export function supplierActionsOf(supplier: SupplierFlags): SupplierAction[] {
  if (supplier.isBlacklisted) return ['reinstate'];
  return supplier.isApproved ? ['suspend'] : ['verify', 'suspend'];
}

/** Where a supplier stands, most pressing first. */
export function supplierStateOf(supplier: SupplierFlags) {
  if (supplier.isBlacklisted) return 'suspended';
  if (!supplier.isEmailVerified) return 'unconfirmed';
  return supplier.isApproved ? 'verified' : 'toVerify';
}
