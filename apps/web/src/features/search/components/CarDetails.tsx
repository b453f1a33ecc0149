import type { CarCard } from '@roadbook/domain/contracts/cars';
import { CAR_OPTIONS, type CarOption } from '@roadbook/domain/enums';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { quoteQueryOptions } from '@/api/create-quote';
import { PriceBreakdown } from '@/components/quote/PriceBreakdown';
import { errorMessage } from '@/lib/error-message';

import { useOptionPrice } from '@/components/quote/use-option-price';
import styles from './CarDetails.module.css';
import controls from './controls.module.css';

interface CarDetailsProps {
  car: CarCard;
  period: { from: string; to: string };
}

/**
 * The price breakdown of a car for the searched period. The visitor ticks the options they want and
 * the server quotes again (POST /api/quotes); included options are always on, unavailable ones off.
 */
export function CarDetails({ car, period }: CarDetailsProps) {
  const { t, i18n } = useTranslation(['search', 'enums']);
  const optionPrice = useOptionPrice();
  const [chosen, setChosen] = useState<readonly CarOption[]>([]);
  const titleId = useId();

  const request = { carId: car.id, from: period.from, to: period.to, options: [...chosen] };
  const quote = useQuery({
    ...quoteQueryOptions(request),
    // The search already priced the car without options.
    ...(chosen.length === 0 ? { initialData: car.quote } : {}),
    meta: { errorToast: false },
  });
  const shown = quote.data ?? car.quote;
  const isUpdating = quote.isFetching || quote.isPlaceholderData;

  const toggle = (option: CarOption, isChosen: boolean) =>
    setChosen((current) =>
      isChosen
        ? [...current.filter((item) => item !== option), option]
        : current.filter((item) => item !== option),
    );

  return (
    <section aria-labelledby={titleId} className={styles.details}>
      <h4 id={titleId} className={styles.title}>
        {t('details.title', { car: car.name })}
      </h4>
      <div className={styles.columns}>
        <fieldset className={styles.options}>
          <legend className={styles.legend}>{t('details.chooseOptions')}</legend>
          {CAR_OPTIONS.map((option) => {
            const value = car[option];
            const isIncluded = value === 0;
            const isUnavailable = value === -1;
            return (
              <label key={option} className={styles.option} data-unavailable={isUnavailable ? '' : undefined}>
                <input
                  type="checkbox"
                  className={controls.check}
                  checked={isIncluded || chosen.includes(option)}
                  disabled={isIncluded || isUnavailable}
                  onChange={(event) => toggle(option, event.currentTarget.checked)}
                />
                {t('card.optionLine', {
                  option: t(`enums:carOption.${option}`),
                  status: optionPrice(option, value),
                })}
              </label>
            );
          })}
        </fieldset>
        <div aria-busy={isUpdating} className={styles.quote}>
          <PriceBreakdown quote={shown} caption={t('details.breakdown')} />
          <p role="status" className={styles.status}>
            {isUpdating ? t('details.updating') : ''}
          </p>
        </div>
      </div>
      {quote.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(i18n, quote.error)}
        </p>
      )}
    </section>
  );
}
