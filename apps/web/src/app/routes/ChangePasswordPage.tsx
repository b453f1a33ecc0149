import { useTranslation } from 'react-i18next';

import { ChangePassword } from '@/features/account/components/ChangePassword';
import { useDocumentMeta } from '@/lib/use-page-meta';
import { useStoredUser } from '@/lib/stored-user';

import { useSignInAgain } from './use-sign-in-again';

/** /change-password, for signed-in users only (AccountPages sends a visitor to /sign-in). */
export function ChangePasswordPage() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const user = useStoredUser();
  const signInAgain = useSignInAgain();
  useDocumentMeta(tc('meta.titleTemplate', { page: t('meta.changePassword') }), tc('meta.description'));
  // Signed out meanwhile: the sign-out is taking the user elsewhere.
  return user === null ? null : <ChangePassword userId={user.id} onSignInAgain={signInAgain} />;
}
