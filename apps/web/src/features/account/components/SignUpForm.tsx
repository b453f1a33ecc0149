import { makeSignUpSchema } from '@roadbook/domain/account-schemas';
import { EmailSchema } from '@roadbook/domain/schema-fields';
import { useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useSignUp } from '@/api/sign-up';
import { useValidateEmail } from '@/api/validate-email';
import { CheckboxField } from '@/components/form/CheckboxField';
import { ErrorSummary } from '@/components/form/ErrorSummary';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import { ApiError } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { paths, withLanguage } from '@/lib/paths';
import { useLanguageParam } from '@/lib/use-language-param';
import { useSchemaForm } from '@/lib/use-schema-form';

import styles from './AccountFrame.module.css';

/**
 * A driver's sign-up (product-rules.md § Accounts and forms): the sign-up schema checks every field
 * as the API will (age as of today); an address already registered is told when the field is left,
 * and by the API's answer. `onSent` gets the address the validation email went to.
 */
export function SignUpForm({ onSent }: { onSent: (email: string) => void }) {
  const { t, i18n } = useTranslation('account');
  const language = useLanguageParam();
  const [schema] = useState(() => makeSignUpSchema(new Date()));
  const { mutateAsync: signUp } = useSignUp();
  const { mutate: validateEmail } = useValidateEmail();
  const form = useSchemaForm({
    schema,
    labels: {
      fullName: t('fields.fullName'),
      email: t('fields.email'),
      phone: t('fields.phone'),
      birthDate: t('fields.birthDate'),
      password: t('fields.password'),
      confirmPassword: t('fields.confirmPassword'),
      acceptTerms: t('fields.acceptTerms'),
    },
    codeFields: { 'validation.emailAlreadyRegistered': 'email' },
    onSubmit: async (values) => {
      onSent(await signUp({ ...values, language: currentLanguage(i18n) }));
    },
  });

  const checkEmail = (event: FocusEvent<HTMLInputElement>) => {
    const email = EmailSchema.safeParse(event.target.value);
    if (!email.success) return;
    validateEmail(email.data, {
      onSuccess: () => form.setFieldError('email', null),
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'validation.emailAlreadyRegistered') {
          form.setFieldError('email', error.code);
        }
      },
    });
  };

  return (
    <form {...form.formProps} className={styles.form}>
      <ErrorSummary form={form} />
      <TextField form={form} name="fullName" autoComplete="name" />
      <TextField form={form} name="email" type="email" autoComplete="email" onBlur={checkEmail} />
      <TextField form={form} name="phone" type="tel" autoComplete="tel" hint={t('hints.phone')} />
      <TextField form={form} name="birthDate" type="date" autoComplete="bday" />
      <TextField
        form={form}
        name="password"
        type="password"
        autoComplete="new-password"
        hint={t('hints.password')}
      />
      <TextField form={form} name="confirmPassword" type="password" autoComplete="new-password" />
      <CheckboxField form={form} name="acceptTerms">
        <Link to={withLanguage(paths.terms, language)} className={styles.link}>
          {t('signUp.readTerms')}
        </Link>
      </CheckboxField>
      <SubmitButton form={form}>{t('signUp.submit')}</SubmitButton>
    </form>
  );
}
