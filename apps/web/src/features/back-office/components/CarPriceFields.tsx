// A car's prices: each tier with its discounted price, and the prices by date (periods that may not
// overlap: the form says which one before anything is sent).
import { PRICE_TIERS } from '@roadbook/domain/car-schema';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import type { SchemaForm } from '@/lib/use-schema-form';

import { newRangeKey, type CarDraft } from '../lib/car-draft';
import { EditorSection } from './EditorSection';
import { FormCheckbox, FormTextField, useFieldError } from './form-fields';

interface CarPriceFieldsProps {
  form: SchemaForm;
  draft: CarDraft;
  update: (change: (draft: CarDraft) => CarDraft) => void;
}

const money = { inputMode: 'decimal' as const };

export function CarPriceFields({ form, draft, update }: CarPriceFieldsProps) {
  const { t } = useTranslation('backOffice');
  const rangesError = useFieldError(form, 'dateBasedPrices');
  const setRange = (index: number, field: 'startDate' | 'endDate' | 'dailyPrice', value: string) =>
    update((current) => ({
      ...current,
      dateBasedPrices: current.dateBasedPrices.map((range, at) =>
        at === index ? { ...range, [field]: value } : range,
      ),
    }));
  return (
    <>
      <EditorSection title={t('car.sections.prices')} hint={t('car.hints.prices')} columns={2}>
        {PRICE_TIERS.flatMap((tier) => [tier.price, tier.discounted]).map((field) => (
          <FormTextField
            key={field}
            form={form}
            path={field}
            value={draft.prices[field]}
            onValue={(value) =>
              update((current) => ({ ...current, prices: { ...current.prices, [field]: value } }))
            }
            slotProps={{ htmlInput: money }}
          />
        ))}
      </EditorSection>
      <EditorSection title={t('car.sections.dateBased')} hint={t('car.hints.dateBased')} columns={1}>
        <FormCheckbox
          form={form}
          path="isDateBasedPrice"
          checked={draft.isDateBasedPrice}
          onChecked={(checked) => update((current) => ({ ...current, isDateBasedPrice: checked }))}
        />
        {draft.dateBasedPrices.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('car.noRanges')}
          </Typography>
        )}
        {draft.dateBasedPrices.map((range, index) => (
          <Box
            key={range.key}
            component="fieldset"
            sx={{
              border: 0,
              m: 0,
              p: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr auto' },
              alignItems: 'start',
            }}
          >
            <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
              {t('car.range', { number: index + 1 })}
            </Typography>
            <FormTextField
              form={form}
              path={`dateBasedPrices.${index}.startDate`}
              type="date"
              value={range.startDate}
              onValue={(value) => setRange(index, 'startDate', value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <FormTextField
              form={form}
              path={`dateBasedPrices.${index}.endDate`}
              type="date"
              value={range.endDate}
              onValue={(value) => setRange(index, 'endDate', value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <FormTextField
              form={form}
              path={`dateBasedPrices.${index}.dailyPrice`}
              value={range.dailyPrice}
              onValue={(value) => setRange(index, 'dailyPrice', value)}
              slotProps={{ htmlInput: money }}
            />
            <Button
              onClick={() =>
                update((current) => ({
                  ...current,
                  dateBasedPrices: current.dateBasedPrices.filter((_, at) => at !== index),
                }))
              }
            >
              {t('car.removeRange', { number: index + 1 })}
            </Button>
          </Box>
        ))}
        {rangesError !== undefined && (
          <Typography id={form.idOf('dateBasedPrices')} tabIndex={-1} color="error" variant="body2">
            {rangesError}
          </Typography>
        )}
        <div>
          <Button
            variant="outlined"
            onClick={() =>
              update((current) => ({
                ...current,
                dateBasedPrices: [
                  ...current.dateBasedPrices,
                  { key: newRangeKey(), startDate: '', endDate: '', dailyPrice: '' },
                ],
              }))
            }
          >
            {t('car.addRange')}
          </Button>
        </div>
      </EditorSection>
    </>
  );
}
