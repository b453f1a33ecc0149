import { ChangePasswordSchema, FirstPasswordSchema } from '@roadbook/domain/account-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useChangePassword, type ChangePasswordBody } from '@/api/change-password';
import { hasPasswordQueryOptions, useHasPassword } from '@/api/has-password';
import { ErrorSummary } from '@/components/form/ErrorSummary';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import { isReauthenticationRequired, SignInAgainNotice } from '@/components/SignInAgainNotice';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/error-message';
import { useSchemaForm, type FormSchema } from '@/lib/use-schema-form';

import { AccountFrame } from './AccountFrame';
import styles from './AccountFrame.module.css';

interface ChangePasswordFormProps {
  /** Without a password yet (a social sign-in's account), the current one is not asked. */
  hasPassword: boolean;
  onChanged: () => void;
  /** A first password asks for a recent sign-in. */
  onSignInAgain: () => void;
}

function ChangePasswordForm({ hasPassword, onChanged, onSignInAgain }: ChangePasswordFormProps) {
  const { t } = useTranslation('account');
  const { mutateAsync: changePassword } = useChangePassword();
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const schema: FormSchema<ChangePasswordBody> = hasPassword ? ChangePasswordSchema : FirstPasswordSchema;
  const form = useSchemaForm({
    schema,
    labels: {
      ...(hasPassword ? { currentPassword: t('fields.currentPassword') } : {}),
      newPassword: t('fields.newPassword'),
      confirmPassword: t('fields.confirmPassword'),
    },
    codeFields: { 'auth.wrongPassword': 'currentPassword' },
    onSubmit: async (values) => {
      try {
        await changePassword(values);
      } catch (error) {
        if (isReauthenticationRequired(error)) {
          setNeedsSignIn(true);
          return;
        }
        throw error;
      }
      onChanged();
    },
  });
  if (needsSignIn) return <SignInAgainNotice onSignInAgain={onSignInAgain} />;
  return (
    <form {...form.formProps} className={styles.form}>
      <ErrorSummary form={form} />
      {hasPassword && (
        <TextField form={form} name="currentPassword" type="password" autoComplete="current-password" />
      )}
      <TextField
        form={form}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        hint={t('hints.password')}
      />
      <TextField form={form} name="confirmPassword" type="password" autoComplete="new-password" />
      <SubmitButton form={form}>{t('changePassword.submit')}</SubmitButton>
    </form>
  );
}

/**
 * The signed-in user's password: the current one and the new one twice ('Wrong password', 'Please
 * choose a new password'), or only the new one for an account that has none yet. Saved: 'Changes
 * made successfully', and the form is empty again.
 */
export function ChangePassword({ userId, onSignInAgain }: { userId: string; onSignInAgain: () => void }) {
  const { t, i18n } = useTranslation(['account', 'common']);
  const toast = useToast();
  const queryClient = useQueryClient();
  const { data: hasPassword, error } = useHasPassword(userId);
  const [saved, setSaved] = useState(0);

  return (
    <AccountFrame
      title={t('changePassword.heading')}
      intro={hasPassword === false ? t('changePassword.firstPassword') : undefined}
    >
      {hasPassword === undefined ? (
        <p role="status">{error === null ? t('common:a11y.loading') : errorMessage(i18n, error)}</p>
      ) : (
        <ChangePasswordForm
          key={`${String(hasPassword)}-${saved}`}
          hasPassword={hasPassword}
          onSignInAgain={onSignInAgain}
          onChanged={() => {
            toast.success(t('common:success.changesSaved'));
            setSaved((count) => count + 1);
            void queryClient.invalidateQueries(hasPasswordQueryOptions(userId));
          }}
        />
      )}
    </AccountFrame>
  );
}
