import { VEHICLE_RANGE_SIZES, VEHICLE_RANGES } from '@roadbook/domain/vehicle-ranges';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { VEHICLE_RANGE_ICONS } from '@/components/icons/marketplace-icons';
import { searchPath } from '@/lib/paths';
import { useLanguageParam } from '@/lib/use-language-param';

import { Section, type SectionTone } from './Section';
import styles from './VehicleRanges.module.css';

/** `tiles`: a card per range with its description; `chips`: a row of compact links. */
export type VehicleRangesVariant = 'tiles' | 'chips';

interface VehicleRangesProps {
  variant?: VehicleRangesVariant;
  tone?: SectionTone;
}

/** Car, SUV, Van, Scooter, Bus, Truck, Caravan: each opens a search filtered on its sizes. */
export function VehicleRanges({ variant = 'tiles', tone = 'plain' }: VehicleRangesProps) {
  const { t } = useTranslation('home');
  const language = useLanguageParam();
  return (
    <Section title={t('ranges.heading')} lead={t('ranges.lead')} tone={tone}>
      <ul className={variant === 'tiles' ? styles.tiles : styles.chips}>
        {VEHICLE_RANGES.map((range) => {
          const Icon = VEHICLE_RANGE_ICONS[range];
          const href = searchPath({ size: VEHICLE_RANGE_SIZES[range] }, language);
          return (
            <li key={range}>
              {variant === 'tiles' ? (
                <RouterLink className={styles.tile} to={href}>
                  <Icon size={36} />
                  <span className={styles.name}>{t(`ranges.names.${range}`)}</span>
                  <span className={styles.description}>{t(`ranges.descriptions.${range}`)}</span>
                </RouterLink>
              ) : (
                <RouterLink className={styles.chip} to={href}>
                  <Icon size={20} />
                  {t(`ranges.names.${range}`)}
                </RouterLink>
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
