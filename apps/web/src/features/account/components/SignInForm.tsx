import { SignInSchema } from '@roadbook/domain/account-schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useSignIn, type SignInArea } from '@/api/sign-in';
import { CheckboxField } from '@/components/form/CheckboxField';
import { ErrorSummary } from '@/components/form/ErrorSummary';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import { paths, withLanguage } from '@/lib/paths';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';
import { useLanguageParam } from '@/lib/use-language-param';
import { useSchemaForm } from '@/lib/use-schema-form';

import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import styles from './AccountFrame.module.css';

/**
 * Email, password and "stay connected" (the last choice on this device ticks it again). The API's
 * refusals — 'Incorrect email or password', 'Your account is suspended', too many attempts — show
 * in the form's summary. The back office's (`area` backend) also refuses a driver: 'The back office
 * is for suppliers and administrators'.
 */
export function SignInForm({ onSignedIn, area }: { onSignedIn: () => void; area?: SignInArea }) {
  const { t } = useTranslation('account');
  const language = useLanguageParam();
  const { mutateAsync: signIn } = useSignIn(area);
  const completeSignIn = useCompleteSignIn();
  const form = useSchemaForm({
    schema: SignInSchema,
    labels: {
      email: t('fields.email'),
      password: t('fields.password'),
      stayConnected: t('fields.stayConnected'),
    },
    onSubmit: async (values) => {
      const user = await signIn(values);
      writeStorage(STORAGE_KEYS.stayConnected, String(values.stayConnected === true));
      await completeSignIn(user);
      onSignedIn();
    },
  });

  return (
    <form {...form.formProps} className={styles.form}>
      <ErrorSummary form={form} />
      <TextField form={form} name="email" type="email" autoComplete="email" />
      <TextField form={form} name="password" type="password" autoComplete="current-password" />
      <CheckboxField
        form={form}
        name="stayConnected"
        defaultChecked={readStorage(STORAGE_KEYS.stayConnected) === 'true'}
      />
      <SubmitButton form={form}>{t('signIn.submit')}</SubmitButton>
      <Link to={withLanguage(paths.forgotPassword, language)} className={styles.link}>
        {t('signIn.forgotPassword')}
      </Link>
    </form>
  );
}
