// POST /api/supplier-lead-capture: a rental agency leaves its details on /suppliers/join (company
// required). Answers whether the request is new ('created') or updated one already left with that
// address ('updated'). 400 auth.recaptcha while reCAPTCHA is on and the token is missing or refused.
import type { Language } from '@roadbook/domain/constants';
import { LeadCaptureAnswerSchema, type LeadCaptureAnswer } from '@roadbook/domain/contracts/join';
import type { SupplierLead } from '@roadbook/domain/join-schemas';
import { useMutation } from '@tanstack/react-query';

import { requestParsed } from '@/lib/api-client';

export type SupplierLeadBody = SupplierLead & { language: Language };

export async function captureSupplierLead(body: SupplierLeadBody): Promise<LeadCaptureAnswer['status']> {
  const init = { method: 'POST', body: JSON.stringify(body) };
  return (await requestParsed('/api/supplier-lead-capture', LeadCaptureAnswerSchema, init)).status;
}

/** The form shows the refusals itself. */
export function useCaptureSupplierLead() {
  return useMutation({ mutationFn: captureSupplierLead, meta: { errorToast: false } });
}
