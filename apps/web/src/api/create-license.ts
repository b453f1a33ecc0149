// POST /api/create-license: a visitor's licence at checkout (one image or PDF, checked by its
// content), kept under a temporary name until the booking makes the account.
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { requestParsed } from '@/lib/api-client';

const TempLicenceSchema = z.object({ name: z.string() });

export async function createLicence(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  return (await requestParsed('/api/create-license', TempLicenceSchema, { method: 'POST', body })).name;
}

/** The licence field shows a refusal itself. */
export function useCreateLicence() {
  return useMutation({ mutationFn: createLicence, meta: { errorToast: false } });
}
