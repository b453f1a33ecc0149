import { seatTierOf } from '@roadbook/domain/car-filters';
import type { CarCard } from '@roadbook/domain/contracts/cars';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import {
  DoorIcon,
  FuelIcon,
  GearboxIcon,
  ScreenIcon,
  SeatIcon,
  SnowflakeIcon,
} from '@/components/icons/car-icons';

import styles from './CarCard.module.css';

/** The car's specs, each an icon with its text: seats tier, doors, gearbox, fuel, aircon, multimedia. */
export function CarSpecs({ car }: { car: CarCard }) {
  const { t } = useTranslation(['search', 'enums']);
  const specs: { key: string; icon: ReactNode; label: string }[] = [
    { key: 'seats', icon: <SeatIcon />, label: t(`enums:seatTier.${seatTierOf(car.seats)}`) },
    { key: 'doors', icon: <DoorIcon />, label: t('card.doors', { count: car.doors }) },
    { key: 'gearbox', icon: <GearboxIcon />, label: t(`enums:gearbox.${car.gearbox}`) },
    { key: 'fuel', icon: <FuelIcon />, label: t(`enums:fuelType.${car.fuelType}`) },
    { key: 'aircon', icon: <SnowflakeIcon />, label: car.aircon ? t('card.aircon') : t('card.noAircon') },
    ...car.multimedia.map((feature) => ({
      key: feature,
      icon: <ScreenIcon />,
      label: t(`enums:multimedia.${feature}`),
    })),
  ];
  return (
    <ul aria-label={t('card.specs')} className={styles.specs}>
      {specs.map(({ key, icon, label }) => (
        <li key={key} className={styles.spec}>
          {icon}
          <span>{label}</span>
        </li>
      ))}
    </ul>
  );
}
