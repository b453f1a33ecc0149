// POST /api/update-supplier-settings: a supplier's rental conditions (price change rate, pay at the
// counter, licence required, minimum rental days); a supplier sets its own (403 auth.forbidden
// otherwise). Answers the account.
import { SupplierSettingsAnswerSchema } from '@roadbook/domain/contracts/join';
import type { User } from '@roadbook/domain/contracts/accounts';
import type { UpdateSupplierSettingsBody } from '@roadbook/domain/supplier-settings-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { requestParsed } from '@/lib/api-client';

import { storeUser } from './get-user';

export async function updateSupplierSettings(body: UpdateSupplierSettingsBody): Promise<User> {
  const init = { method: 'POST', body: JSON.stringify(body) };
  return (await requestParsed('/api/update-supplier-settings', SupplierSettingsAnswerSchema, init)).user;
}

/** The form shows the refusals itself. */
export function useUpdateSupplierSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSupplierSettings,
    onSuccess: (user) => storeUser(queryClient, user),
    meta: { errorToast: false },
  });
}
