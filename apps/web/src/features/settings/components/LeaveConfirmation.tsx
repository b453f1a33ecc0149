import { PresentPasswordSchema } from '@roadbook/domain/schema-fields';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';

import { ErrorSummary } from '@/components/form/ErrorSummary';
import { TextField } from '@/components/form/TextField';
import { isReauthenticationRequired, SignInAgainNotice } from '@/components/SignInAgainNotice';
import { useSchemaForm } from '@/lib/use-schema-form';

import styles from './Settings.module.css';

/** The password typed again, as the API checks it (present; its own rules were checked when it was chosen). */
const PasswordConfirmationSchema = z.object({ password: PresentPasswordSchema });
const NoConfirmationSchema = z.object({});

interface LeaveConfirmationProps {
  /** An account without a password (made by a social sign-in) confirms with a recent sign-in instead. */
  hasPassword: boolean;
  /** The destructive button's words ("Delete my account"). */
  submitLabel: string;
  /** Sends the request with the password typed; what it throws shows in the form. */
  onConfirm: (password: string | undefined) => Promise<void>;
  /** Signs out and goes to the sign-in page, which brings the user back here. */
  onSignInAgain: () => void;
}

/**
 * The last step of leaving (product-rules.md § Accounts and forms): the password again ('Wrong
 * password' by the field), or — for an account without one — a social or passkey sign-in of the last
 * 10 minutes; when the API asks for a fresh one, the form gives way to "sign in again".
 */
export function LeaveConfirmation({
  hasPassword,
  submitLabel,
  onConfirm,
  onSignInAgain,
}: LeaveConfirmationProps) {
  const { t } = useTranslation('settings');
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const form = useSchemaForm<{ password?: string }>({
    schema: hasPassword ? PasswordConfirmationSchema : NoConfirmationSchema,
    labels: hasPassword ? { password: t('leaving.password') } : {},
    codeFields: { 'auth.wrongPassword': 'password' },
    onSubmit: async ({ password }) => {
      try {
        await onConfirm(password);
      } catch (error) {
        if (isReauthenticationRequired(error)) {
          setNeedsSignIn(true);
          return;
        }
        throw error;
      }
    },
  });

  if (needsSignIn) return <SignInAgainNotice onSignInAgain={onSignInAgain} />;

  return (
    <form {...form.formProps} className={styles.form}>
      <ErrorSummary form={form} />
      {hasPassword ? (
        <TextField
          form={form}
          name="password"
          type="password"
          autoComplete="current-password"
          hint={t('leaving.passwordHint')}
        />
      ) : (
        <p className={styles.intro}>{t('leaving.noPassword')}</p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.dangerButton} aria-disabled={form.isSubmitting || undefined}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
