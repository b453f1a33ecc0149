import type { Language } from '@roadbook/domain/constants';
import type { Country } from '@roadbook/domain/contracts/places';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { useCountries } from '@/api/get-countries';
import { PinIcon } from '@/components/icons/marketplace-icons';
import { currentLanguage } from '@/lib/i18n';
import { paths, searchPath, withLanguage } from '@/lib/paths';
import { useLanguageParam } from '@/lib/use-language-param';

import { classNames } from '../lib/class-names';
import styles from './Destinations.module.css';
import { Section, SectionAction, type SectionTone } from './Section';

/** Places listed per country; all of them are on /locations. */
const PLACES_PER_COUNTRY = 6;
const PLACEHOLDER_COUNTRIES = 3;

/** `columns`: a plain list per country; `cards`: a card per country with its places as chips. */
export type DestinationsVariant = 'columns' | 'cards';

interface DestinationsProps {
  variant?: DestinationsVariant;
  tone?: SectionTone;
}

/** Countries with at least MIN_LOCATIONS places, each place opening the search there. */
export function Destinations({ variant = 'columns', tone = 'plain' }: DestinationsProps) {
  const { t, i18n } = useTranslation('homeLower');
  const language = useLanguageParam();
  const countries = useCountries(currentLanguage(i18n));
  const list = countries.data?.countries;

  // Nothing to show while no country has enough places.
  if (list !== undefined && list.length === 0) return null;

  return (
    <Section
      title={t('destinations.heading')}
      lead={t('destinations.lead')}
      tone={tone}
      action={
        <SectionAction to={withLanguage(paths.locations, language)}>
          {t('destinations.allLocations')}
        </SectionAction>
      }
    >
      {list === undefined && countries.isError ? (
        <p>{t('destinations.unavailable')}</p>
      ) : (
        <ul
          className={classNames(styles.grid, variant === 'cards' && styles.cards)}
          aria-busy={list === undefined}
          aria-label={list === undefined ? t('destinations.loading') : undefined}
        >
          {list === undefined
            ? Array.from({ length: PLACEHOLDER_COUNTRIES }, (_, index) => (
                <li key={index} className={styles.placeholder} />
              ))
            : list.map((country) => (
                <CountryPlaces key={country.id} country={country} variant={variant} language={language} />
              ))}
        </ul>
      )}
    </Section>
  );
}

interface CountryPlacesProps {
  country: Country;
  variant: DestinationsVariant;
  language: Language | null;
}

function CountryPlaces({ country, variant, language }: CountryPlacesProps) {
  const { t } = useTranslation('homeLower');
  const shown = country.locations.slice(0, PLACES_PER_COUNTRY);
  const others = country.locations.length - shown.length;
  return (
    <li className={styles.country}>
      <h3 className={styles.countryName}>{country.name}</h3>
      <p className={styles.count}>{t('destinations.placeCount', { count: country.locations.length })}</p>
      <ul className={styles.places}>
        {shown.map((place) => (
          <li key={place.id}>
            <RouterLink className={styles.place} to={searchPath({ pickupLocation: place.id }, language)}>
              {variant === 'cards' && <PinIcon size={16} />}
              {place.name}
            </RouterLink>
          </li>
        ))}
      </ul>
      {others > 0 && <p className={styles.more}>{t('destinations.morePlaces', { count: others })}</p>}
    </li>
  );
}
