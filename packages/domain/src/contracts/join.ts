// The join pages' calls (product-rules.md § Roles and permissions): leads, a supplier's sign-up and
// settings, reCAPTCHA. Request bodies are forms and reuse join-schemas.ts and
// supplier-settings-schema.ts.
import * as z from 'zod/mini';
import { UserSchema } from './accounts';

/** POST /api/supplier-lead-capture, /api/driver-lead-capture: a new lead, or one already known updated. */
export const LeadCaptureAnswerSchema = z.object({ status: z.enum(['created', 'updated']) });
export type LeadCaptureAnswer = z.infer<typeof LeadCaptureAnswerSchema>;

/** POST /api/supplier-sign-up: the address the validation email went to. */
export const SupplierSignUpAnswerSchema = z.object({ email: z.string() });
export type SupplierSignUpAnswer = z.infer<typeof SupplierSignUpAnswerSchema>;

/** POST /api/update-supplier-settings: the supplier's account with its new settings. */
export const SupplierSettingsAnswerSchema = z.object({ user: UserSchema });
export type SupplierSettingsAnswer = z.infer<typeof SupplierSettingsAnswerSchema>;
