// POST /api/driver-lead-capture: a driver leaves their details on /drivers/join. Answers whether the
// request is new ('created') or updated one already left with that address ('updated'). 400
// auth.recaptcha while reCAPTCHA is on and the token is missing or refused.
import type { Language } from '@roadbook/domain/constants';
import { LeadCaptureAnswerSchema, type LeadCaptureAnswer } from '@roadbook/domain/contracts/join';
import type { Lead } from '@roadbook/domain/join-schemas';
import { useMutation } from '@tanstack/react-query';

import { requestParsed } from '@/lib/api-client';

export type DriverLeadBody = Lead & { language: Language };

export async function captureDriverLead(body: DriverLeadBody): Promise<LeadCaptureAnswer['status']> {
  const init = { method: 'POST', body: JSON.stringify(body) };
  return (await requestParsed('/api/driver-lead-capture', LeadCaptureAnswerSchema, init)).status;
}

/** The form shows the refusals itself. */
export function useCaptureDriverLead() {
  return useMutation({ mutationFn: captureDriverLead, meta: { errorToast: false } });
}
