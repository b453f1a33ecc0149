// The site settings an admin changes while the site runs (product-rules.md § Back office), checked
// with the API's own schema before they are sent; the API's refusals land on their fields.
import {
  SITE_SETTINGS_LIMITS,
  SiteSettingsSchema,
  type SiteSettings,
} from '@roadbook/domain/contracts/site-settings';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';

import { ErrorSummary } from '@/components/form/ErrorSummary';
import type { SchemaForm } from '@/lib/use-schema-form';

import { useDraftForm } from '../lib/use-draft-form';
import { EditorSection } from './EditorSection';
import { FormTextField, useFieldError } from './form-fields';

type SwitchSetting = 'maintenance' | 'hideSuppliers';
type NumberSetting = keyof typeof SITE_SETTINGS_LIMITS;

/** The form's values: the switches as they are, the numbers as typed. */
type SettingsDraft = Pick<SiteSettings, SwitchSetting> & Record<NumberSetting, string>;

const NUMBER_SETTINGS = [
  'minimumAge',
  'paymentWindowMinutes',
  'lateCancellationFeePercent',
  'maxLocationsPerSupplier',
] as const satisfies readonly NumberSetting[];

function draftOf(settings: SiteSettings): SettingsDraft {
  return {
    maintenance: settings.maintenance,
    hideSuppliers: settings.hideSuppliers,
    minimumAge: String(settings.minimumAge),
    paymentWindowMinutes: String(settings.paymentWindowMinutes),
    lateCancellationFeePercent: String(settings.lateCancellationFeePercent),
    maxLocationsPerSupplier: String(settings.maxLocationsPerSupplier),
  };
}

/** A whole number as typed: undefined when empty (required), NaN when it is no whole number. */
function wholeFromText(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^-?\d{1,9}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

function inputOf(draft: SettingsDraft): Record<keyof SiteSettings, unknown> {
  return {
    maintenance: draft.maintenance,
    hideSuppliers: draft.hideSuppliers,
    minimumAge: wholeFromText(draft.minimumAge),
    paymentWindowMinutes: wholeFromText(draft.paymentWindowMinutes),
    lateCancellationFeePercent: wholeFromText(draft.lateCancellationFeePercent),
    maxLocationsPerSupplier: wholeFromText(draft.maxLocationsPerSupplier),
  };
}

function SettingSwitch({
  form,
  path,
  checked,
  hint,
  onChecked,
}: {
  form: SchemaForm;
  path: SwitchSetting;
  checked: boolean;
  hint: string;
  onChecked: (checked: boolean) => void;
}) {
  const error = useFieldError(form, path);
  const hintId = `${form.idOf(path)}-hint`;
  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            id={form.idOf(path)}
            name={path}
            checked={checked}
            onChange={(event) => onChecked(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': hintId } }}
          />
        }
        label={form.labels[path]}
      />
      <FormHelperText id={hintId} error={error !== undefined}>
        {error ?? hint}
      </FormHelperText>
    </div>
  );
}

interface SiteSettingsFormProps {
  settings: SiteSettings;
  onSave: (settings: SiteSettings) => Promise<void>;
}

export function SiteSettingsForm({ settings, onSave }: SiteSettingsFormProps) {
  const { t } = useTranslation('backOffice');
  const labels = {
    maintenance: t('settings.fields.maintenance'),
    hideSuppliers: t('settings.fields.hideSuppliers'),
    minimumAge: t('settings.fields.minimumAge'),
    paymentWindowMinutes: t('settings.fields.paymentWindowMinutes'),
    lateCancellationFeePercent: t('settings.fields.lateCancellationFeePercent'),
    maxLocationsPerSupplier: t('settings.fields.maxLocationsPerSupplier'),
  };
  const { form, draft, update } = useDraftForm({
    initial: draftOf(settings),
    schema: SiteSettingsSchema,
    toInput: inputOf,
    labelsOf: () => labels,
    onSubmit: onSave,
  });
  const set =
    <Key extends keyof SettingsDraft>(key: Key) =>
    (value: SettingsDraft[Key]) =>
      update((current) => ({ ...current, [key]: value }));

  return (
    <Box component="form" {...form.formProps} sx={{ display: 'grid', gap: 3 }}>
      <ErrorSummary form={form} />
      <EditorSection title={t('settings.sections.site')} columns={1}>
        <SettingSwitch
          form={form}
          path="maintenance"
          checked={draft.maintenance}
          hint={t('settings.hints.maintenance')}
          onChecked={set('maintenance')}
        />
        <SettingSwitch
          form={form}
          path="hideSuppliers"
          checked={draft.hideSuppliers}
          hint={t('settings.hints.hideSuppliers')}
          onChecked={set('hideSuppliers')}
        />
      </EditorSection>
      <EditorSection title={t('settings.sections.rules')} columns={2}>
        {NUMBER_SETTINGS.map((path) => (
          <FormTextField
            key={path}
            form={form}
            path={path}
            value={draft[path]}
            onValue={set(path)}
            required
            autoComplete="off"
            hint={t(`settings.hints.${path}`, SITE_SETTINGS_LIMITS[path])}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        ))}
      </EditorSection>
      <Box>
        <Button type="submit" variant="contained" size="large" loading={form.isSubmitting}>
          {t('settings.save')}
        </Button>
      </Box>
    </Box>
  );
}
