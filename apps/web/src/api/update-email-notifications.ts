// POST /api/update-email-notifications: turns the account's email notifications on or off.
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import { userQueryOptions } from './get-user';

/** UpdateEmailNotificationsBodySchema's shape. */
export interface UpdateEmailNotificationsBody {
  id: string;
  enableEmailNotifications: boolean;
}

export async function updateEmailNotifications(body: UpdateEmailNotificationsBody): Promise<void> {
  await apiRequest('/api/update-email-notifications', { method: 'POST', body: JSON.stringify(body) });
}

/** A failure is toasted; the switch then shows the account's setting again. */
export function useUpdateEmailNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmailNotifications,
    onSuccess: (_answer, { id, enableEmailNotifications }) =>
      queryClient.setQueryData(userQueryOptions(id).queryKey, (user) =>
        user === undefined ? user : { ...user, enableEmailNotifications },
      ),
  });
}
