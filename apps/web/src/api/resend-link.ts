// POST /api/resend-link: sends the signed-in user's validation email again.
import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

export async function resendLink(): Promise<void> {
  await apiRequest('/api/resend-link', { method: 'POST' });
}

export function useResendLink() {
  return useMutation({ mutationFn: resendLink });
}
