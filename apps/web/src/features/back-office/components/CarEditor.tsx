// Every field of a car (product-rules.md § Places, cars and suppliers, § Prices), checked with the
// API's own schema before it is sent; the API's refusals land on their fields. A new car gets its
// image once saved.
import { CAR_LIMITS, CarInputSchema, PRICE_TIERS, type CarInput } from '@roadbook/domain/car-schema';
import type { AdminSupplierRow } from '@roadbook/domain/contracts/admin-suppliers';
import type { FleetCar } from '@roadbook/domain/contracts/fleet';
import {
  AVAILABILITIES,
  CAR_OPTIONS,
  FUEL_POLICIES,
  FUEL_TYPES,
  GEARBOXES,
  MULTIMEDIA,
  VEHICLE_SIZES,
} from '@roadbook/domain/enums';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Checkbox from '@mui/material/Checkbox';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from 'react-i18next';

import { ErrorSummary } from '@/components/form/ErrorSummary';

import { carDraftOf, carInputOf, emptyCarDraft, type CarDraft } from '../lib/car-draft';
import { useDraftForm } from '../lib/use-draft-form';
import { CarOptionFields } from './CarOptionFields';
import { CarPlacesField } from './CarPlacesField';
import { CarPriceFields } from './CarPriceFields';
import { EditorSection } from './EditorSection';
import { FormCheckbox, FormSelect, FormTextField } from './form-fields';

interface CarEditorProps {
  /** The car to edit; a new car when absent. */
  car?: FleetCar;
  /** Admins choose the supplier among these; a supplier's cars are its own. */
  suppliers: readonly AdminSupplierRow[] | null;
  onSave: (input: CarInput) => Promise<void>;
  /** Below the form's fields: the image of a saved car. */
  children?: React.ReactNode;
}

function useLabelsOf(): (draft: CarDraft) => Record<string, string> {
  const { t } = useTranslation('backOffice');
  const { t: tEnums } = useTranslation('enums');
  return (draft) => labelsOf(draft, t, tEnums);
}

type Translate = ReturnType<typeof useTranslation<'backOffice'>>['t'];
type TranslateEnums = ReturnType<typeof useTranslation<'enums'>>['t'];

/** Every field's label by its path, in the order of the form (the summary lists errors so). */
function labelsOf(draft: CarDraft, t: Translate, tEnums: TranslateEnums): Record<string, string> {
  const field = (name: keyof typeof fields) => t(`car.fields.${name}`);
  const fields = {
    name: '',
    supplierId: '',
    licencePlate: '',
    size: '',
    fuelType: '',
    gearbox: '',
    seats: '',
    doors: '',
    aircon: '',
    multimedia: '',
    mileage: '',
    fuelPolicy: '',
    deposit: '',
    minimumAge: '',
    isLicenceRequired: '',
    availability: '',
    isFullyBooked: '',
    isComingSoon: '',
    locationIds: '',
  } as const;
  const labels: Record<string, string> = {};
  for (const name of Object.keys(fields) as (keyof typeof fields)[]) labels[name] = field(name);
  for (const tier of PRICE_TIERS) {
    labels[tier.price] = t(`car.fields.${tier.price}`);
    labels[tier.discounted] = t(`car.fields.${tier.discounted}`);
  }
  labels.isDateBasedPrice = t('car.fields.isDateBasedPrice');
  labels.dateBasedPrices = t('car.sections.dateBased');
  draft.dateBasedPrices.forEach((_, index) => {
    const range = t('car.range', { number: index + 1 });
    labels[`dateBasedPrices.${index}.startDate`] = `${range} · ${t('car.fields.startDate')}`;
    labels[`dateBasedPrices.${index}.endDate`] = `${range} · ${t('car.fields.endDate')}`;
    labels[`dateBasedPrices.${index}.dailyPrice`] = `${range} · ${t('car.fields.rangeDailyPrice')}`;
  });
  for (const option of CAR_OPTIONS)
    labels[option] = t('car.optionPrice', { option: tEnums(`carOption.${option}`) });
  return labels;
}

export function CarEditor({ car, suppliers, onSave, children }: CarEditorProps) {
  const { t } = useTranslation('backOffice');
  const { t: tEnums } = useTranslation('enums');
  const withSupplier = suppliers !== null;
  const {
    form: formWithLabels,
    draft,
    update,
  } = useDraftForm({
    initial: car === undefined ? emptyCarDraft() : carDraftOf(car),
    schema: CarInputSchema,
    toInput: (current: CarDraft) => carInputOf(current, { withSupplier }),
    labelsOf: useLabelsOf(),
    onSubmit: onSave,
  });
  const form = formWithLabels;
  const { labels } = form;
  const set =
    <Key extends keyof CarDraft>(key: Key) =>
    (value: CarDraft[Key]) =>
      update((current) => ({ ...current, [key]: value }));
  const text = (key: 'name' | 'licencePlate' | 'seats' | 'doors' | 'mileage' | 'deposit' | 'minimumAge') => ({
    form: formWithLabels,
    path: key,
    value: draft[key],
    onValue: set(key),
  });

  return (
    <Box component="form" {...form.formProps} sx={{ display: 'grid', gap: 3 }}>
      <ErrorSummary form={formWithLabels} />
      <EditorSection title={t('car.sections.general')}>
        <FormTextField {...text('name')} required autoComplete="off" />
        {suppliers !== null && (
          <FormSelect
            form={formWithLabels}
            path="supplierId"
            value={draft.supplierId}
            options={suppliers.map((supplier) => supplier.id)}
            labelOf={(id) => suppliers.find((supplier) => supplier.id === id)?.name ?? id}
            onValue={set('supplierId')}
          />
        )}
        <FormTextField {...text('licencePlate')} autoComplete="off" />
        <FormSelect
          form={formWithLabels}
          path="size"
          value={draft.size}
          options={VEHICLE_SIZES}
          labelOf={(v) => tEnums(`vehicleSize.${v}`)}
          onValue={set('size')}
        />
        <FormSelect
          form={formWithLabels}
          path="fuelType"
          value={draft.fuelType}
          options={FUEL_TYPES}
          labelOf={(v) => tEnums(`fuelType.${v}`)}
          onValue={set('fuelType')}
        />
        <FormSelect
          form={formWithLabels}
          path="gearbox"
          value={draft.gearbox}
          options={GEARBOXES}
          labelOf={(v) => tEnums(`gearbox.${v}`)}
          onValue={set('gearbox')}
        />
        <FormTextField {...text('seats')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
        <FormTextField {...text('doors')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
        <FormCheckbox form={formWithLabels} path="aircon" checked={draft.aircon} onChecked={set('aircon')} />
        <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, gridColumn: '1 / -1' }}>
          <FormLabel component="legend">{labels.multimedia}</FormLabel>
          <FormGroup row>
            {MULTIMEDIA.map((item) => (
              <FormControlLabel
                key={item}
                label={tEnums(`multimedia.${item}`)}
                control={
                  <Checkbox
                    checked={draft.multimedia.includes(item)}
                    onChange={(event) =>
                      set('multimedia')(
                        event.target.checked
                          ? [...draft.multimedia, item]
                          : draft.multimedia.filter((other) => other !== item),
                      )
                    }
                  />
                }
              />
            ))}
          </FormGroup>
        </Box>
      </EditorSection>

      <EditorSection title={t('car.sections.terms')}>
        <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
          <FormLabel component="legend">{t('car.fields.mileageMode')}</FormLabel>
          <RadioGroup
            row
            name="mileageMode"
            value={draft.isMileageUnlimited ? 'unlimited' : 'limited'}
            onChange={(event) => set('isMileageUnlimited')(event.target.value === 'unlimited')}
          >
            <FormControlLabel
              value="unlimited"
              control={<Radio size="small" />}
              label={tEnums('mileageMode.unlimited')}
            />
            <FormControlLabel
              value="limited"
              control={<Radio size="small" />}
              label={tEnums('mileageMode.limited')}
            />
          </RadioGroup>
        </Box>
        {!draft.isMileageUnlimited && (
          <FormTextField {...text('mileage')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
        )}
        <FormSelect
          form={formWithLabels}
          path="fuelPolicy"
          value={draft.fuelPolicy}
          options={FUEL_POLICIES}
          labelOf={(v) => tEnums(`fuelPolicy.${v}`)}
          onValue={set('fuelPolicy')}
        />
        <FormTextField {...text('deposit')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
        <FormTextField
          {...text('minimumAge')}
          hint={t('car.hints.minimumAge', { min: CAR_LIMITS.minimumAge.min })}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormCheckbox
          form={formWithLabels}
          path="isLicenceRequired"
          checked={draft.isLicenceRequired}
          onChecked={set('isLicenceRequired')}
        />
      </EditorSection>

      <EditorSection title={t('car.sections.availability')}>
        <FormSelect
          form={formWithLabels}
          path="availability"
          value={draft.availability}
          options={AVAILABILITIES}
          labelOf={(v) => tEnums(`availability.${v}`)}
          onValue={set('availability')}
        />
        <FormCheckbox
          form={formWithLabels}
          path="isFullyBooked"
          checked={draft.isFullyBooked}
          onChecked={set('isFullyBooked')}
        />
        <FormCheckbox
          form={formWithLabels}
          path="isComingSoon"
          checked={draft.isComingSoon}
          onChecked={set('isComingSoon')}
        />
      </EditorSection>

      <EditorSection title={t('car.sections.places')} columns={1}>
        <CarPlacesField form={formWithLabels} value={draft.locationIds} onValue={set('locationIds')} />
      </EditorSection>

      <CarPriceFields form={formWithLabels} draft={draft} update={update} />
      <CarOptionFields form={formWithLabels} draft={draft} update={update} />
      {children}

      <Box
        sx={{ display: 'flex', gap: 2, position: 'sticky', bottom: 0, py: 2, bgcolor: 'background.default' }}
      >
        <Button type="submit" variant="contained" size="large" loading={form.isSubmitting}>
          {car === undefined ? t('car.create') : t('car.save')}
        </Button>
      </Box>
    </Box>
  );
}
