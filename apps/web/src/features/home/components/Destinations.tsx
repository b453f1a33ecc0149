import PlaceIcon from '@mui/icons-material/Place';
import { styled } from '@mui/material/styles';
import type { Country } from '@roadbook/domain/contracts/places';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { useCountries } from '@/api/get-countries';
import { currentLanguage } from '@/lib/i18n';

import { useUrlLanguageParam } from '../hooks/use-url-language-param';
import { pageHref, placeSearchHref } from '../lib/home-links';
import { ActionLink } from './ActionLink';
import { Section, type SectionTone } from './Section';

/** Places listed per country; the others are on /locations. */
const PLACES_PER_COUNTRY = 6;
const PLACEHOLDER_COUNTRIES = 3;

/** `columns`: a plain list per country; `cards`: a card per country with its places as chips. */
export type DestinationsVariant = 'columns' | 'cards';

const Grid = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.spacing(3),
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
}));

const CountryBox = styled('li', { shouldForwardProp: (prop) => prop !== 'variant' })<{
  variant: DestinationsVariant;
}>(({ theme, variant }) => ({
  minHeight: 12 * 16,
  ...(variant === 'cards' && {
    padding: theme.spacing(3),
    borderRadius: 20,
    backgroundColor: theme.palette.background.paper,
    border: `1px solid ${theme.palette.divider}`,
    color: theme.palette.text.primary,
  }),
}));

const CountryName = styled('h3')({ margin: 0, fontSize: '1.25rem', fontWeight: 700 });
const Count = styled('p')(({ theme }) => ({
  margin: theme.spacing(0.25, 0, 1.5),
  fontSize: theme.typography.body2.fontSize,
  color: 'inherit',
  opacity: 0.8,
}));

const Places = styled('ul', { shouldForwardProp: (prop) => prop !== 'variant' })<{
  variant: DestinationsVariant;
}>(({ theme, variant }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: variant === 'cards' ? 'flex' : 'grid',
  flexWrap: 'wrap',
  gap: theme.spacing(variant === 'cards' ? 1 : 0.5),
}));

const PlaceLink = styled(RouterLink, { shouldForwardProp: (prop) => prop !== 'variant' })<{
  variant: DestinationsVariant;
}>(({ theme, variant }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  minHeight: variant === 'cards' ? 36 : 28,
  color: 'inherit',
  textDecoration: variant === 'cards' ? 'none' : 'underline',
  textUnderlineOffset: 3,
  ...(variant === 'cards' && {
    padding: theme.spacing(0.5, 1.5),
    borderRadius: 999,
    backgroundColor: theme.palette.grey[100],
  }),
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
}));

const Placeholder = styled('li')(({ theme }) => ({
  height: 12 * 16,
  borderRadius: 16,
  backgroundColor: theme.palette.grey[200],
}));

const More = styled('p')(({ theme }) => ({
  margin: theme.spacing(1, 0, 0),
  fontSize: theme.typography.body2.fontSize,
}));

interface DestinationsProps {
  variant?: DestinationsVariant;
  tone?: SectionTone;
}

/** Countries with at least MIN_LOCATIONS places, each place opening the search there. */
export function Destinations({ variant = 'columns', tone = 'plain' }: DestinationsProps) {
  const { t, i18n } = useTranslation('home');
  const language = useUrlLanguageParam();
  const countries = useCountries(currentLanguage(i18n));
  const list = countries.data?.countries;

  // Nothing to show when no country has enough places yet.
  if (list !== undefined && list.length === 0) return null;

  return (
    <Section
      title={t('destinations.heading')}
      lead={t('destinations.lead')}
      tone={tone}
      action={<ActionLink to={pageHref('/locations', language)}>{t('destinations.allLocations')}</ActionLink>}
    >
      {countries.isError && list === undefined ? (
        <p>{t('destinations.unavailable')}</p>
      ) : (
        <Grid
          aria-busy={list === undefined}
          aria-label={list === undefined ? t('destinations.loading') : undefined}
        >
          {list === undefined
            ? Array.from({ length: PLACEHOLDER_COUNTRIES }, (_, index) => <Placeholder key={index} />)
            : list.map((country) => (
                <CountryCard key={country.id} country={country} variant={variant} language={language} />
              ))}
        </Grid>
      )}
    </Section>
  );
}

function CountryCard({
  country,
  variant,
  language,
}: {
  country: Country;
  variant: DestinationsVariant;
  language: string | null;
}) {
  const { t } = useTranslation('home');
  const shown = country.locations.slice(0, PLACES_PER_COUNTRY);
  const hidden = country.locations.length - shown.length;
  return (
    <CountryBox variant={variant}>
      <CountryName>{country.name}</CountryName>
      <Count>{t('destinations.placeCount', { count: country.locations.length })}</Count>
      <Places variant={variant}>
        {shown.map((place) => (
          <li key={place.id}>
            <PlaceLink variant={variant} to={placeSearchHref(place.id, language)}>
              {variant === 'cards' && <PlaceIcon fontSize="small" aria-hidden="true" />}
              {place.name}
            </PlaceLink>
          </li>
        ))}
      </Places>
      {hidden > 0 && <More>{t('destinations.morePlaces', { count: hidden })}</More>}
    </CountryBox>
  );
}
