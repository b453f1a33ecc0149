import type { SupplierAccount } from '@roadbook/domain/contracts/accounts';
import { useTranslation } from 'react-i18next';

import { useUpdateSupplierSettings } from '@/api/update-supplier-settings';
import { CheckboxField } from '@/components/form/CheckboxField';
import { ErrorSummary } from '@/components/form/ErrorSummary';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import { useToast } from '@/components/toast/use-toast';
import { useSchemaForm } from '@/lib/use-schema-form';

import { numberText, SupplierSettingsFormSchema } from '../lib/supplier-settings-form';
import styles from './Settings.module.css';

/**
 * A supplier's rental conditions (product-rules.md § Prices): the rate added to its prices and
 * options, whether drivers may pay at the counter, whether a licence is required, the shortest
 * rental it takes.
 */
export function SupplierSettingsForm({ supplier }: { supplier: SupplierAccount }) {
  const { t } = useTranslation(['settings', 'common']);
  const toast = useToast();
  const { mutateAsync: updateSettings } = useUpdateSupplierSettings();
  const form = useSchemaForm({
    schema: SupplierSettingsFormSchema,
    labels: {
      priceChangeRate: t('supplier.priceChangeRate'),
      minimumRentalDays: t('supplier.minimumRentalDays'),
      isPayAtCounterAllowed: t('supplier.payAtCounter'),
      isLicenceRequired: t('supplier.licenceRequired'),
    },
    onSubmit: async (values) => {
      await updateSettings(values);
      toast.success(t('common:success.changesSaved'));
    },
  });

  return (
    <form {...form.formProps} className={styles.form}>
      <ErrorSummary form={form} />
      <TextField
        form={form}
        name="priceChangeRate"
        inputMode="decimal"
        hint={t('supplier.priceChangeRateHint')}
        defaultValue={numberText(supplier.priceChangeRate)}
      />
      <TextField
        form={form}
        name="minimumRentalDays"
        inputMode="numeric"
        hint={t('supplier.minimumRentalDaysHint')}
        defaultValue={String(supplier.minimumRentalDays)}
      />
      <CheckboxField form={form} name="isPayAtCounterAllowed" defaultChecked={supplier.isPayAtCounterAllowed}>
        <span className={styles.intro}>{t('supplier.payAtCounterHint')}</span>
      </CheckboxField>
      <CheckboxField form={form} name="isLicenceRequired" defaultChecked={supplier.isLicenceRequired}>
        <span className={styles.intro}>{t('supplier.licenceRequiredHint')}</span>
      </CheckboxField>
      <SubmitButton form={form}>{t('supplier.submit')}</SubmitButton>
    </form>
  );
}
