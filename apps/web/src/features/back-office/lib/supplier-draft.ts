// The supplier editor's values as typed (numbers as text), and the body the API takes
// (AdminSupplierBody): the form checks `supplierInputOf(draft)` with the API's own schema, so a
// field's error path is the API's too.
import type { AdminSupplier } from '@roadbook/domain/contracts/admin-suppliers';

export interface SupplierDraft {
  name: string;
  phone: string;
  location: string;
  bio: string;
  /** Percent; blank for none. */
  priceChangeRate: string;
  minimumRentalDays: string;
  isPayAtCounterAllowed: boolean;
  isLicenceRequired: boolean;
}

export function supplierDraftOf(supplier: AdminSupplier): SupplierDraft {
  const { settings } = supplier;
  return {
    name: supplier.name,
    phone: supplier.phone ?? '',
    location: supplier.location ?? '',
    bio: supplier.bio ?? '',
    priceChangeRate: settings.priceChangeRate === null ? '' : String(settings.priceChangeRate),
    minimumRentalDays: String(settings.minimumRentalDays),
    isPayAtCounterAllowed: settings.isPayAtCounterAllowed,
    isLicenceRequired: settings.isLicenceRequired,
  };
}

/** A number typed: blank gives `blank`, a decimal comma counts as a point, anything else Number's reading (NaN is refused). */
function numberOf(text: string, blank: null | undefined): number | null | undefined {
  const compact = text.trim().replace(',', '.');
  return compact === '' ? blank : Number(compact);
}

/** The body as the schema checks it: no price change when blank, the minimum rental days required. */
export function supplierInputOf(draft: SupplierDraft) {
  return {
    ...draft,
    priceChangeRate: numberOf(draft.priceChangeRate, null),
    minimumRentalDays: numberOf(draft.minimumRentalDays, undefined),
  };
}
