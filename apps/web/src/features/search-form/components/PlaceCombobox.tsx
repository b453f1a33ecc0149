import type { Location } from '@roadbook/domain/contracts/places';
import { useQuery } from '@tanstack/react-query';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

import { locationsQueryOptions } from '@/api/get-locations';
import { Combobox } from '@/components/Combobox';
import { currentLanguage } from '@/lib/i18n';

import { useDebouncedValue } from '../hooks/use-debounced-value';
import styles from './SearchForm.module.css';

/** A place as the form needs it: a location of GET /api/locations, or just its id and name. */
export interface PlaceChoice {
  id: string;
  name: string;
  country?: { name: string };
}

/** Typing pauses this long before the places are asked for. */
export const PLACE_SEARCH_DELAY_MS = 200;

interface PlaceComboboxProps {
  label: string;
  value: PlaceChoice | null;
  onChange: (place: PlaceChoice | null) => void;
  describedBy?: string;
  invalid?: boolean;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A place picked among the locations matching what the visitor types, in the page's language. */
export function PlaceCombobox({
  label,
  value,
  onChange,
  describedBy,
  invalid,
  name,
  inputRef,
}: PlaceComboboxProps) {
  const { t, i18n } = useTranslation('searchForm');
  const language = currentLanguage(i18n);
  const [text, setText] = useState(value?.name ?? '');
  const [open, setOpen] = useState(false);
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    // A place chosen from outside (e.g. the page prefilling the form) shows its name.
    setShownValue(value);
    if (value !== null) setText(value.name);
  }

  const typed = text.trim();
  const search = useDebouncedValue(typed, PLACE_SEARCH_DELAY_MS);
  const places = useQuery({ ...locationsQueryOptions({ search, language }), enabled: open });
  const options: readonly Location[] = places.data?.locations ?? [];

  const status = ({ count }: { count: number }): string | null => {
    if (places.isError) return t('placesUnavailable');
    if (count > 0) return t('suggestions', { count });
    if (places.isFetching || search !== typed) return t('loadingPlaces');
    if (typed === '') return t('typeToSearch');
    return t('noPlaces', { search: typed });
  };

  return (
    <Combobox
      label={label}
      name={name}
      inputRef={inputRef}
      inputValue={text}
      onInputChange={(next) => {
        setText(next);
        if (value !== null) onChange(null);
      }}
      options={options}
      getOptionKey={(place) => place.id}
      renderOption={(place) => (
        <>
          <span className={styles.optionName}>{place.name}</span>
          <span className={styles.optionCountry}>{place.country.name}</span>
        </>
      )}
      onSelect={(place) => {
        setText(place.name);
        setShownValue(place);
        onChange(place);
      }}
      onOpenChange={setOpen}
      status={status}
      placeholder={t('placePlaceholder')}
      describedBy={describedBy}
      invalid={invalid}
      required
    />
  );
}
