import type { Location } from '@roadbook/domain/contracts/places';
import { Suspense, useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import button from '@/components/button.module.css';
import { ArrowBackIcon } from '@/components/icons/interface-icons';
import { Skeleton } from '@/components/Skeleton';

import styles from './SelectedPlace.module.css';

/** About the height of the stacked search form, held while its texts load. */
const FORM_HEIGHT = 320;

interface SelectedPlaceProps {
  location: Location;
  onBack: () => void;
  /** The search form for this place. */
  children: ReactNode;
}

/** A chosen place: its name and address, and the search form for it; the focus moves to its name. */
export function SelectedPlace({ location, onBack, children }: SelectedPlaceProps) {
  const { t } = useTranslation('places');
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, [location.id]);

  return (
    <section aria-labelledby={headingId}>
      <button type="button" className={`${button.text} ${styles.back}`} onClick={onBack}>
        <ArrowBackIcon size={20} />
        {t('locations.back')}
      </button>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.name}>
        {location.name}
      </h2>
      <p className={styles.address}>
        {location.address} · {location.country.name}
      </p>
      <p className={styles.searchHere}>{t('locations.searchHere')}</p>
      <Suspense fallback={<Skeleton height={FORM_HEIGHT} />}>{children}</Suspense>
    </section>
  );
}
