import { useTranslation } from 'react-i18next';

import { ForgotPassword } from '@/features/account/components/ForgotPassword';
import { useDocumentMeta } from '@/lib/use-page-meta';

/** /forgot-password: asks for a password reset link. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  useDocumentMeta(tc('meta.titleTemplate', { page: t('meta.forgotPassword') }), tc('meta.description'));
  return <ForgotPassword />;
}
