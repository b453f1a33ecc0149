// The six options of a car: each unavailable, included, or at a price (per day for the insurances
// and the additional driver, once for cancellation and amendments).
import { CAR_OPTIONS } from '@roadbook/domain/enums';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useTranslation } from 'react-i18next';

import type { SchemaForm } from '@/lib/use-schema-form';

import type { CarDraft, OptionMode } from '../lib/car-draft';
import { EditorSection } from './EditorSection';
import { FormTextField } from './form-fields';

const MODES: readonly OptionMode[] = ['unavailable', 'included', 'price'];

interface CarOptionFieldsProps {
  form: SchemaForm;
  draft: CarDraft;
  update: (change: (draft: CarDraft) => CarDraft) => void;
}

export function CarOptionFields({ form, draft, update }: CarOptionFieldsProps) {
  const { t } = useTranslation('backOffice');
  const { t: tEnums } = useTranslation('enums');
  return (
    <EditorSection title={t('car.sections.options')} hint={t('car.hints.options')} columns={2}>
      {CAR_OPTIONS.map((option) => {
        const value = draft.options[option];
        const set = (change: Partial<typeof value>) =>
          update((current) => ({
            ...current,
            options: { ...current.options, [option]: { ...current.options[option], ...change } },
          }));
        const labelId = `${form.idOf(option)}-label`;
        return (
          <Box key={option} sx={{ display: 'grid', gap: 1 }}>
            <FormControl>
              <FormLabel id={labelId}>{tEnums(`carOption.${option}`)}</FormLabel>
              <RadioGroup
                row
                aria-labelledby={labelId}
                name={`${option}-mode`}
                value={value.mode}
                onChange={(event) => set({ mode: event.target.value as OptionMode })}
              >
                {MODES.map((mode) => (
                  <FormControlLabel
                    key={mode}
                    value={mode}
                    control={<Radio size="small" />}
                    label={t(`car.option.${mode}`)}
                  />
                ))}
              </RadioGroup>
            </FormControl>
            {value.mode === 'price' && (
              <FormTextField
                form={form}
                path={option}
                value={value.price}
                onValue={(price) => set({ price })}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            )}
          </Box>
        );
      })}
    </EditorSection>
  );
}
