import { NewPasswordSchema } from '@roadbook/domain/account-schemas';
import { useTranslation } from 'react-i18next';

import { ErrorSummary } from '@/components/form/ErrorSummary';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import { useSchemaForm } from '@/lib/use-schema-form';

import styles from './AccountFrame.module.css';

interface SetPasswordFormProps {
  /** "New password" for a reset, "Password" for a first one. */
  isReset: boolean;
  submitLabel: string;
  /** Sends the password; what it throws shows in the form. */
  onPassword: (password: string) => Promise<void>;
}

/** A password typed twice (at least 6 characters, alike), from an account email's link. */
export function SetPasswordForm({ isReset, submitLabel, onPassword }: SetPasswordFormProps) {
  const { t } = useTranslation('account');
  const form = useSchemaForm({
    schema: NewPasswordSchema,
    labels: {
      password: t(isReset ? 'fields.newPassword' : 'fields.password'),
      confirmPassword: t('fields.confirmPassword'),
    },
    onSubmit: ({ password }) => onPassword(password),
  });
  return (
    <form {...form.formProps} className={styles.form}>
      <ErrorSummary form={form} />
      <TextField
        form={form}
        name="password"
        type="password"
        autoComplete="new-password"
        hint={t('hints.password')}
      />
      <TextField form={form} name="confirmPassword" type="password" autoComplete="new-password" />
      <SubmitButton form={form}>{submitLabel}</SubmitButton>
    </form>
  );
}
