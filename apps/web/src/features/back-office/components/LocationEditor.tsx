// A location's editor (admins): its country, address, its name in each language (each field says its
// language) and its position, picked on the map (a click or a drag) or typed, the two kept in step.
// Checked with the API's own schema before it is sent; the API's refusals land on their fields.
import { LANGUAGES, type Language } from '@roadbook/domain/constants';
import type { AdminCountry, AdminLocation } from '@roadbook/domain/contracts/admin-places';
import { LocationInputSchema, type LocationInput } from '@roadbook/domain/place-schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorSummary } from '@/components/form/ErrorSummary';
import { MapPlaceholder } from '@/components/map/LazyLocationMap';
import { currentLanguage } from '@/lib/i18n';

import { useDraftForm } from '../lib/use-draft-form';
import { EditorSection } from './EditorSection';
import { FormSelect, FormTextField } from './form-fields';
import type { MapPosition } from './LocationPositionMap';

// Leaflet comes with the editor only.
const LocationPositionMap = lazy(async () => ({
  default: (await import('./LocationPositionMap')).LocationPositionMap,
}));

const MAP_HEIGHT = 360;

export interface LocationDraft {
  countryId: string;
  address: string;
  latitude: string;
  longitude: string;
  names: Record<Language, string>;
}

function draftOf(location: AdminLocation | undefined): LocationDraft {
  if (location === undefined) {
    return { countryId: '', address: '', latitude: '', longitude: '', names: { en: '', fr: '', es: '' } };
  }
  return {
    countryId: location.country.id,
    address: location.address,
    latitude: String(location.latitude),
    longitude: String(location.longitude),
    names: { ...location.names },
  };
}

/** A typed coordinate: empty is none, a comma is a decimal point, anything else stays for the schema to refuse. */
function coordinateOf(text: string): number | string | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : trimmed;
}

/** What the API receives. */
export function locationInputOf(draft: LocationDraft): unknown {
  return {
    countryId: draft.countryId === '' ? undefined : draft.countryId,
    address: draft.address,
    latitude: coordinateOf(draft.latitude),
    longitude: coordinateOf(draft.longitude),
    names: draft.names,
  };
}

/** The position the fields hold, when both are numbers within range. */
function positionOf(draft: LocationDraft): MapPosition | null {
  const latitude = coordinateOf(draft.latitude);
  const longitude = coordinateOf(draft.longitude);
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

interface LocationEditorProps {
  location?: AdminLocation;
  countries: readonly AdminCountry[];
  onSave: (input: LocationInput) => Promise<void>;
  /** Next to the save button: deleting a saved location. */
  actions?: React.ReactNode;
}

export function LocationEditor({ location, countries, onSave, actions }: LocationEditorProps) {
  const { t, i18n } = useTranslation('backOffice');
  const language = currentLanguage(i18n);
  const languageName = (of: Language) => t(`places.languages.${of}`);
  const { form, draft, update } = useDraftForm({
    initial: draftOf(location),
    schema: LocationInputSchema,
    toInput: locationInputOf,
    labelsOf: () => ({
      countryId: t('places.fields.countryId'),
      address: t('places.fields.address'),
      ...Object.fromEntries(
        LANGUAGES.map((of) => [`names.${of}`, t('places.fields.name', { language: languageName(of) })]),
      ),
      latitude: t('places.fields.latitude'),
      longitude: t('places.fields.longitude'),
    }),
    onSubmit: onSave,
  });
  const set = (key: 'countryId' | 'address' | 'latitude' | 'longitude') => (value: string) =>
    update((current) => ({ ...current, [key]: value }));
  const onPosition = useCallback(
    ({ latitude, longitude }: MapPosition) =>
      update((current) => ({ ...current, latitude: String(latitude), longitude: String(longitude) })),
    [update],
  );

  return (
    <Box component="form" {...form.formProps} sx={{ display: 'grid', gap: 3 }}>
      <ErrorSummary form={form} />
      <EditorSection title={t('places.sections.place')} columns={2}>
        <FormSelect
          form={form}
          path="countryId"
          value={draft.countryId}
          options={countries.map((country) => country.id)}
          labelOf={(id) => {
            const country = countries.find((one) => one.id === id);
            return country === undefined ? id : `${country.names[language]} (${country.code})`;
          }}
          onValue={set('countryId')}
        />
        <FormTextField form={form} path="address" value={draft.address} onValue={set('address')} required />
      </EditorSection>

      <EditorSection title={t('places.sections.names')}>
        {LANGUAGES.map((of) => (
          <FormTextField
            key={of}
            form={form}
            path={`names.${of}`}
            value={draft.names[of]}
            onValue={(value) =>
              update((current) => ({ ...current, names: { ...current.names, [of]: value } }))
            }
            slotProps={{ htmlInput: { lang: of } }}
            autoComplete="off"
            required
          />
        ))}
      </EditorSection>

      <EditorSection title={t('places.sections.position')} hint={t('places.mapHint')} columns={2}>
        <FormTextField
          form={form}
          path="latitude"
          value={draft.latitude}
          onValue={set('latitude')}
          hint={t('places.hints.latitude')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          required
        />
        <FormTextField
          form={form}
          path="longitude"
          value={draft.longitude}
          onValue={set('longitude')}
          hint={t('places.hints.longitude')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          required
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Suspense fallback={<MapPlaceholder label={t('places.mapLabel')} height={MAP_HEIGHT} />}>
            <LocationPositionMap
              label={t('places.mapLabel')}
              markerLabel={t('places.marker')}
              position={positionOf(draft)}
              onPosition={onPosition}
              height={MAP_HEIGHT}
            />
          </Suspense>
        </Box>
      </EditorSection>

      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" size="large" loading={form.isSubmitting}>
          {location === undefined ? t('places.create') : t('places.save')}
        </Button>
        {actions}
        {location !== undefined && (
          <Typography color="text.secondary">
            {t('places.usage', { cars: location.carCount, bookings: location.bookingCount })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
