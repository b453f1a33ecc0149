// A country's editor in a dialog (admins): its ISO 3166-1 alpha-2 code and its name in each language
// (each field says its language), checked with the API's own schema; a code another country has comes
// back from the API on its field.
import { LANGUAGES, type Language } from '@roadbook/domain/constants';
import type { AdminCountry } from '@roadbook/domain/contracts/admin-places';
import { CountryInputSchema, type CountryInput } from '@roadbook/domain/place-schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorSummary } from '@/components/form/ErrorSummary';
import { currentLanguage } from '@/lib/i18n';

import { useDraftForm } from '../lib/use-draft-form';
import { FormTextField } from './form-fields';

interface CountryDraft {
  code: string;
  names: Record<Language, string>;
}

interface CountryDialogProps {
  /** The country to edit; a new one when absent. */
  country?: AdminCountry;
  onSave: (input: CountryInput) => Promise<void>;
  onClose: () => void;
}

export function CountryDialog({ country, onSave, onClose }: CountryDialogProps) {
  const { t, i18n } = useTranslation('backOffice');
  const titleId = useId();
  const initial: CountryDraft =
    country === undefined
      ? { code: '', names: { en: '', fr: '', es: '' } }
      : { code: country.code, names: { ...country.names } };
  const { form, draft, update } = useDraftForm({
    initial,
    schema: CountryInputSchema,
    toInput: (current: CountryDraft) => current,
    labelsOf: () => ({
      code: t('places.fields.code'),
      ...Object.fromEntries(
        LANGUAGES.map((of) => [
          `names.${of}`,
          t('places.fields.name', { language: t(`places.languages.${of}`) }),
        ]),
      ),
    }),
    onSubmit: onSave,
  });
  const title =
    country === undefined
      ? t('places.countries.newTitle')
      : t('places.countries.editTitle', { name: country.names[currentLanguage(i18n)] });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" {...form.formProps}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <ErrorSummary form={form} />
          <FormTextField
            form={form}
            path="code"
            value={draft.code}
            onValue={(code) => update((current) => ({ ...current, code }))}
            hint={t('places.hints.code')}
            slotProps={{ htmlInput: { maxLength: 2, style: { textTransform: 'uppercase' } } }}
            autoComplete="off"
            required
            sx={{ mt: 1 }}
          />
          {LANGUAGES.map((of) => (
            <FormTextField
              key={of}
              form={form}
              path={`names.${of}`}
              value={draft.names[of]}
              onValue={(name) =>
                update((current) => ({ ...current, names: { ...current.names, [of]: name } }))
              }
              slotProps={{ htmlInput: { lang: of } }}
              autoComplete="off"
              required
            />
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('places.countries.cancel')}</Button>
          <Button type="submit" variant="contained" loading={form.isSubmitting}>
            {country === undefined ? t('places.countries.create') : t('places.countries.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
