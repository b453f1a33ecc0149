// The places a car can be picked up at, chosen among the marketplace's locations by typing.
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { allLocationsQueryOptions } from '@/api/get-locations';
import { currentLanguage } from '@/lib/i18n';
import type { SchemaForm } from '@/lib/use-schema-form';

import { useFieldError } from './form-fields';

interface CarPlacesFieldProps {
  form: SchemaForm;
  value: readonly string[];
  onValue: (ids: string[]) => void;
}

export function CarPlacesField({ form, value, onValue }: CarPlacesFieldProps) {
  const { t, i18n } = useTranslation('backOffice');
  const locations = useQuery(allLocationsQueryOptions(currentLanguage(i18n)));
  const error = useFieldError(form, 'locationIds');
  const options = locations.data ?? [];
  const byId = new Map(options.map((location) => [location.id, location]));
  // A place not (yet) loaded keeps its id, so nothing is lost on save.
  const selected = value.map((id) => byId.get(id) ?? { id, name: id });
  return (
    <Autocomplete
      multiple
      id={form.idOf('locationIds')}
      options={options}
      value={selected}
      loading={locations.isPending}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      onChange={(_event, chosen) => onValue(chosen.map((location) => location.id))}
      filterSelectedOptions
      noOptionsText={t('list.noRows')}
      renderInput={(params) => (
        <TextField
          {...params}
          name="locationIds"
          label={form.labels.locationIds}
          error={error !== undefined}
          helperText={error ?? t('car.hints.places')}
        />
      )}
    />
  );
}
