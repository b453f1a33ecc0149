import { SupplierSignUpSchema } from '@roadbook/domain/join-schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useSignUpSupplier } from '@/api/supplier-sign-up';
import { CheckboxField } from '@/components/form/CheckboxField';
import { ErrorSummary } from '@/components/form/ErrorSummary';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import { currentLanguage } from '@/lib/i18n';
import { paths, withLanguage } from '@/lib/paths';
import { useRecaptcha } from '@/lib/recaptcha';
import { useLanguageParam } from '@/lib/use-language-param';
import { useSchemaForm } from '@/lib/use-schema-form';

import styles from './Join.module.css';

/**
 * A rental agency's sign-up: the company's name, its address, phone and a password typed twice, and
 * the terms (SupplierSignUpSchema, as the API checks it). An address already registered is said by
 * the field. `onSent` gets the address the activation email went to.
 */
export function SupplierSignUpForm({ onSent }: { onSent: (email: string) => void }) {
  const { t, i18n } = useTranslation('join');
  const language = useLanguageParam();
  const recaptchaToken = useRecaptcha();
  const { mutateAsync: signUp } = useSignUpSupplier();
  const form = useSchemaForm({
    schema: SupplierSignUpSchema,
    labels: {
      fullName: t('fields.companyName'),
      email: t('fields.email'),
      phone: t('fields.phone'),
      password: t('fields.password'),
      confirmPassword: t('fields.confirmPassword'),
      acceptTerms: t('fields.acceptTerms'),
    },
    codeFields: { 'validation.emailAlreadyRegistered': 'email' },
    onSubmit: async (values) => {
      const token = await recaptchaToken('supplier_sign_up');
      onSent(await signUp({ ...values, language: currentLanguage(i18n), recaptchaToken: token }));
    },
  });

  return (
    <form {...form.formProps} className={styles.form}>
      <ErrorSummary form={form} />
      <TextField form={form} name="fullName" autoComplete="organization" />
      <TextField form={form} name="email" type="email" autoComplete="email" hint={t('hints.email')} />
      <TextField form={form} name="phone" type="tel" autoComplete="tel" hint={t('hints.phone')} />
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
