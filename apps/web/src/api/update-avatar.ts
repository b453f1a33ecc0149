// POST /api/update-avatar/{id}: a new avatar (a supplier's logo), one image file in multipart form
// data. The content decides: 415 upload.unsupportedType, 413 upload.tooLarge, 422 upload.unreadable.
// Answers the account with its new avatar URL.
import { SignedInSchema, type User } from '@roadbook/domain/contracts/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { requestParsed } from '@/lib/api-client';

import { storeUser } from './get-user';

export interface UpdateAvatarRequest {
  userId: string;
  file: File;
}

export async function updateAvatar({ userId, file }: UpdateAvatarRequest): Promise<User> {
  const body = new FormData();
  body.append('file', file);
  const path = `/api/update-avatar/${encodeURIComponent(userId)}`;
  return (await requestParsed(path, SignedInSchema, { method: 'POST', body })).user;
}

/** The picture's field shows a refusal itself. */
export function useUpdateAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAvatar,
    onSuccess: (user) => storeUser(queryClient, user),
    meta: { errorToast: false },
  });
}
