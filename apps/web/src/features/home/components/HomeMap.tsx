import { lazy } from 'react';
import { useTranslation } from 'react-i18next';

import { NearViewport } from '@/components/NearViewport';

import styles from './HomeMap.module.css';
import { Section, type SectionTone } from './Section';

// The map's code (and, through it, Leaflet) is fetched only once the section nears the viewport.
const HomeMapBody = lazy(async () => ({ default: (await import('./HomeMapBody')).HomeMapBody }));

interface HomeMapProps {
  tone?: SectionTone;
  height?: number;
}

/** The destinations on a map, loaded when scrolled to; choosing a place opens the search there. */
export function HomeMap({ tone = 'plain', height = 420 }: HomeMapProps) {
  const { t } = useTranslation('homeLower');
  const placeholder = (
    <div
      className={styles.placeholder}
      style={{ height }}
      role="region"
      aria-label={t('map.label')}
      aria-busy="true"
    />
  );
  return (
    <Section title={t('map.heading')} lead={t('map.lead')} tone={tone}>
      <NearViewport placeholder={placeholder}>
        <HomeMapBody height={height} />
      </NearViewport>
    </Section>
  );
}
