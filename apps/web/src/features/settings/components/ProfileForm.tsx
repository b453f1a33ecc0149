import { BIO_MAX_LENGTH, LOCATION_MAX_LENGTH, makeProfileSchema } from '@roadbook/domain/account-schemas';
import type { User } from '@roadbook/domain/contracts/accounts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useUpdateUser } from '@/api/update-user';
import { ErrorSummary } from '@/components/form/ErrorSummary';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextAreaField } from '@/components/form/TextAreaField';
import { TextField } from '@/components/form/TextField';
import { useToast } from '@/components/toast/use-toast';
import { useSchemaForm } from '@/lib/use-schema-form';

import styles from './Settings.module.css';

/**
 * The profile (product-rules.md § Accounts and forms), checked as the API checks it: the full name —
 * a supplier's company name — the phone, the birth date of a driver (the sign-up's age rule),
 * the location and a few words about oneself (a supplier: about its agency).
 */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation(['settings', 'common']);
  const toast = useToast();
  const [schema] = useState(() => makeProfileSchema(new Date()));
  const { mutateAsync: updateUser } = useUpdateUser();
  const isSupplier = user.type === 'supplier';
  const hasBirthDate = user.type === 'user';
  const form = useSchemaForm({
    schema,
    labels: {
      fullName: isSupplier ? t('fields.companyName') : t('fields.fullName'),
      phone: t('fields.phone'),
      ...(hasBirthDate ? { birthDate: t('fields.birthDate') } : {}),
      location: t('fields.location'),
      bio: isSupplier ? t('fields.aboutAgency') : t('fields.bio'),
    },
    onSubmit: async (values) => {
      await updateUser({ ...values, id: user.id });
      toast.success(t('common:success.changesSaved'));
    },
  });

  return (
    <form {...form.formProps} className={styles.form}>
      <ErrorSummary form={form} />
      <TextField
        form={form}
        name="fullName"
        autoComplete={isSupplier ? 'organization' : 'name'}
        defaultValue={user.fullName}
      />
      <TextField
        form={form}
        name="phone"
        type="tel"
        autoComplete="tel"
        hint={t('hints.phone')}
        defaultValue={user.phone ?? ''}
      />
      {hasBirthDate && (
        <TextField
          form={form}
          name="birthDate"
          type="date"
          autoComplete="bday"
          defaultValue={user.birthDate ?? ''}
        />
      )}
      <TextField
        form={form}
        name="location"
        autoComplete="address-level2"
        hint={isSupplier ? t('hints.agencyLocation') : t('hints.location')}
        maxLength={LOCATION_MAX_LENGTH}
        defaultValue={user.location ?? ''}
      />
      <TextAreaField
        form={form}
        name="bio"
        hint={isSupplier ? t('hints.aboutAgency') : undefined}
        maxLength={BIO_MAX_LENGTH}
        defaultValue={user.bio ?? ''}
      />
      <SubmitButton form={form}>{t('profile.submit')}</SubmitButton>
    </form>
  );
}
