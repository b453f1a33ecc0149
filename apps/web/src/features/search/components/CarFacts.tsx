import type { CarCard } from '@roadbook/domain/contracts/cars';
import { CAR_OPTIONS } from '@roadbook/domain/enums';
import { formatNumber } from '@roadbook/i18n/format-number';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { DropIcon, RoadIcon, WalletIcon } from '@/components/icons/car-icons';
import { usePriceFormatter } from '@/components/Price';
import { currentLanguage } from '@/lib/i18n';

import { useOptionPrice } from '@/components/quote/use-option-price';
import styles from './CarCard.module.css';

function Fact({ icon, children }: { icon: ReactNode; children: string }) {
  return (
    <p className={styles.fact}>
      {icon}
      <span>{children}</span>
    </p>
  );
}

/** Mileage, fuel policy, deposit and what each of the six options costs. */
export function CarFacts({ car }: { car: CarCard }) {
  const { t, i18n } = useTranslation(['search', 'enums']);
  const formatPrice = usePriceFormatter();
  const optionPrice = useOptionPrice();
  const mileage =
    car.mileage === -1
      ? t('enums:mileageMode.unlimited')
      : t('card.mileageLimited', { km: formatNumber(car.mileage, currentLanguage(i18n)) });

  return (
    <>
      <div className={styles.facts}>
        <Fact icon={<RoadIcon />}>{mileage}</Fact>
        <Fact icon={<DropIcon />}>
          {t('card.fuelPolicy', { policy: t(`enums:fuelPolicy.${car.fuelPolicy}`) })}
        </Fact>
        <Fact icon={<WalletIcon />}>{t('card.deposit', { amount: formatPrice(car.deposit) })}</Fact>
      </div>
      <ul aria-label={t('card.options')} className={styles.options}>
        {CAR_OPTIONS.map((option) => (
          <li key={option}>
            {t('card.optionLine', {
              option: t(`enums:carOption.${option}`),
              status: optionPrice(option, car[option]),
            })}
          </li>
        ))}
      </ul>
    </>
  );
}
