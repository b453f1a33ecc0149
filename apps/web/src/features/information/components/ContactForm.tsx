import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
  ContactSchema,
} from '@roadbook/domain/contact-schema';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useSendEmail } from '@/api/send-email';
import { ErrorSummary } from '@/components/form/ErrorSummary';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextAreaField } from '@/components/form/TextAreaField';
import { TextField } from '@/components/form/TextField';
import { RichText } from '@/components/RichText';
import { useToast } from '@/components/toast/use-toast';
import { currentLanguage } from '@/lib/i18n';
import { useRecaptcha } from '@/lib/recaptcha';
import { useSchemaForm } from '@/lib/use-schema-form';

import styles from './Document.module.css';

/**
 * The contact form: a reply address, a subject and a message, checked as the API checks them, sent
 * with a reCAPTCHA token when it is on. Once sent, it says so (the message was sent, a copy to the
 * reply address), and the form empties.
 */
export function ContactForm() {
  const { t, i18n } = useTranslation('info');
  const toast = useToast();
  const recaptchaToken = useRecaptcha();
  const { mutateAsync: sendEmail } = useSendEmail();
  const formElement = useRef<HTMLFormElement>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const form = useSchemaForm({
    schema: ContactSchema,
    labels: {
      email: t('contact.form.email'),
      subject: t('contact.form.subject'),
      message: t('contact.form.message'),
    },
    onSubmit: async (values) => {
      setSentTo(null);
      await sendEmail({
        ...values,
        language: currentLanguage(i18n),
        recaptchaToken: await recaptchaToken('contact'),
      });
      formElement.current?.reset();
      setSentTo(values.email);
      toast.success(t('contact.form.sent'));
    },
  });

  return (
    <form {...form.formProps} ref={formElement} aria-labelledby="contact-form-title" className={styles.form}>
      <h2 id="contact-form-title" className={styles.formTitle}>
        {t('contact.form.legend')}
      </h2>
      <p role="status" className={styles.status}>
        {sentTo === null ? '' : `${t('contact.form.sent')} ${t('contact.form.copySent', { email: sentTo })}`}
      </p>
      <ErrorSummary form={form} />
      <TextField
        form={form}
        name="email"
        type="email"
        autoComplete="email"
        hint={t('contact.form.copyNote')}
      />
      <TextField form={form} name="subject" maxLength={CONTACT_SUBJECT_MAX_LENGTH} />
      <TextAreaField form={form} name="message" rows={6} maxLength={CONTACT_MESSAGE_MAX_LENGTH} />
      <RichText text={t('contact.form.privacyNote')} className={styles.note} />
      <SubmitButton form={form}>
        {form.isSubmitting ? t('contact.form.sending') : t('contact.form.send')}
      </SubmitButton>
    </form>
  );
}
