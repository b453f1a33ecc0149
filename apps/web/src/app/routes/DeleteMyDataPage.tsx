import type { User } from '@roadbook/domain/contracts/accounts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { AccountGate } from '@/features/settings/components/AccountGate';
import { DataDeleted, DeleteData } from '@/features/settings/components/DeleteData';
import { useStoredUser } from '@/lib/stored-user';
import { useDocumentMeta } from '@/lib/use-page-meta';

import { useSignInAgain } from './use-sign-in-again';

/**
 * /delete-my-data: the consequences and the confirmation, then what happened. The user stays signed
 * in on this device (the API ends the account's other sessions).
 */
export function DeleteMyDataPage() {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation();
  const storedUser = useStoredUser();
  const signInAgain = useSignInAgain();
  const [updated, setUpdated] = useState<User | null>(null);
  useDocumentMeta(tc('meta.titleTemplate', { page: t('meta.deleteMyData') }), tc('meta.description'));

  if (updated !== null) return <DataDeleted user={updated} />;
  if (storedUser === null) return null;
  return (
    <AccountGate userId={storedUser.id}>
      {(user) => <DeleteData user={user} onSignInAgain={signInAgain} onDeleted={setUpdated} />}
    </AccountGate>
  );
}
