// POST /api/update-license/{id}: the driver's licence, one image or PDF in multipart form data; it is
// never public. The content decides: 415 upload.unsupportedLicenceType, 413 upload.tooLarge, 422
// upload.unreadable or upload.scriptedPdf. Answers the account (`hasLicence`).
import { SignedInSchema, type User } from '@roadbook/domain/contracts/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { requestParsed } from '@/lib/api-client';

import { storeUser } from './get-user';

export interface UpdateLicenceRequest {
  userId: string;
  file: File;
}

export async function updateLicence({ userId, file }: UpdateLicenceRequest): Promise<User> {
  const body = new FormData();
  body.append('file', file);
  const path = `/api/update-license/${encodeURIComponent(userId)}`;
  return (await requestParsed(path, SignedInSchema, { method: 'POST', body })).user;
}

/** The licence's section shows a refusal itself. */
export function useUpdateLicence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLicence,
    onSuccess: (user) => storeUser(queryClient, user),
    meta: { errorToast: false },
  });
}
