// POST /api/supplier-sign-up: a rental agency signs up (not verified and not approved, so not public
// yet); the validation email follows. Answers the address it went to. 409
// validation.emailAlreadyRegistered; 400 auth.recaptcha; invalid fields in details.fields.
import type { Language } from '@roadbook/domain/constants';
import { SupplierSignUpAnswerSchema } from '@roadbook/domain/contracts/join';
import type { SupplierSignUp } from '@roadbook/domain/join-schemas';
import { useMutation } from '@tanstack/react-query';

import { requestParsed } from '@/lib/api-client';

export type SupplierSignUpBody = SupplierSignUp & { language: Language };

/** The address the validation email was sent to. */
export async function signUpSupplier(body: SupplierSignUpBody): Promise<string> {
  const init = { method: 'POST', body: JSON.stringify(body) };
  return (await requestParsed('/api/supplier-sign-up', SupplierSignUpAnswerSchema, init)).email;
}

/** The form shows the refusals itself. */
export function useSignUpSupplier() {
  return useMutation({ mutationFn: signUpSupplier, meta: { errorToast: false } });
}
