// POST /api/send-email: the contact form's message to the team, a copy to the sender. 400 with the
// fields' codes, 400 auth.recaptcha while reCAPTCHA is on and the token is missing or refused, 429
// when an address or a network sends too many.
import { SendEmailAnswerSchema } from '@roadbook/domain/contracts/contact';
import type { Contact } from '@roadbook/domain/contact-schema';
import { useMutation } from '@tanstack/react-query';

import { requestParsed } from '@/lib/api-client';

export async function sendEmail(body: Contact): Promise<void> {
  await requestParsed('/api/send-email', SendEmailAnswerSchema, {
    method: 'POST',
    body: JSON.stringify(body),
  });
}

/** The form shows the refusals itself. */
export function useSendEmail() {
  return useMutation({ mutationFn: sendEmail, meta: { errorToast: false } });
}
