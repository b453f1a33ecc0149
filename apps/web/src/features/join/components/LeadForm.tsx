import type { LeadCaptureAnswer } from '@roadbook/domain/contracts/join';
import {
  LEAD_MESSAGE_MAX_LENGTH,
  LeadSchema,
  SupplierLeadSchema,
  type Lead,
} from '@roadbook/domain/join-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useCaptureDriverLead } from '@/api/driver-lead-capture';
import { useCaptureSupplierLead } from '@/api/supplier-lead-capture';
import { ErrorSummary } from '@/components/form/ErrorSummary';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextAreaField } from '@/components/form/TextAreaField';
import { TextField } from '@/components/form/TextField';
import { currentLanguage } from '@/lib/i18n';
import { useRecaptcha } from '@/lib/recaptcha';
import { useSchemaForm, type FormSchema } from '@/lib/use-schema-form';

import styles from './Join.module.css';
import { JoinPanel } from './JoinPanel';

interface LeadFormProps {
  /** A rental agency (its company is required) or a driver. */
  audience: 'suppliers' | 'drivers';
}

/**
 * "Keep me informed": a name, an address, optionally a phone and a message (an agency gives its
 * company too), sent with a reCAPTCHA token when it is on. The answer says whether the request is
 * new or updated one left before with that address.
 */
export function LeadForm({ audience }: LeadFormProps) {
  const { t, i18n } = useTranslation('join');
  const recaptchaToken = useRecaptcha();
  const { mutateAsync: captureSupplierLead } = useCaptureSupplierLead();
  const { mutateAsync: captureDriverLead } = useCaptureDriverLead();
  const [status, setStatus] = useState<LeadCaptureAnswer['status'] | null>(null);
  const isSupplier = audience === 'suppliers';
  // An agency's company is required: SupplierLeadSchema says so, and what it gives is a lead as well.
  const schema: FormSchema<Lead> = isSupplier ? SupplierLeadSchema : LeadSchema;

  const form = useSchemaForm({
    schema,
    labels: {
      ...(isSupplier ? { company: t('fields.company') } : {}),
      fullName: t('fields.fullName'),
      email: t('fields.email'),
      phone: t('fields.phoneOptional'),
      message: t('fields.messageOptional'),
    },
    onSubmit: async (values) => {
      const body = {
        ...values,
        language: currentLanguage(i18n),
        recaptchaToken: await recaptchaToken(isSupplier ? 'supplier_lead' : 'driver_lead'),
      };
      if (isSupplier) {
        const company = body.company ?? '';
        setStatus(await captureSupplierLead({ ...body, company }));
      } else {
        setStatus(await captureDriverLead(body));
      }
    },
  });

  if (status !== null) {
    return (
      <JoinPanel title={status === 'created' ? t('lead.created') : t('lead.updated')} focusTitle>
        <p className={styles.done}>
          {status === 'created' ? t('lead.createdMessage') : t('lead.updatedMessage')}
        </p>
      </JoinPanel>
    );
  }

  return (
    <JoinPanel
      title={isSupplier ? t('lead.supplierHeading') : t('lead.driverHeading')}
      intro={isSupplier ? t('lead.supplierIntro') : t('lead.driverIntro')}
    >
      <form {...form.formProps} className={styles.form}>
        <ErrorSummary form={form} />
        {isSupplier && <TextField form={form} name="company" autoComplete="organization" />}
        <TextField form={form} name="fullName" autoComplete="name" />
        <TextField form={form} name="email" type="email" autoComplete="email" />
        <TextField form={form} name="phone" type="tel" autoComplete="tel" hint={t('hints.phone')} />
        <TextAreaField
          form={form}
          name="message"
          maxLength={LEAD_MESSAGE_MAX_LENGTH}
          hint={isSupplier ? t('hints.supplierMessage') : t('hints.driverMessage')}
        />
        <SubmitButton form={form}>{t('lead.submit')}</SubmitButton>
      </form>
    </JoinPanel>
  );
}
