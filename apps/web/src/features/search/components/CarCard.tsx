import type { CarCard as CarCardData } from '@roadbook/domain/contracts/cars';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ButtonLink';
import { ChevronIcon } from '@/components/icons/interface-icons';
import { usePriceFormatter } from '@/components/Price';

import styles from './CarCard.module.css';
import { CarFacts } from './CarFacts';
import { CarImage } from './CarImage';
import { CarSpecs } from './CarSpecs';
import controls from './controls.module.css';
import { SupplierLogo } from './SupplierLogo';

const CarDetails = lazy(async () => ({ default: (await import('./CarDetails')).CarDetails }));

interface CarCardProps {
  car: CarCardData;
  /** The searched period (ISO instants), for the quotes of the details view. */
  period: { from: string; to: string };
  /** The checkout of this car for the searched places and period. */
  bookingPath: string;
  /** The first cards load their image at once; the others when scrolled to. */
  isAboveTheFold: boolean;
}

/** One search result: the car, its specs and options, and its price for the period. */
export function CarCard({ car, period, bookingPath, isAboveTheFold }: CarCardProps) {
  const { t } = useTranslation(['search', 'enums']);
  const formatPrice = usePriceFormatter();
  const [isOpen, setIsOpen] = useState(false);
  const id = useId();
  const nameId = `${id}-name`;
  const detailsId = `${id}-details`;
  const { days, totalMinor } = car.quote;
  // A fully booked car, or one coming soon, is shown but cannot be booked yet.
  const isBookable = !car.isFullyBooked && !car.isComingSoon;

  return (
    <article aria-labelledby={nameId} className={styles.card}>
      <CarImage car={car} isAboveTheFold={isAboveTheFold} />
      <div className={styles.body}>
        {(car.isFullyBooked || car.isComingSoon) && (
          <div className={styles.badges}>
            {car.isFullyBooked && <span className={styles.badge}>{t('enums:availability.fullyBooked')}</span>}
            {car.isComingSoon && <span className={styles.badge}>{t('enums:availability.comingSoon')}</span>}
          </div>
        )}
        <h3 id={nameId} className={styles.name}>
          {car.name}
        </h3>
        <div className={styles.supplierRow}>
          <SupplierLogo supplier={car.supplier} />
          <p className={styles.secondary}>{t('card.range', { size: t(`enums:vehicleSize.${car.size}`) })}</p>
        </div>
        <CarSpecs car={car} />
        <CarFacts car={car} />
      </div>
      <div className={styles.price}>
        <p className={styles.secondary}>{t('card.totalForDays', { count: days })}</p>
        <p className={styles.total}>{formatPrice(totalMinor)}</p>
        <p className={styles.perDay}>{t('card.perDay', { amount: formatPrice(totalMinor / days) })}</p>
        {isBookable ? (
          <ButtonLink to={bookingPath} className={styles.bookButton} aria-describedby={nameId}>
            {t('card.book')}
          </ButtonLink>
        ) : (
          <span className={styles.bookButton} />
        )}
        <button
          type="button"
          className={`${controls.button} ${styles.detailsButton}`}
          aria-expanded={isOpen}
          aria-controls={isOpen ? detailsId : undefined}
          aria-describedby={nameId}
          onClick={() => setIsOpen((open) => !open)}
        >
          {isOpen ? t('card.hideDetails') : t('card.details')}
          <ChevronIcon isUp={isOpen} />
        </button>
      </div>
      {isOpen && (
        <div id={detailsId} className={styles.details}>
          <Suspense fallback={<p className={styles.secondary}>{t('details.loading')}</p>}>
            <CarDetails car={car} period={period} />
          </Suspense>
        </div>
      )}
    </article>
  );
}
