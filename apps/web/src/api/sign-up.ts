// POST /api/sign-up: a driver signs up; the answer names the address the validation email went to.
// 409 validation.emailAlreadyRegistered; invalid fields in details.fields.
import type { Language } from '@roadbook/domain/constants';
import type { SignUp } from '@roadbook/domain/account-schemas';
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { requestParsed } from '@/lib/api-client';

const SignedUpSchema = z.object({ email: z.string() });

export type SignUpBody = SignUp & { language: Language };

/** The address the validation email was sent to. */
export async function signUp(body: SignUpBody): Promise<string> {
  const init = { method: 'POST', body: JSON.stringify(body) };
  return (await requestParsed('/api/sign-up', SignedUpSchema, init)).email;
}

/** The sign-up form shows the refusals itself. */
export function useSignUp() {
  return useMutation({ mutationFn: signUp, meta: { errorToast: false } });
}
