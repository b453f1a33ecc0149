import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';

import { endLocalSession } from '@/features/account/lib/end-session';
import { AccountGate } from '@/features/settings/components/AccountGate';
import { AccountDeleted, DeleteAccount } from '@/features/settings/components/DeleteAccount';
import { useStoredUser } from '@/lib/stored-user';
import { useDocumentMeta } from '@/lib/use-page-meta';

import { useSignInAgain } from './use-sign-in-again';

/**
 * /delete-my-account: the consequences and the confirmation; once deleted, the device forgets the
 * user (its stored record, session storage, every cached answer) and the page says goodbye.
 */
export function DeleteMyAccountPage() {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation();
  const queryClient = useQueryClient();
  const storedUser = useStoredUser();
  const signInAgain = useSignInAgain();
  const [deletedEmail, setDeletedEmail] = useState<string | null>(null);
  useDocumentMeta(tc('meta.titleTemplate', { page: t('meta.deleteMyAccount') }), tc('meta.description'));

  if (deletedEmail !== null) return <AccountDeleted email={deletedEmail} />;
  if (storedUser === null) return null;
  return (
    <AccountGate userId={storedUser.id}>
      {(user) => (
        <DeleteAccount
          user={user}
          onSignInAgain={signInAgain}
          onDeleted={() => {
            // The goodbye first: forgetting the user would otherwise leave this page empty.
            flushSync(() => setDeletedEmail(user.email));
            endLocalSession(queryClient);
          }}
        />
      )}
    </AccountGate>
  );
}
