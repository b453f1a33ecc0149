import { SubscribeSchema } from '@roadbook/domain/contact-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useSubscribe } from '@/api/mailing-list';
import { ErrorSummary } from '@/components/form/ErrorSummary';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import { RichText } from '@/components/RichText';
import { currentLanguage } from '@/lib/i18n';
import { useRecaptcha } from '@/lib/recaptcha';
import { useSchemaForm } from '@/lib/use-schema-form';

import styles from './Document.module.css';

/** The newsletter's form: an address, to which the confirmation link goes (double opt-in). */
export function SubscribeForm() {
  const { t, i18n } = useTranslation('info');
  const recaptchaToken = useRecaptcha();
  const { mutateAsync: subscribe } = useSubscribe();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const form = useSchemaForm({
    schema: SubscribeSchema,
    labels: { email: t('marketing.form.email') },
    onSubmit: async (values) => {
      setSentTo(null);
      await subscribe({
        ...values,
        language: currentLanguage(i18n),
        recaptchaToken: await recaptchaToken('subscribe'),
      });
      setSentTo(values.email);
    },
  });

  return (
    <form {...form.formProps} aria-labelledby="subscribe-title" className={styles.form}>
      <h2 id="subscribe-title" className={styles.formTitle}>
        {t('marketing.form.legend')}
      </h2>
      <p role="status" className={styles.status}>
        {sentTo === null ? '' : t('marketing.checkEmail', { email: sentTo })}
      </p>
      <ErrorSummary form={form} />
      <TextField form={form} name="email" type="email" autoComplete="email" />
      <RichText text={t('marketing.form.consent')} className={styles.note} />
      <SubmitButton form={form}>
        {form.isSubmitting ? t('marketing.form.subscribing') : t('marketing.form.subscribe')}
      </SubmitButton>
    </form>
  );
}
