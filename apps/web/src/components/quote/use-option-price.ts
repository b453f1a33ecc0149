import { PER_DAY_CAR_OPTIONS, type CarOption } from '@roadbook/domain/enums';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { usePriceFormatter } from '@/components/Price';

const PER_DAY: ReadonlySet<CarOption> = new Set(PER_DAY_CAR_OPTIONS);

export function isPerDayOption(option: CarOption): boolean {
  return PER_DAY.has(option);
}

/** What an option costs, as the car states it: included (0), unavailable (-1), or its price per day or flat. */
export function useOptionPrice(): (option: CarOption, value: number) => string {
  const { t } = useTranslation('search');
  const formatPrice = usePriceFormatter();
  return useCallback(
    (option: CarOption, value: number) => {
      if (value === -1) return t('card.optionUnavailable');
      if (value === 0) return t('card.optionIncluded');
      const amount = formatPrice(value);
      return isPerDayOption(option) ? t('card.optionPerDay', { amount }) : t('card.optionFlat', { amount });
    },
    [t, formatPrice],
  );
}
