import { CAR_IMAGE_SIZE } from '@roadbook/domain/constants';
import type { CarCard } from '@roadbook/domain/contracts/cars';
import { useTranslation } from 'react-i18next';

import { NoPhotoIcon } from '@/components/icons/car-icons';

import styles from './CarCard.module.css';

/** The car's 300x200 photo (its box is reserved before it loads), or a box saying there is none. */
export function CarImage({ car, isAboveTheFold }: { car: CarCard; isAboveTheFold: boolean }) {
  const { t } = useTranslation('search');
  if (car.image === null) {
    return (
      <div className={`${styles.image} ${styles.noImage}`}>
        <NoPhotoIcon />
        {t('card.noImage')}
      </div>
    );
  }
  return (
    <img
      src={car.image}
      alt={car.name}
      width={CAR_IMAGE_SIZE.width}
      height={CAR_IMAGE_SIZE.height}
      loading={isAboveTheFold ? 'eager' : 'lazy'}
      fetchPriority={isAboveTheFold ? 'high' : 'auto'}
      decoding="async"
      className={styles.image}
    />
  );
}
