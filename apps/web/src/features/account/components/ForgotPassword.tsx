import { PasswordResetRequestSchema } from '@roadbook/domain/account-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useResend } from '@/api/resend';
import { ErrorSummary } from '@/components/form/ErrorSummary';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import { paths, signInPath } from '@/lib/paths';
import { useLanguageParam } from '@/lib/use-language-param';
import { useSchemaForm } from '@/lib/use-schema-form';

import { AccountFrame } from './AccountFrame';
import styles from './AccountFrame.module.css';

/** Asks for a password reset link by email; an address no account has is 'Email address not registered'. */
export function ForgotPassword() {
  const { t } = useTranslation('account');
  const language = useLanguageParam();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { mutateAsync: resend } = useResend({ errorToast: false });
  const form = useSchemaForm({
    schema: PasswordResetRequestSchema,
    labels: { email: t('fields.email') },
    codeFields: { 'auth.emailNotRegistered': 'email' },
    onSubmit: async ({ email }) => {
      await resend({ email, isPasswordReset: true });
      setSentTo(email);
    },
  });
  const backToSignIn = (
    <Link to={signInPath(null, language, paths.signIn)} className={styles.link}>
      {t('forgotPassword.backToSignIn')}
    </Link>
  );

  if (sentTo !== null) {
    return (
      <AccountFrame
        title={t('forgotPassword.sentHeading')}
        intro={t('forgotPassword.sentMessage', { email: sentTo })}
        focusTitle
      >
        {backToSignIn}
      </AccountFrame>
    );
  }
  return (
    <AccountFrame title={t('forgotPassword.heading')} intro={t('forgotPassword.intro')}>
      <form {...form.formProps} className={styles.form}>
        <ErrorSummary form={form} />
        <TextField form={form} name="email" type="email" autoComplete="email" />
        <SubmitButton form={form}>{t('forgotPassword.submit')}</SubmitButton>
        {backToSignIn}
      </form>
    </AccountFrame>
  );
}
