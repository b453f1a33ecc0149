// A supplier's profile and rental conditions as an admin edits them (PUT /api/admin/suppliers/{id}),
// checked with the API's own AdminSupplierBodySchema before they are sent; the API's refusals land on
// their fields.
import { AdminSupplierBodySchema, type AdminSupplierBody } from '@roadbook/domain/admin-supplier-schema';
import type { AdminSupplier } from '@roadbook/domain/contracts/admin-suppliers';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

import { ErrorSummary } from '@/components/form/ErrorSummary';

import { supplierDraftOf, supplierInputOf, type SupplierDraft } from '../lib/supplier-draft';
import { useDraftForm } from '../lib/use-draft-form';
import { EditorSection } from './EditorSection';
import { FormCheckbox, FormTextField } from './form-fields';

type TextField = 'name' | 'phone' | 'location' | 'bio' | 'priceChangeRate' | 'minimumRentalDays';
type CheckField = 'isPayAtCounterAllowed' | 'isLicenceRequired';

interface SupplierEditorProps {
  supplier: AdminSupplier;
  onSave: (body: AdminSupplierBody) => Promise<void>;
}

export function SupplierEditor({ supplier, onSave }: SupplierEditorProps) {
  const { t } = useTranslation('backOffice');
  const { form, draft, update } = useDraftForm({
    initial: supplierDraftOf(supplier),
    schema: AdminSupplierBodySchema,
    toInput: supplierInputOf,
    // In the order of the form (the summary lists errors so).
    labelsOf: () => ({
      name: t('supplier.fields.name'),
      phone: t('supplier.fields.phone'),
      location: t('supplier.fields.location'),
      bio: t('supplier.fields.bio'),
      priceChangeRate: t('supplier.fields.priceChangeRate'),
      minimumRentalDays: t('supplier.fields.minimumRentalDays'),
      isPayAtCounterAllowed: t('supplier.fields.isPayAtCounterAllowed'),
      isLicenceRequired: t('supplier.fields.isLicenceRequired'),
    }),
    onSubmit: onSave,
  });
  const text = (key: TextField) => ({
    form,
    path: key,
    value: draft[key],
    onValue: (value: string) => update((current): SupplierDraft => ({ ...current, [key]: value })),
  });
  const check = (key: CheckField) => ({
    form,
    path: key,
    checked: draft[key],
    onChecked: (checked: boolean) => update((current): SupplierDraft => ({ ...current, [key]: checked })),
  });

  return (
    <Box component="form" {...form.formProps} sx={{ display: 'grid', gap: 3 }}>
      <ErrorSummary form={form} />
      <EditorSection title={t('supplier.sections.profile')} columns={2}>
        <FormTextField {...text('name')} required autoComplete="off" />
        <FormTextField {...text('phone')} required type="tel" autoComplete="off" />
        <FormTextField {...text('location')} autoComplete="off" />
        <FormTextField {...text('bio')} multiline minRows={2} />
      </EditorSection>
      <EditorSection title={t('supplier.sections.settings')} columns={2}>
        <FormTextField
          {...text('priceChangeRate')}
          hint={t('supplier.hints.priceChangeRate')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <FormTextField
          {...text('minimumRentalDays')}
          required
          hint={t('supplier.hints.minimumRentalDays')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormCheckbox {...check('isPayAtCounterAllowed')} />
        <FormCheckbox {...check('isLicenceRequired')} />
      </EditorSection>
      <div>
        <Button type="submit" variant="contained" size="large" loading={form.isSubmitting}>
          {t('supplier.save')}
        </Button>
      </div>
    </Box>
  );
}
