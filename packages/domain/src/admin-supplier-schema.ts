// An admin's edit of a supplier in the back office (product-rules.md § Back office): its name, phone,
// location and bio as its own profile form checks them, and its settings as its settings form does.
import type { z } from 'zod';
import { BIO_MAX_LENGTH, LOCATION_MAX_LENGTH } from './account-schemas';
import { FullNameSchema, optionalText, PhoneSchema } from './schema-fields';
import { SupplierSettingsSchema } from './supplier-settings-schema';

/** PUT /api/admin/suppliers/{id}: every field (a blank location or bio clears it). */
export const AdminSupplierBodySchema = SupplierSettingsSchema.extend({
  name: FullNameSchema,
  phone: PhoneSchema,
  location: optionalText(LOCATION_MAX_LENGTH),
  bio: optionalText(BIO_MAX_LENGTH),
});
export type AdminSupplierBody = z.infer<typeof AdminSupplierBodySchema>;
