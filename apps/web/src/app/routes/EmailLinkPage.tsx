import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';

import { AccountFrame } from '@/features/account/components/AccountFrame';
import { EmailLinkFlow } from '@/features/account/components/EmailLinkFlow';
import { emailLinkOf } from '@/features/account/lib/link-params';
import { languageParamOf, paths, withLanguage } from '@/lib/paths';
import { useDocumentMeta } from '@/lib/use-page-meta';

/**
 * /activate and /reset-password, `?u=…&e=…&t=…`: the links of the account emails (the validation
 * email of a new account or of one made at checkout; the password reset email).
 */
export function EmailLinkPage() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const isPasswordReset = pathname === paths.resetPassword;
  useDocumentMeta(
    tc('meta.titleTemplate', { page: t(isPasswordReset ? 'meta.resetPassword' : 'meta.activate') }),
    tc('meta.description'),
  );
  const link = emailLinkOf(params);
  if (link !== null) return <EmailLinkFlow link={link} isPasswordReset={isPasswordReset} />;
  return (
    <AccountFrame
      title={isPasswordReset ? t('resetPassword.heading') : t('activate.heading')}
      intro={t('link.invalid')}
    >
      {isPasswordReset && (
        <Link to={withLanguage(paths.forgotPassword, languageParamOf(params))}>
          {t('resetPassword.askAgain')}
        </Link>
      )}
    </AccountFrame>
  );
}
