// POST /api/sign-out: the session ends and its cookie is cleared.
import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

export async function signOut(): Promise<void> {
  await apiRequest('/api/sign-out', { method: 'POST' });
}

export function useSignOutRequest() {
  return useMutation({ mutationFn: signOut });
}
