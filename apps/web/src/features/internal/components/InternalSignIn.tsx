import type { InternalUser } from '@roadbook/domain/contracts/internal';
import { InternalSignInSchema } from '@roadbook/domain/internal-area';
import { useTranslation } from 'react-i18next';

import { signInInternal } from '@/api/internal';
import { ErrorSummary } from '@/components/form/ErrorSummary';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import { useSchemaForm } from '@/lib/use-schema-form';

import { writeInternalUser } from '../lib/internal-user';
import styles from './Internal.module.css';

/** The internal area's sign-in: its own accounts, whose name and role the browser then remembers. */
export function InternalSignIn({ onSignedIn }: { onSignedIn: (user: InternalUser) => void }) {
  const { t } = useTranslation('internal');
  const form = useSchemaForm({
    schema: InternalSignInSchema,
    labels: { username: t('login.username'), password: t('login.password') },
    onSubmit: async (values) => {
      const user = await signInInternal(values);
      writeInternalUser(user);
      onSignedIn(user);
    },
  });

  return (
    <div className={styles.signIn}>
      <h1>{t('login.title')}</h1>
      <p>{t('login.intro')}</p>
      <form {...form.formProps} aria-label={t('login.title')}>
        <ErrorSummary form={form} />
        <TextField
          form={form}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />
        <TextField form={form} name="password" type="password" autoComplete="current-password" />
        <SubmitButton form={form}>
          {form.isSubmitting ? t('login.signingIn') : t('login.submit')}
        </SubmitButton>
      </form>
    </div>
  );
}
